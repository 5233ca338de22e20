/**
 * What the client build tells the server about each route kind: the scripts and style sheets of its
 * page beyond those `index.html` already loads (the entry and the style sheet), scripts in the order
 * they can run (each after those it imports). The server names them in `index.html` for that route, so
 * the browser fetches the page's code side by side rather than one script after another: in the shell
 * beside the entry, in a rendered page once it has shown (see `renderedPageLinks`).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The `id` of the inert `<template>` in which a server-rendered page lists its scripts: the browser's
 * entry puts them into the document once the page is on screen.
 */
export const PAGE_CODE_ELEMENT_ID = 'page-code';

export interface RoutePreload {
  /** Paths from the site root (`/assets/…js`). */
  scripts: string[];
  styles: string[];
  /**
   * Every style sheet a server-rendered page of the route draws with, beyond the entry's: its own and
   * those of the parts the server draws that the browser loads later (home blocks, footer).
   */
  renderedStyles: string[];
}

export type RoutePreloads = Record<string, RoutePreload>;

const ASSET = /^\/assets\/[A-Za-z0-9._-]+\.(?:js|css)$/;
const isAssetList = (value: unknown, ext: string): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && ASSET.test(item) && item.endsWith(ext));

/** The file's content when it has the expected shape (route → asset paths), else null. */
export function parseRoutePreloads(json: unknown): RoutePreloads | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const result: RoutePreloads = {};
  for (const [route, value] of Object.entries(json)) {
    if (typeof value !== 'object' || value === null) return null;
    const { scripts, styles, renderedStyles = styles } = value as Record<string, unknown>;
    if (!isAssetList(scripts, '.js') || !isAssetList(styles, '.css') || !isAssetList(renderedStyles, '.css')) {
      return null;
    }
    result[route] = { scripts, styles, renderedStyles };
  }
  return result;
}

/** The `<link>` elements of one route's preloads, for the end of `<head>` of the client shell. */
export function preloadLinks({ scripts, styles }: RoutePreload): string {
  return [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('');
}

/**
 * The same for a server-rendered page. Its markup is there before any script runs, so its style sheets
 * apply at once (no shift when the scripts arrive, and a page read without JavaScript is styled). Its
 * scripts wait in an inert template, fetched only once the page is on screen (see the client's entry).
 */
export function renderedPageLinks({ scripts, renderedStyles }: RoutePreload): string {
  const code = scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return [
    ...renderedStyles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    `<template id="${PAGE_CODE_ELEMENT_ID}">${code}</template>`,
  ].join('');
}
