import type { Locale } from '../../shared/constants.js';
import type { UpstreamMenu } from '../../shared/entities/menu.js';
import type { MenuEntry } from './contentTypes.js';

/**
 * `folder/list` answers in the two readings the CMS has (docs/cms-contract.md): the Chinese menu nested under `children`,
 * the English one flat and linked by `parentCode`. Placeholder items (`fdId -1`) are sent as the CMS
 * sends them; the BFF drops them.
 */
export const MENU_READING: Record<Locale, 'nested' | 'flat'> = { zh: 'nested', en: 'flat' };

interface Walked {
  entry: MenuEntry;
  parent: Walked | null;
  ancestors: string[];
  children: Walked[];
}

/** The entries in tree order, whichever reading the file uses. */
function walk(entries: MenuEntry[]): Walked[] {
  if (entries.some((e) => e.children !== undefined)) {
    const roots: Walked[] = [];
    const visit = (list: MenuEntry[], parent: Walked | null, into: Walked[]): void => {
      for (const entry of list) {
        const node: Walked = {
          entry,
          parent,
          ancestors: parent ? [...parent.ancestors, parent.entry.fdCode] : [],
          children: [],
        };
        into.push(node);
        visit(entry.children ?? [], node, node.children);
      }
    };
    visit(entries, null, roots);
    return roots;
  }
  const nodes = entries.map((entry): Walked => ({ entry, parent: null, ancestors: [], children: [] }));
  const byCode = new Map(nodes.filter((n) => n.entry.fdId !== -1).map((n) => [n.entry.fdCode, n]));
  const roots: Walked[] = [];
  for (const node of nodes) {
    const parent = node.entry.parentCode ? byCode.get(node.entry.parentCode) : undefined;
    if (parent && parent !== node) {
      node.parent = parent;
      parent.children.push(node);
    } else roots.push(node);
  }
  // The loader has refused loops, so every chain ends at a root.
  const setAncestors = (node: Walked, ancestors: string[]): void => {
    node.ancestors = ancestors;
    for (const c of node.children) setAncestors(c, [...ancestors, node.entry.fdCode]);
  };
  for (const root of roots) setAncestors(root, []);
  return roots;
}

function menuItem(node: Walked, lang: Locale, parentCodes: string | string[]): UpstreamMenu & { folderType: Locale } {
  const { entry, parent } = node;
  return {
    fdId: entry.fdId,
    fdCode: entry.fdCode,
    fdName: entry.fdName,
    parentCode: parent ? parent.entry.fdCode : null,
    parentCodes,
    parentId: parent ? parent.entry.fdId : 0,
    level: node.ancestors.length + 1,
    status: entry.status,
    jumpUrl: entry.jumpUrl,
    image: entry.image,
    content: entry.content,
    folderType: lang,
  };
}

export function upstreamMenus(entries: MenuEntry[], lang: Locale): UpstreamMenu[] {
  const roots = walk(entries);
  if (MENU_READING[lang] === 'nested') {
    const nest = (node: Walked): UpstreamMenu => ({
      ...menuItem(node, lang, node.ancestors),
      children: node.children.map(nest),
    });
    return roots.map(nest);
  }
  // The flat reading also sends the ancestors the way older CMS versions did, as one comma-separated text.
  const flat: UpstreamMenu[] = [];
  const add = (node: Walked): void => {
    flat.push(menuItem(node, lang, node.ancestors.join(',')));
    node.children.forEach(add);
  };
  roots.forEach(add);
  return flat;
}
