import type { CarouselPicture, FastTrackItem, NoticeBlock, ThreeFolderBlock } from '../api/home.js';
import { normaliseArticleSummary } from './article.js';
import { asArray, asRecord, type FieldReader } from './fields.js';

export function normaliseCarouselPicture(value: unknown, f: FieldReader): CarouselPicture | null {
  const r = asRecord(value) ?? {};
  const imageNetUrl = f.image(r.imageNetUrl);
  // A slide without a usable picture cannot be shown.
  if (imageNetUrl === null) return null;
  return { id: f.int(r.id) ?? 0, imageNetUrl, hyperLink: f.link(r.hyperLink), title: f.text(r.title) };
}

export function normaliseFastTrackItem(value: unknown, f: FieldReader): FastTrackItem {
  const r = asRecord(value) ?? {};
  const name = f.text(r.fd_Name) ?? '';
  return {
    id: f.int(r.id) ?? 0,
    fd_Name: name,
    englishName: f.text(r.englishName) ?? name,
    icon: f.image(r.icon),
    url: f.link(r.url),
    enUrl: f.link(r.enUrl),
  };
}

export function normaliseThreeFolderBlock(value: unknown, f: FieldReader): ThreeFolderBlock {
  const r = asRecord(value) ?? {};
  const folder = asRecord(r.folderMsg) ?? {};
  return {
    folderMsg: {
      fdId: f.int(folder.fdId) ?? 0,
      fdCode: f.raw(folder.fdCode),
      fdName: f.text(folder.fdName) ?? '',
      jumpUrl: f.link(folder.jumpUrl),
    },
    allSubFolderMsg: asArray(r.allSubFolderMsg).flatMap((sub) => {
      const s = asRecord(sub) ?? {};
      const subFdCode = f.raw(s.subFdCode);
      return subFdCode === null
        ? []
        : [{ subFdId: f.int(s.subFdId), subFdCode, subFdName: f.text(s.subFdName) ?? subFdCode }];
    }),
    articlesMsg: asArray(r.articlesMsg).map((a) => normaliseArticleSummary(a, f)),
  };
}

export function normaliseNoticeBlock(value: unknown, f: FieldReader): NoticeBlock {
  const r = asRecord(value) ?? {};
  const folder = asRecord(r.fdMsg) ?? {};
  return {
    fdMsg: { fdId: f.int(folder.fdId) ?? 0, fdCode: f.raw(folder.fdCode), fdName: f.text(folder.fdName) ?? '' },
    articlesMsg: asArray(r.articlesMsg).map((a) => normaliseArticleSummary(a, f)),
  };
}
