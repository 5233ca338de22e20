import { CMS_FILES_PREFIX } from '../../../shared/api/endpointPaths';

/** The group's logo is content: the CMS serves it, so a rebrand needs no release. */
export const LOGO_URL = `${CMS_FILES_PREFIX}/logo.svg`;
/** The light version, for dark backgrounds (the footer). */
export const LOGO_WHITE_URL = `${CMS_FILES_PREFIX}/logo-white.svg`;
/** Intrinsic size of both, so the layout keeps their place before they load. */
export const LOGO_WIDTH = 560;
export const LOGO_HEIGHT = 120;
