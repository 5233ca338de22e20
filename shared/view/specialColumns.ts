import { MENU_CODES } from '../constants.js';

/** The three sub-pages of the digital-service page (design, construction and operation cloud). */
export type ServiceKind = 'design' | 'construction' | 'operation';

const SERVICE_CODES: Readonly<Record<ServiceKind, { zh: string; en: string }>> = {
  design: MENU_CODES.designCloud,
  construction: MENU_CODES.constructionCloud,
  operation: MENU_CODES.operationCloud,
};

/** Which service sub-page a column code shows, in either language; null for any other code. */
export function serviceKindOf(code: string | null | undefined): ServiceKind | null {
  for (const kind of Object.keys(SERVICE_CODES) as ServiceKind[]) {
    const codes = SERVICE_CODES[kind];
    if (code === codes.zh || code === codes.en) return kind;
  }
  return null;
}

/** True for the core-technology column in either language (`hxjs`, `ehxjs`), which shows the carousel. */
export function isCoreTechnologyCode(code: string | null | undefined): boolean {
  return code === MENU_CODES.coreTechnology.zh || code === MENU_CODES.coreTechnology.en;
}
