import { SUBSIDIARY_KINDS } from '../../shared/api/site.js';
import {
  asList,
  asObject,
  child,
  fail,
  fileUrl,
  int,
  oneOf,
  optFileUrl,
  optLink,
  optStr,
  str,
  type At,
} from './contentShape.js';
import type {
  CarouselEntry,
  CompanySiteGroupEntry,
  FastTrackEntry,
  FriendLinkEntry,
  ServiceTileEntry,
  ShareEntry,
  SiteInfoEntry,
  SubsidiariesEntry,
} from './contentTypes.js';

/** Each list item read by `read` with its own place for error messages. */
function each<T>(value: unknown, at: At, read: (o: Record<string, unknown>, at: At) => T): T[] {
  return asList(value, at).map((item, i) => {
    const a = child(at, i);
    return read(asObject(item, a), a);
  });
}

export function readCarousels(value: unknown, at: At): CarouselEntry[] {
  return each(value, at, (o, a) => ({
    id: int(o, 'id', a),
    title: str(o, 'title', a),
    imageNetUrl: fileUrl(o, 'imageNetUrl', a),
    hyperLink: optLink(o, 'hyperLink', a),
  }));
}

export function readSiteInfo(value: unknown, at: At): SiteInfoEntry {
  const o = asObject(value, at);
  return {
    copyright: str(o, 'copyright', at),
    name: str(o, 'name', at),
    phone: str(o, 'phone', at),
    fax: str(o, 'fax', at),
    qqNumber: str(o, 'qqNumber', at),
    email: str(o, 'email', at),
    address: str(o, 'address', at),
    securityFiling: str(o, 'securityFiling', at),
    icpFiling: str(o, 'icpFiling', at),
  };
}

export function readCompanySites(value: unknown, at: At): CompanySiteGroupEntry[] {
  return each(value, at, (o, a) => ({
    id: int(o, 'id', a),
    fdName: str(o, 'fdName', a),
    entityList: each(o.entityList, child(a, 'entityList'), (e, ea) => ({
      id: int(e, 'id', ea),
      name: str(e, 'name', ea),
      url: optLink(e, 'url', ea),
      image: optFileUrl(e, 'image', ea),
    })),
  }));
}

export function readSubsidiaries(value: unknown, at: At): SubsidiariesEntry {
  const o = asObject(value, at);
  return {
    groups: each(o.groups, child(at, 'groups'), (g, ga) => ({
      kind: oneOf(g, 'kind', SUBSIDIARY_KINDS, ga),
      fdName: str(g, 'fdName', ga),
      companies: each(g.companies, child(ga, 'companies'), (c, ca) => ({
        name: str(c, 'name', ca),
        url: optLink(c, 'url', ca),
      })),
    })),
    directory: each(o.directory, child(at, 'directory'), (d, da) => ({
      companyName: str(d, 'companyName', da),
      corporation: optStr(d, 'corporation', da),
      address: optStr(d, 'address', da),
      zipCode: optStr(d, 'zipCode', da),
      tel: optStr(d, 'tel', da),
      fax: optStr(d, 'fax', da),
      website: optLink(d, 'website', da),
    })),
  };
}

export function readServiceTiles(value: unknown, at: At): Record<string, ServiceTileEntry[]> {
  const o = asObject(value, at);
  const tiles: Record<string, ServiceTileEntry[]> = {};
  for (const [code, list] of Object.entries(o)) {
    tiles[code] = each(list, child(at, code), (t, ta) => ({
      fdId: int(t, 'fdId', ta),
      fdName: str(t, 'fdName', ta),
      image: optFileUrl(t, 'image', ta),
      jumpUrl: optLink(t, 'jumpUrl', ta),
      content: optStr(t, 'content', ta),
    }));
  }
  return tiles;
}

export function readFastTrack(value: unknown, at: At): FastTrackEntry[] {
  return each(value, at, (o, a) => ({
    id: int(o, 'id', a),
    fd_Name: str(o, 'fd_Name', a),
    englishName: str(o, 'englishName', a),
    icon: fileUrl(o, 'icon', a),
    url: str(o, 'url', a),
    enUrl: str(o, 'enUrl', a),
  }));
}

export function readFriendLinks(value: unknown, at: At): FriendLinkEntry[] {
  return each(value, at, (o, a) => ({
    id: int(o, 'id', a),
    fd_Name: str(o, 'fd_Name', a),
    englishName: str(o, 'englishName', a),
    url: str(o, 'url', a),
  }));
}

export function readShares(value: unknown, at: At): ShareEntry[] {
  return each(value, at, (o, a) => {
    const symbol = str(o, 'symbol', a);
    if (!/^(sh|sz)\d{6}$/.test(symbol)) fail(child(a, 'symbol'), 'must be sh or sz and six digits');
    const basePrice = o.basePrice;
    if (typeof basePrice !== 'number' || !(basePrice >= 5))
      fail(child(a, 'basePrice'), 'must be a number of 5 or more');
    return {
      symbol,
      name: str(o, 'name', a),
      englishName: str(o, 'englishName', a),
      basePrice,
      trend: oneOf(o, 'trend', ['up', 'down'] as const, a),
    };
  });
}
