import { FOLDER_IDS, MENU_CODES, NOTICE_COUNT, type Locale } from '../../../shared/constants.js';
import { byNewest } from '../contentIndex.js';
import type { StoredArticle } from '../contentTypes.js';
import { ok, pageOf, pagedAtTop, pagedInData } from '../envelope.js';
import { upstreamArticle } from '../views.js';
import type { HandlerContext, HandlerTable } from './handler.js';

const STICK_COUNT = 6;
const ROLL_PICTURE_COUNT = 5;
const RELATED_COUNT = 6;
const FOLDER_BLOCK_COUNT = 6;
/** The three folders of the home page's folder blocks: news centre, business, technology. */
const THREE_FOLDERS: Record<Locale, readonly string[]> = {
  zh: ['gsxw', 'ywly', 'jscx'],
  en: ['egsxw', 'eywly', 'ejscx'],
};

const rows = (articles: readonly StoredArticle[]) => articles.map((a) => upstreamArticle(a));
const withImage = (articles: readonly StoredArticle[]) => articles.filter((a) => a.image !== null);

function folderArticles(ctx: HandlerContext, folderId: number): readonly StoredArticle[] {
  const folder = ctx.index.folder(folderId);
  return folder ? ctx.index.articlesOf(folder) : [];
}

function newsCentreArticles(ctx: HandlerContext, lang: Locale): StoredArticle[] {
  const news = ctx.index.folderByCode(MENU_CODES.companyNews[lang]);
  return news ? ctx.index.articlesBelow(news) : [];
}

export const ARTICLE_HANDLERS = {
  textSearch: (p, ctx) => {
    const needle = p.requiredText('inPutMessage').toLowerCase();
    const { nowPage, pageSize } = p.page();
    const found = ctx.index.articlesIn(p.flag()).filter((a) => a.searchText.includes(needle));
    return pagedAtTop(pageOf(rows(found), nowPage, pageSize));
  },

  findArticleList: (p, ctx) => {
    const folderId = p.id('folderId');
    const { nowPage, pageSize } = p.page();
    const page = pageOf(rows(folderArticles(ctx, folderId)), nowPage, pageSize);
    // Both readings of a paged list occur: even folder ids answer under data, odd ones at the top level.
    return folderId % 2 === 0 ? pagedInData(page) : pagedAtTop(page);
  },

  findUnPageArticleList: (p, ctx) => ok(rows(folderArticles(ctx, p.id('folderId')))),

  findPicArticles: (p, ctx) => {
    const folderId = p.id('folderId');
    const { nowPage, pageSize } = p.page();
    return pagedInData(pageOf(rows(withImage(folderArticles(ctx, folderId))), nowPage, pageSize));
  },

  findPicArticle: (p, ctx) => ok(rows(withImage(folderArticles(ctx, p.id('folderId'))))),

  stickArticle: (p, ctx) =>
    ok(
      rows(
        ctx.index
          .articlesIn(p.flag())
          .filter((a) => a.stick === true)
          .slice(0, STICK_COUNT),
      ),
    ),

  rollPictures: (p, ctx) => ok(rows(withImage(newsCentreArticles(ctx, p.flag())).slice(0, ROLL_PICTURE_COUNT))),

  articleDetail: (p, ctx) => {
    const article = ctx.index.article(p.id('id'));
    return ok(article ? upstreamArticle(article, true) : null);
  },

  articlePreview: (p, ctx) => {
    const article = ctx.index.article(p.id('id'));
    return ok(article ? upstreamArticle(article, true) : null);
  },

  getAboutNews: (p, ctx) => {
    const articleId = p.id('articleId');
    const fdCode = p.text('fdCode');
    const article = ctx.index.article(articleId);
    const folder =
      (fdCode === null ? undefined : ctx.index.folderByCode(fdCode)) ?? (article && ctx.index.folder(article.folderId));
    const others = folder ? ctx.index.articlesOf(folder).filter((a) => a.id !== articleId) : [];
    return ok(
      [...others]
        .sort(byNewest)
        .slice(0, RELATED_COUNT)
        .map((a) => ({ articleId: a.id, title: a.title, publishTime: a.publishTime })),
    );
  },

  getDqggAndOthers: (p, ctx) => {
    const lang = p.flag();
    const tabs = ctx.index.folder(FOLDER_IDS.noticeTabs[lang], lang);
    const children = tabs ? ctx.index.children(tabs) : [];
    // The announcement column opens the tabs (506 with the code dqgg).
    const first = MENU_CODES.announcement[lang];
    const ordered = [...children.filter((c) => c.fdCode === first), ...children.filter((c) => c.fdCode !== first)];
    return ok(
      ordered.map((folder) => ({
        fdMsg: { fdId: folder.fdId, fdCode: folder.fdCode, fdName: folder.fdName },
        articlesMsg: rows(ctx.index.articlesOf(folder).slice(0, NOTICE_COUNT)),
      })),
    );
  },

  getThreeFoldersMsg: (p, ctx) => {
    const lang = p.flag();
    return ok(
      THREE_FOLDERS[lang].flatMap((code) => {
        const folder = ctx.index.folderByCode(code);
        if (!folder) return [];
        return [
          {
            folderMsg: { fdId: folder.fdId, fdCode: folder.fdCode, fdName: folder.fdName, jumpUrl: folder.jumpUrl },
            allSubFolderMsg: ctx.index
              .children(folder)
              .map((c) => ({ subFdId: c.fdId, subFdCode: c.fdCode, subFdName: c.fdName })),
            articlesMsg: rows(ctx.index.articlesBelow(folder).slice(0, FOLDER_BLOCK_COUNT)),
          },
        ];
      }),
    );
  },
} satisfies HandlerTable;
