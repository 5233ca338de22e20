import type { MenuEntry } from '../api/menu.js';

/** Menu codes that open their own page even though they have children. */
export const OWN_PAGE_CODES: readonly string[] = ['ztzl', 'eztzl'];

export type NavTarget = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

const EXTERNAL_URL = /^https?:\/\//i;
/** Any other scheme (`javascript:`, `data:`, `mailto:`…): never a link target. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** `//host` and `/\host` name another host, as browsers read them. */
const OTHER_HOST = /^[/\\]{2}/;

export function isExternalUrl(url: string): boolean {
  return EXTERNAL_URL.test(url);
}

/**
 * Where a link goes: `http(s)://` opens a new window, a site path (a bare one made site-relative)
 * navigates inside the site, and anything else (other schemes, other hosts) is no link at all. The BFF
 * has cleaned link fields already; this keeps the client safe on its own.
 */
export function linkTarget(url: string | null | undefined): NavTarget | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (isExternalUrl(trimmed)) return { kind: 'external', url: trimmed };
  if (OTHER_SCHEME.test(trimmed) || OTHER_HOST.test(trimmed)) return null;
  return { kind: 'internal', path: trimmed.startsWith('/') ? trimmed : `/${trimmed}` };
}

/**
 * Where clicking a menu goes: the special-topic menu to its own jumpUrl; a menu with children
 * to its first child's target (by the same rule); any other menu to its own jumpUrl. Null when the
 * chosen menu has no link.
 */
export function menuClickTarget(menu: MenuEntry): NavTarget | null {
  let current = menu;
  // The depth guard keeps a malformed tree from looping; real trees are two or three levels deep.
  for (let depth = 0; depth < 16; depth++) {
    const first = current.children[0];
    if (OWN_PAGE_CODES.includes(current.fdCode) || first === undefined) return linkTarget(current.jumpUrl);
    current = first;
  }
  return linkTarget(current.jumpUrl);
}

/** The href to render for a target (the app's own path, or the external URL). */
export function targetHref(target: NavTarget): string {
  return target.kind === 'external' ? target.url : target.path;
}

/** The site path a target opens, or null for another site's URL (or no target). */
export function sitePath(target: NavTarget | null): string | null {
  return target?.kind === 'internal' ? target.path : null;
}
