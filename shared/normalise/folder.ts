import type { Folder, ProfileBlock, ServiceTile } from '../api/folder.js';
import { asArray, asRecord, type FieldReader } from './fields.js';

export function normaliseFolder(value: unknown, f: FieldReader): Folder {
  const r = asRecord(value) ?? {};
  return {
    fdId: f.int(r.fdId) ?? 0,
    fdCode: f.raw(r.fdCode),
    fdName: f.text(r.fdName) ?? '',
    jumpUrl: f.link(r.jumpUrl),
    image: f.image(r.image),
    folderType: f.raw(r.folderType),
    content: f.text(r.content),
    parentCode: f.raw(r.parentCode),
    folderDetail: f.html(r.folderDetail),
    children: asArray(r.children).map((child) => normaliseFolder(child, f)),
  };
}

export function normaliseProfileBlock(value: unknown, f: FieldReader): ProfileBlock {
  const r = asRecord(value) ?? {};
  return {
    fdId: f.int(r.fdId),
    fdName: f.text(r.fdName) ?? '',
    fdContent: f.html(r.fdContent),
    backGroundImage: f.image(r.backGroundImage),
    jumpUrl: f.link(r.jumpUrl),
  };
}

export function normaliseServiceTile(value: unknown, f: FieldReader): ServiceTile {
  const r = asRecord(value) ?? {};
  return {
    fdId: f.int(r.fdId),
    fdName: f.text(r.fdName) ?? '',
    image: f.image(r.image),
    jumpUrl: f.link(r.jumpUrl),
    content: f.text(r.content),
  };
}
