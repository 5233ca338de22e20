import {
  SUBSIDIARY_KINDS,
  type CompanySiteGroup,
  type FriendLink,
  type SiteInfo,
  type Subsidiaries,
  type SubsidiaryKind,
} from '../api/site.js';
import { asArray, asRecord, type FieldReader } from './fields.js';

export function normaliseSiteInfo(value: unknown, f: FieldReader): SiteInfo {
  const r = asRecord(value) ?? {};
  return {
    copyright: f.text(r.copyright),
    name: f.text(r.name),
    phone: f.text(r.phone),
    fax: f.text(r.fax),
    qqNumber: f.text(r.qqNumber),
    email: f.text(r.email),
    address: f.text(r.address),
    securityFiling: f.text(r.securityFiling),
    icpFiling: f.text(r.icpFiling),
  };
}

export function normaliseFriendLink(value: unknown, f: FieldReader): FriendLink {
  const r = asRecord(value) ?? {};
  return {
    id: f.int(r.id) ?? 0,
    url: f.link(r.url),
    fd_Name: f.text(r.fd_Name) ?? '',
    englishName: f.text(r.englishName),
  };
}

export function normaliseCompanySiteGroups(value: unknown, f: FieldReader): CompanySiteGroup[] {
  // The company-site list answers `{ resultList: [...] }`, or the list itself.
  const list = Array.isArray(value) ? value : asArray(asRecord(value)?.resultList);
  return list.map((group) => {
    const g = asRecord(group) ?? {};
    return {
      id: f.int(g.id),
      fdName: f.text(g.fdName) ?? '',
      entityList: asArray(g.entityList).map((entity) => {
        const e = asRecord(entity) ?? {};
        return { id: f.int(e.id), name: f.text(e.name) ?? '', url: f.link(e.url), image: f.image(e.image) };
      }),
    };
  });
}

function isKind(value: unknown): value is SubsidiaryKind {
  return (SUBSIDIARY_KINDS as readonly unknown[]).includes(value);
}

export function normaliseSubsidiaries(value: unknown, f: FieldReader): Subsidiaries {
  const r = asRecord(value) ?? {};
  return {
    groups: asArray(r.groups).flatMap((group) => {
      const g = asRecord(group) ?? {};
      const kind = f.raw(g.kind);
      if (!isKind(kind)) return [];
      return [
        {
          kind,
          fdName: f.text(g.fdName) ?? kind,
          companies: asArray(g.companies).map((company) => {
            const c = asRecord(company) ?? {};
            return { name: f.text(c.name) ?? '', url: f.link(c.url) };
          }),
        },
      ];
    }),
    directory: asArray(r.directory).map((entry) => {
      const e = asRecord(entry) ?? {};
      return {
        companyName: f.text(e.companyName) ?? '',
        corporation: f.text(e.corporation),
        address: f.text(e.address),
        zipCode: f.text(e.zipCode),
        tel: f.text(e.tel),
        fax: f.text(e.fax),
        website: f.link(e.website),
      };
    }),
  };
}
