import type { Locale } from '../../shared/constants.js';
import {
  asList,
  asObject,
  child,
  fail,
  failFile,
  int,
  optFileUrl,
  optLink,
  optStr,
  str,
  type At,
} from './contentShape.js';
import type { FixedFolderEntry, MenuEntry, StoredFolder } from './contentTypes.js';

/** The id the CMS gives placeholder menu items; they are sent in `folder/list` but are not folders. */
export const PLACEHOLDER_ID = -1;

export function readMenuEntries(value: unknown, at: At): MenuEntry[] {
  return asList(value, at).map((item, i) => readMenuEntry(item, child(at, i)));
}

function readMenuEntry(value: unknown, at: At): MenuEntry {
  const o = asObject(value, at);
  const entry: MenuEntry = {
    fdId: int(o, 'fdId', at),
    fdCode: str(o, 'fdCode', at),
    fdName: str(o, 'fdName', at),
    status: int(o, 'status', at),
    jumpUrl: optLink(o, 'jumpUrl', at),
    image: optFileUrl(o, 'image', at),
    content: optStr(o, 'content', at),
  };
  if (o.parentCode !== undefined) entry.parentCode = optStr(o, 'parentCode', at);
  if (o.orderBy !== undefined) {
    if (o.orderBy !== 'fdSort' && o.orderBy !== 'publishTime')
      fail(child(at, 'orderBy'), 'must be fdSort or publishTime');
    entry.orderBy = o.orderBy;
  }
  if (o.children !== undefined) entry.children = readMenuEntries(o.children, child(at, 'children'));
  return entry;
}

export function readFixedFolders(value: unknown, at: At): FixedFolderEntry[] {
  return asList(value, at).map((item, i) => {
    const a = child(at, i);
    const o = asObject(item, a);
    return {
      fdId: int(o, 'fdId', a),
      fdCode: str(o, 'fdCode', a),
      fdName: str(o, 'fdName', a),
      parentId: o.parentId === null || o.parentId === undefined ? null : int(o, 'parentId', a),
      jumpUrl: optLink(o, 'jumpUrl', a),
      image: optFileUrl(o, 'image', a),
      content: optStr(o, 'content', a),
      fdContent: optStr(o, 'fdContent', a),
      backGroundImage: optFileUrl(o, 'backGroundImage', a),
    };
  });
}

interface Placed {
  entry: MenuEntry;
  parent: Placed | null;
}

/** Menu entries in tree order with their parents, from either the nested or the flat reading. */
function place(entries: MenuEntry[], at: At): Placed[] {
  const nested = entries.some((e) => e.children !== undefined);
  if (nested) {
    const out: Placed[] = [];
    const walk = (list: MenuEntry[], parent: Placed | null): void => {
      for (const entry of list) {
        if (entry.fdId === PLACEHOLDER_ID) continue;
        const placed = { entry, parent };
        out.push(placed);
        walk(entry.children ?? [], placed);
      }
    };
    walk(entries, null);
    return out;
  }
  const real = entries.filter((e) => e.fdId !== PLACEHOLDER_ID);
  const byCode = new Map<string, Placed>(real.map((entry) => [entry.fdCode, { entry, parent: null }]));
  for (const placed of byCode.values()) {
    const parentCode = placed.entry.parentCode ?? null;
    if (parentCode === null) continue;
    const parent = byCode.get(parentCode);
    if (!parent) failFile(at.file, `${placed.entry.fdCode} names an unknown parentCode ${parentCode}`);
    placed.parent = parent;
  }
  const out = [...byCode.values()];
  for (const placed of out) {
    const seen = new Set<Placed>();
    for (let p: Placed | null = placed; p; p = p.parent) {
      if (seen.has(p)) failFile(at.file, `${placed.entry.fdCode} is in a parentCode loop`);
      seen.add(p);
    }
  }
  return out;
}

function ancestorsOf(placed: Placed): string[] {
  const codes: string[] = [];
  for (let p = placed.parent; p; p = p.parent) codes.unshift(p.entry.fdCode);
  return codes;
}

/** The folder index of one language: its menu tree plus the fixed folders outside it. */
export function indexFolders(
  lang: Locale,
  menus: MenuEntry[],
  fixed: FixedFolderEntry[],
  menusAt: At,
  fixedAt: At,
): Map<number, StoredFolder> {
  const folders = new Map<number, StoredFolder>();
  const codes = new Set<string>();
  const add = (folder: StoredFolder, at: At): void => {
    if (folders.has(folder.fdId)) failFile(at.file, `fdId ${folder.fdId} is used twice`);
    if (codes.has(folder.fdCode)) failFile(at.file, `fdCode ${folder.fdCode} is used twice`);
    folders.set(folder.fdId, folder);
    codes.add(folder.fdCode);
  };
  for (const placed of place(menus, menusAt)) {
    const { entry, parent } = placed;
    const parentCodes = ancestorsOf(placed);
    add(
      {
        fdId: entry.fdId,
        fdCode: entry.fdCode,
        fdName: entry.fdName,
        lang,
        parentCode: parent ? parent.entry.fdCode : null,
        parentId: parent ? parent.entry.fdId : null,
        parentCodes,
        level: parentCodes.length + 1,
        status: entry.status,
        jumpUrl: entry.jumpUrl,
        image: entry.image,
        content: entry.content,
        orderBy: entry.orderBy ?? 'publishTime',
        inMenu: true,
        folderDetail: null,
        childIds: [],
        fdContent: null,
        backGroundImage: null,
      },
      menusAt,
    );
  }
  // Fixed folders may hang below one another (the home root 18 holds the home blocks), so parents
  // are resolved once all of them are in.
  for (const entry of fixed) {
    add(
      {
        fdId: entry.fdId,
        fdCode: entry.fdCode,
        fdName: entry.fdName,
        lang,
        parentCode: null,
        parentId: entry.parentId,
        parentCodes: [],
        level: 1,
        status: 0,
        jumpUrl: entry.jumpUrl,
        image: entry.image,
        content: entry.content,
        orderBy: 'publishTime',
        inMenu: false,
        folderDetail: null,
        childIds: [],
        fdContent: entry.fdContent,
        backGroundImage: entry.backGroundImage,
      },
      fixedAt,
    );
  }
  for (const entry of fixed) {
    if (entry.parentId === null) continue;
    const folder = folders.get(entry.fdId);
    const parent = folders.get(entry.parentId);
    if (!folder || !parent) failFile(fixedAt.file, `fdId ${entry.fdId} names an unknown parentId ${entry.parentId}`);
    folder.parentCode = parent.fdCode;
    folder.parentCodes = [...parent.parentCodes, parent.fdCode];
    folder.level = parent.level + 1;
  }
  for (const folder of folders.values()) {
    if (folder.parentId !== null) folders.get(folder.parentId)?.childIds.push(folder.fdId);
  }
  return folders;
}
