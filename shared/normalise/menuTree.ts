import type { MenuItem } from '../api/menu.js';
import type { Locale } from '../constants.js';
import { withoutDefaultFolder } from '../seo/defaultFolders.js';
import { UpstreamShapeError } from './cleaner.js';
import { asArray, asRecord, type FieldReader } from './fields.js';

/** The id the upstream uses for placeholder items, which are dropped. */
const DROPPED_ID = -1;

interface RawNode {
  raw: Record<string, unknown>;
  fdCode: string;
  parentCode: string | null;
  children: RawNode[];
}

/**
 * The canonical menu tree of a language from either upstream reading: nested under `children`, or a flat
 * list linked by `parentCode`. Items with `fdId -1` are dropped with everything below them; `isShow`
 * tells whether an item has children; `level` and `parentCodes` follow the tree when missing. A link to
 * its page's default folder by id is written as the page's one URL, without it (`defaultFolders.ts`).
 */
export function normaliseMenuTree(data: unknown, f: FieldReader, locale: Locale): MenuItem[] {
  if (!Array.isArray(data)) throw new UpstreamShapeError('menu: the data is not a list');
  const roots = isNested(data) ? readNested(data, f) : linkFlat(data, f);
  const tree = roots.map((node) => toMenuItem(node, [], null, f));
  const ownUrls = (items: MenuItem[]) => {
    for (const item of items) {
      if (item.jumpUrl !== null) item.jumpUrl = withoutDefaultFolder(item.jumpUrl, tree, locale);
      ownUrls(item.children);
    }
  };
  ownUrls(tree);
  return tree;
}

function isNested(data: unknown[]): boolean {
  return data.some((item) => Array.isArray(asRecord(item)?.children));
}

function readNode(value: unknown, f: FieldReader): RawNode | null {
  const raw = asRecord(value);
  if (!raw) return null;
  const fdId = f.int(raw.fdId);
  const fdCode = f.raw(raw.fdCode);
  if (fdId === null || fdId === DROPPED_ID || fdCode === null) return null;
  return { raw, fdCode, parentCode: f.raw(raw.parentCode), children: [] };
}

function readNested(items: unknown[], f: FieldReader): RawNode[] {
  const nodes: RawNode[] = [];
  for (const item of items) {
    const node = readNode(item, f);
    if (!node) continue;
    node.children = readNested(asArray(node.raw.children), f);
    nodes.push(node);
  }
  return nodes;
}

function linkFlat(items: unknown[], f: FieldReader): RawNode[] {
  const nodes = items.map((item) => readNode(item, f)).filter((n): n is RawNode => n !== null);
  const byCode = new Map(nodes.map((n) => [n.fdCode, n]));
  // Items whose own entry was dropped take their subtree with them.
  const droppedCodes = new Set(
    items
      .map((item) => asRecord(item))
      .filter((r) => r !== null && f.int(r.fdId) === DROPPED_ID)
      .map((r) => f.raw(r?.fdCode))
      .filter((c): c is string => c !== null),
  );
  const roots: RawNode[] = [];
  for (const node of nodes) {
    const parent = node.parentCode === null ? undefined : byCode.get(node.parentCode);
    if (parent && parent !== node) parent.children.push(node);
    else if (node.parentCode === null || !droppedCodes.has(node.parentCode)) roots.push(node);
  }
  // Items in a parent loop never reach a root and are left out.
  return roots;
}

function parseCodes(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (typeof value === 'string') {
    const codes = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return codes;
  }
  return null;
}

function toMenuItem(node: RawNode, ancestors: string[], parent: MenuItem | null, f: FieldReader): MenuItem {
  const { raw } = node;
  const item: MenuItem = {
    fdId: f.int(raw.fdId) ?? 0,
    fdCode: node.fdCode,
    fdName: f.text(raw.fdName) ?? node.fdCode,
    parentCode: parent ? parent.fdCode : node.parentCode,
    parentCodes: parseCodes(raw.parentCodes) ?? ancestors,
    parentId: parent ? parent.fdId : f.int(raw.parentId),
    level: f.int(raw.level) ?? ancestors.length + 1,
    status: f.int(raw.status) ?? 0,
    jumpUrl: f.link(raw.jumpUrl),
    image: f.image(raw.image),
    content: f.text(raw.content),
    isShow: false,
    children: [],
  };
  item.children = node.children.map((child) => toMenuItem(child, [...ancestors, node.fdCode], item, f));
  item.isShow = item.children.length > 0;
  return item;
}
