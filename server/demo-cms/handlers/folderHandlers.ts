import type { StoredFolder } from '../contentTypes.js';
import { BadParamError, ok, pageOf } from '../envelope.js';
import { upstreamMenus } from '../menuViews.js';
import { upstreamArticle, upstreamFolder, type FolderView } from '../views.js';
import type { HandlerContext, HandlerTable } from './handler.js';

function withDescendants(ctx: HandlerContext, folder: StoredFolder): FolderView {
  return upstreamFolder(folder, { children: ctx.index.children(folder).map((c) => withDescendants(ctx, c)) });
}

export const FOLDER_HANDLERS = {
  folderList: (p, ctx) => {
    const lang = p.flag();
    return ok(upstreamMenus(ctx.index.pack.languages[lang].menus, lang));
  },

  allSubFolders: (p, ctx) => {
    const folder = ctx.index.folder(p.id('fdId'));
    return ok(folder ? ctx.index.children(folder).map((c) => withDescendants(ctx, c)) : []);
  },

  getAllSub: (p, ctx) => {
    const folder = ctx.index.folder(p.id('fdId'));
    return ok(folder ? ctx.index.children(folder).map((c) => upstreamFolder(c)) : []);
  },

  findFolderMessageById: (p, ctx) => {
    const folder = ctx.index.folder(p.id('fdId'));
    return ok(folder ? upstreamFolder(folder) : null);
  },

  getFolderDetail: (p, ctx) => {
    const fdCode = p.text('fdCode');
    const fdId = p.optionalId('fdId');
    if (fdCode === null && fdId === null) throw new BadParamError('fdCode or fdId is required');
    const folder = fdCode !== null ? ctx.index.folderByCode(fdCode) : ctx.index.folder(fdId ?? 0);
    return ok(folder ? upstreamFolder(folder, { detail: true }) : null);
  },

  getFdDtAndAtcList: (p, ctx) => {
    const folder = ctx.index.folderByCode(p.requiredText('fdCode'));
    const { nowPage, pageSize } = p.page();
    if (!folder) return ok(null);
    const page = pageOf(
      ctx.index.articlesOf(folder).map((a) => upstreamArticle(a)),
      nowPage,
      pageSize,
    );
    return ok({ folderMsg: upstreamFolder(folder, { detail: true }), ...page });
  },

  findDigitalCol: (p, ctx) => {
    const folder = ctx.index.folder(p.id('fdId'));
    const tiles = folder ? (ctx.index.pack.languages[folder.lang].serviceTiles[folder.fdCode] ?? []) : [];
    return ok(tiles);
  },

  getTopRollPics: (p, ctx) => ok(ctx.index.pack.languages[p.flag()].carousels),

  getFixedFolder: (p, ctx) => {
    const fdId = p.id('fdId');
    const folder = ctx.index.folder(fdId, p.flag());
    if (!folder) return ok(null);
    return ok({
      fdId: folder.fdId,
      fdCode: folder.fdCode,
      fdName: folder.fdName,
      fdContent: folder.fdContent ?? folder.folderDetail ?? folder.content,
      backGroundImage: folder.backGroundImage ?? folder.image,
      jumpUrl: folder.jumpUrl,
      folderType: folder.lang,
    });
  },
} satisfies HandlerTable;
