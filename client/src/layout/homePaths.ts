import { matchPath } from 'react-router';
import { NO_SECTION_BANNER } from '../../../shared/routeTable';
import { getHref, ROUTES } from '../../../shared/routes';
import { HOME_CODE } from '../../../shared/constants';

/** Where 'home' links and the language switch go. */
export const HOME_PATH = getHref('homeIndex', { fdCode: HOME_CODE });

/** The carousel and the top banner show only on these paths. */
export function isHomeBannerPath(pathname: string): boolean {
  return pathname === '/' || pathname === HOME_PATH;
}

/**
 * Whether a path is a detail, search or preview page's (its route kind says so): the header leaves the
 * section picture out. Known from the path alone, it holds from the first paint, before the page's
 * module has loaded (nothing moves up later).
 */
export function hidesSlider(pathname: string): boolean {
  return NO_SECTION_BANNER.some((id) => matchPath(ROUTES[id], pathname) !== null);
}

/** Whether the header draws the section picture on a path: not on the home page, nor on those pages. */
export function drawsSectionBanner(pathname: string): boolean {
  return !isHomeBannerPath(pathname) && !hidesSlider(pathname);
}
