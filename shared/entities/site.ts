import type { UpstreamNumber, UpstreamText } from './envelope.js';

/** Footer/contact info (`site/oneSite`). */
export interface UpstreamSiteInfo {
  copyright?: UpstreamText;
  name?: UpstreamText;
  phone?: UpstreamText;
  fax?: UpstreamText;
  qqNumber?: UpstreamText;
  email?: UpstreamText;
  address?: UpstreamText;
  /** Public-network-security and ICP filing numbers. */
  securityFiling?: UpstreamText;
  icpFiling?: UpstreamText;
}

/** Friend link (`site/grouplinks`). */
export interface UpstreamFriendLink {
  id?: UpstreamNumber;
  url?: UpstreamText;
  fd_Name?: UpstreamText;
  englishName?: UpstreamText;
}

/** Company-site list (`site/list`): `resultList` groups, each with `entityList`. */
export interface UpstreamCompanySiteGroup {
  id?: UpstreamNumber;
  fdName?: UpstreamText;
  entityList?: UpstreamCompanySite[] | null;
}
export interface UpstreamCompanySite {
  id?: UpstreamNumber;
  name?: UpstreamText;
  url?: UpstreamText;
  image?: UpstreamText;
}

/** Subsidiary directory (`site/subsidiaries`). */
export interface UpstreamSubsidiaryGroup {
  kind?: UpstreamText;
  fdName?: UpstreamText;
  companies?: { name?: UpstreamText; url?: UpstreamText }[] | null;
}
export interface UpstreamSubsidiaryEntry {
  companyName?: UpstreamText;
  corporation?: UpstreamText;
  address?: UpstreamText;
  zipCode?: UpstreamText;
  tel?: UpstreamText;
  fax?: UpstreamText;
  website?: UpstreamText;
}
export interface UpstreamSubsidiaries {
  groups?: UpstreamSubsidiaryGroup[] | null;
  directory?: UpstreamSubsidiaryEntry[] | null;
}
