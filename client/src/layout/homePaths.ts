import { getHref } from '../../../shared/routes';
import { HOME_CODE } from '../../../shared/constants';

/** Where 'home' links and the language switch go. */
export const HOME_PATH = getHref('homeIndex', { fdCode: HOME_CODE });

/** The carousel and the top banner show only on these paths (SPEC §2). */
export function isHomeBannerPath(pathname: string): boolean {
  return pathname === '/' || pathname === HOME_PATH;
}
