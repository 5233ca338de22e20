import type { ArticleSummary, PagedList } from '../../../shared/api/article.js';
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
}

/** A column route opened with the language's own code for a Chinese menu code. */
function column(route: RouteId, prefix: string, zhCode: string): RouteSample {
  return { route, name: `${prefix}/${zhCode}`, path: ({ locale }) => `${prefix}/${codeFor(locale, zhCode)}` };
}

/**
 * A real page for every route kind of the route table and for the column pages with their own
 * widgets (core technology, site map, the three digital-service pages). `/` only redirects to `/index/sy`.
 */
export const ROUTE_SAMPLES: readonly RouteSample[] = [
  { route: 'homeIndex', name: '/index/sy', path: () => '/index/sy' },
  { route: 'cncec', name: '/cncec', path: () => '/cncec' },
  { route: 'leaders', name: '/leaders', path: () => '/leaders' },
  {
    route: 'companyLeaderDetail',
    name: '/companyLeaderDetail?id=',
    path: ({ leaderId }) => `/companyLeaderDetail?id=${leaderId}`,
  },
  column('companyzzjge', '/companyzzjge', 'zzjg'),
  { route: 'companywzdt', name: '/companywzdt', path: () => '/companywzdt' },
  column('columnArticle', '/column_article', 'gjyw'),
  column('columnArticle', '/column_article', 'hxjs'),
  column('columnFolderList', '/columnFolderList', 'ywly'),
  column('columnFolderList2', '/columnFolderList2', 'szgc'),
  column('companySzhfw', '/companySzhfw', 'sjy'),
  column('companySzhfw', '/companySzhfw', 'sgy'),
  column('companySzhfw', '/companySzhfw', 'yyy'),
  column('szhfw', '/szhfw', 'szhfw'),
  column('columndetail', '/columndetail', 'gsjj'),
  column('columndetail', '/columndetail', 'wzdt'),
  {
    route: 'ztzldetail',
    name: '/ztzldetail',
    path: ({ locale, menus }) => menuByCode(menus, codeFor(locale, 'ztzl')).jumpUrl ?? '/ztzldetail',
  },
  column('articlepagelist', '/articlepagelist', 'jtyw'),
  column('articleimglist', '/articleimglist', 'tpxw'),
  column('articleimglists', '/articleimglists', 'gcjs'),
  column('articleimglists2', '/articleimglists2', 'hgsy'),
  column('articleimglists3', '/articleimglists3', 'xcl'),
  column('articleimgdetaillist', '/articleimgdetaillist', 'qydt'),
  { route: 'articledetail', name: '/articledetail/:id', path: ({ articleId }) => `/articledetail/${articleId}` },
  {
    route: 'articledetailonly',
    name: '/articledetailonly/:id',
    path: ({ articleId }) => `/articledetailonly/${articleId}`,
  },
  { route: 'articlepreview', name: '/articlepreview/:id', path: ({ articleId }) => `/articlepreview/${articleId}` },
  {
    route: 'articlesearch',
    name: '/articlesearch?inputValue=',
    path: ({ locale }) => `/articlesearch?inputValue=${encodeURIComponent(locale === 'zh' ? '乙烯' : 'ethylene')}`,
  },
  column('columnstock', '/columnstock', 'tzzgx'),
  { route: 'notFound', name: '/404', path: () => '/404' },
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
