import { CMS_FILES_PREFIX } from '../../../../shared/api/endpoints';

/** The group's logo is content: the CMS serves it, so a rebrand needs no release. */
export const LOGO_URL = `${CMS_FILES_PREFIX}/logo.svg`;
export const LOGO_WIDTH = 240;
export const LOGO_HEIGHT = 60;
