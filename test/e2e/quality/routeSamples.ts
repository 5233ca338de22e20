import type { ArticleSummary, PagedList } from '../../../shared/api/article.js';
import type { EndpointName } from '../../../shared/api/endpoints.js';
import type { MenuItem } from '../../../shared/api/menu.js';
import type { Locale } from '../../../shared/constants.js';
import type { RouteId } from '../../../shared/routes.js';
import { codeFor, menuByCode, menusOf } from '../harness/content.js';
import type { Site } from '../harness/site.js';

/** What a sample path needs from the demo content of one language. */
export interface SampleContent {
  locale: Locale;
  menus: MenuItem[];
  /** The newest article of the group-news list. */
  articleId: number;
  /** The first leader of the leaders' list. */
  leaderId: number;
}

/** One concrete page of a route kind, named for the test titles. */
export interface RouteSample {
  route: RouteId;
  name: string;
  path(content: SampleContent): string;
  /**
   * The CMS calls, besides the menu tree, the page cannot be drawn without (its primary resource): with one
   * failing and nothing stale cached, the server answers 503 with the shell.
   */
  essential: readonly EndpointName[];
}

/** A column route opened with the language's own code for a Chinese menu code. */
function column(route: RouteId, prefix: string, zhCode: string, essential: readonly EndpointName[]): RouteSample {
  return {
    route,
    name: `${prefix}/${zhCode}`,
    path: ({ locale }) => `${prefix}/${codeFor(locale, zhCode)}`,
    essential,
  };
}

/**
 * A real page for every route kind of the route table and for the column pages with their own
 * widgets (core technology, site map, the three digital-service pages), with the calls it cannot be drawn
 * without. `/` only redirects to `/index/sy`.
 */
export const ROUTE_SAMPLES: readonly RouteSample[] = [
  // Every home block has its own fallback: the page is drawn whatever fails but the menu tree.
  { route: 'homeIndex', name: '/index/sy', path: () => '/index/sy', essential: [] },
  { route: 'cncec', name: '/cncec', path: () => '/cncec', essential: [] },
  { route: 'leaders', name: '/leaders', path: () => '/leaders', essential: ['findUnPageArticleList'] },
  {
    route: 'companyLeaderDetail',
    name: '/companyLeaderDetail?id=',
    path: ({ leaderId }) => `/companyLeaderDetail?id=${leaderId}`,
    essential: ['articleDetail'],
  },
  // The departments' chart; the subsidiaries' tab is secondary.
  column('companyzzjge', '/companyzzjge', 'zzjg', ['getFolderDetail']),
  { route: 'companywzdt', name: '/companywzdt', path: () => '/companywzdt', essential: ['siteList'] },
  column('columnArticle', '/column_article', 'gjyw', ['getFdDtAndAtcList']),
  // The core-technology carousel is secondary.
  column('columnArticle', '/column_article', 'hxjs', ['getFdDtAndAtcList']),
  column('columnFolderList', '/columnFolderList', 'ywly', ['getAllSub']),
  column('columnFolderList2', '/columnFolderList2', 'szgc', ['findDigitalCol']),
  column('companySzhfw', '/companySzhfw', 'sjy', ['findUnPageArticleList']),
  column('companySzhfw', '/companySzhfw', 'sgy', ['findUnPageArticleList']),
  column('companySzhfw', '/companySzhfw', 'yyy', ['findUnPageArticleList']),
  // The cards are the menu entry's own children.
  column('szhfw', '/szhfw', 'szhfw', []),
  column('columndetail', '/columndetail', 'gsjj', ['getFolderDetail']),
  column('columndetail', '/columndetail', 'wzdt', ['getFolderDetail']),
  {
    route: 'ztzldetail',
    name: '/ztzldetail',
    path: ({ locale, menus }) => menuByCode(menus, codeFor(locale, 'ztzl')).jumpUrl ?? '/ztzldetail',
    essential: ['getAllSub'],
  },
  column('articlepagelist', '/articlepagelist', 'jtyw', ['findArticleList']),
  column('articleimglist', '/articleimglist', 'tpxw', ['findPicArticles']),
  column('articleimglists', '/articleimglists', 'gcjs', ['findPicArticle']),
  column('articleimglists2', '/articleimglists2', 'hgsy', ['findPicArticles']),
  column('articleimglists3', '/articleimglists3', 'xcl', ['findPicArticles']),
  column('articleimgdetaillist', '/articleimgdetaillist', 'qydt', ['findPicArticles']),
  {
    route: 'articledetail',
    name: '/articledetail/:id',
    path: ({ articleId }) => `/articledetail/${articleId}`,
    essential: ['articleDetail'],
  },
  {
    route: 'articledetailonly',
    name: '/articledetailonly/:id',
    path: ({ articleId }) => `/articledetailonly/${articleId}`,
    essential: ['articleDetail'],
  },
  {
    route: 'articlepreview',
    name: '/articlepreview/:id',
    path: ({ articleId }) => `/articlepreview/${articleId}`,
    essential: ['articlePreview'],
  },
  {
    route: 'articlesearch',
    name: '/articlesearch?inputValue=',
    path: ({ locale }) => `/articlesearch?inputValue=${encodeURIComponent(locale === 'zh' ? '乙烯' : 'ethylene')}`,
    essential: ['textSearch'],
  },
  // The share quotes beside the chart are secondary.
  column('columnstock', '/columnstock', 'tzzgx', []),
  { route: 'notFound', name: '/404', path: () => '/404', essential: [] },
];

/** The ids and menus the sample paths are made of, read from the running site. */
export async function loadSampleContent(site: Pick<Site, 'api'>, locale: Locale): Promise<SampleContent> {
  const menus = await menusOf(site, locale);
  const news = menuByCode(menus, codeFor(locale, 'jtyw'));
  const leaders = menuByCode(menus, codeFor(locale, 'ldtd'));
  const [list, people] = await Promise.all([
    site.api<PagedList<ArticleSummary>>(`/cms/api/article/findArticleList?folderId=${news.fdId}`),
    site.api<ArticleSummary[]>(`/cms/api/article/findUnPageArticleList?folderId=${leaders.fdId}`),
  ]);
  const articleId = list.articleLists[0]?.id;
  const leaderId = people[0]?.id;
  if (articleId === undefined || leaderId === undefined) throw new Error(`no article or leader in ${locale}`);
  return { locale, menus, articleId, leaderId };
}
