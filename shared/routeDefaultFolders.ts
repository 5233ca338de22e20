// Written by `npm run routes` from the route kinds (client/src/pages/<page>/route.ts): not edited by hand.
// A unit test fails when it differs from what they declare.
import type { MENU_CODES } from './constants.js';
import type { RouteKindId } from './routeTable.js';

/** A query parameter naming the folder a page shows, and the menu whose folder it shows without one. */
export interface DefaultFolder {
  param: string;
  menu: keyof typeof MENU_CODES;
}

/** The routes whose URL may name the folder they show without one: the URL without it is the page's. */
export const DEFAULT_FOLDERS: Readonly<Partial<Record<RouteKindId, DefaultFolder>>> = {
  ztzldetail: { param: 'fdId', menu: 'specialTopics' },
};
