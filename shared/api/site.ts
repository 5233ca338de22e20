export interface SiteInfo {
  copyright: string | null;
  name: string | null;
  phone: string | null;
  fax: string | null;
  qqNumber: string | null;
  email: string | null;
  address: string | null;
  securityFiling: string | null;
  icpFiling: string | null;
}

export interface FriendLink {
  id: number;
  url: string | null;
  fd_Name: string;
  englishName: string | null;
}

export interface CompanySite {
  id: number | null;
  name: string;
  url: string | null;
  image: string | null;
}

export interface CompanySiteGroup {
  id: number | null;
  fdName: string;
  entityList: CompanySite[];
}

/** Groups by the group's share (wholly-owned, controlled, minority). */
export const OWNERSHIP_KINDS = ['wholly', 'controlled', 'minority'] as const;
/** Groups by the kind of unit: second-level legal bodies, overseas institutions. */
export const UNIT_KINDS = ['secondLevel', 'overseas'] as const;
export const SUBSIDIARY_KINDS = [...OWNERSHIP_KINDS, ...UNIT_KINDS] as const;
export type SubsidiaryKind = (typeof SUBSIDIARY_KINDS)[number];

export interface SubsidiaryGroup {
  kind: SubsidiaryKind;
  fdName: string;
  companies: { name: string; url: string | null }[];
}

/** Directory entry; a null value is shown as the 'not known' word. */
export interface SubsidiaryEntry {
  companyName: string;
  corporation: string | null;
  address: string | null;
  zipCode: string | null;
  tel: string | null;
  fax: string | null;
  website: string | null;
}

export interface Subsidiaries {
  groups: SubsidiaryGroup[];
  directory: SubsidiaryEntry[];
}
