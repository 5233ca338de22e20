/**
 * What the client build tells the server about each route: the scripts of its page beyond those
 * `index.html` already loads (the entry), in the order they can run (each after those it imports). The server names them in `index.html` for that route, so
 * the browser fetches the page's code side by side rather than one script after another: in the shell
 * beside the entry, in a rendered page once the entry runs (see `renderedPageLinks`).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The `id` of the inert `<template>` in which a server-rendered page lists its scripts: the browser's
 * entry puts them into the document when it runs.
 */
export const PAGE_CODE_ELEMENT_ID = 'page-code';

export interface RoutePreload {
  /** Paths from the site root (`/assets/…js`). */
  scripts: string[];
}

export type RoutePreloads = Record<string, RoutePreload>;

const SCRIPT = /^\/assets\/[A-Za-z0-9._-]+\.js$/;
const isScriptList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && SCRIPT.test(item));

/** The file's content when it has the expected shape (route → script paths), else null. */
export function parseRoutePreloads(json: unknown): RoutePreloads | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const result: RoutePreloads = {};
  for (const [route, value] of Object.entries(json)) {
    if (typeof value !== 'object' || value === null) return null;
    const { scripts } = value as Record<string, unknown>;
    if (!isScriptList(scripts)) return null;
    result[route] = { scripts };
  }
  return result;
}

const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

/** The `<link>` elements of one route's preloads, for the end of `<head>` of the client shell. */
export function preloadLinks({ scripts }: RoutePreload): string {
  return scripts.map(modulePreload).join('');
}

/**
 * The same for a server-rendered page, whose markup is there before any script runs (styled by the
 * site's one style sheet, which every page links): its scripts wait in an inert template, fetched only
 * when the entry runs (see the client's entry).
 */
export function renderedPageLinks({ scripts }: RoutePreload): string {
  return `<template id="${PAGE_CODE_ELEMENT_ID}">${scripts.map(modulePreload).join('')}</template>`;
}
