import { matchPath } from 'react-router';
import { getHref, ROUTES, type RouteId } from '../../../shared/routes';
import { HOME_CODE } from '../../../shared/constants';

/** Where 'home' links and the language switch go. */
export const HOME_PATH = getHref('homeIndex', { fdCode: HOME_CODE });

/** The carousel and the top banner show only on these paths. */
export function isHomeBannerPath(pathname: string): boolean {
  return pathname === '/' || pathname === HOME_PATH;
}

/** Detail, search and preview pages: the slider flag is off while one is open. */
const SLIDER_HIDDEN_ROUTES: readonly RouteId[] = [
  'articledetail',
  'articledetailonly',
  'articlepreview',
  'articlesearch',
  'companyLeaderDetail',
];

/**
 * Whether a path is one of those pages: the header leaves the section picture out. Known from the path
 * alone, it holds from the first paint, before the page's module has loaded (nothing moves up later).
 */
export function hidesSlider(pathname: string): boolean {
  return SLIDER_HIDDEN_ROUTES.some((id) => matchPath(ROUTES[id], pathname) !== null);
}

/** Whether the header draws the section picture on a path: not on the home page, nor on those pages. */
export function drawsSectionBanner(pathname: string): boolean {
  return !isHomeBannerPath(pathname) && !hidesSlider(pathname);
}
