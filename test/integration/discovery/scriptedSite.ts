import type { ScriptedUpstream, UpstreamCall } from '../../helpers/scriptedUpstream.js';

/** A menu item as the CMS sends it (flat fields, nested children). */
export interface CmsMenu {
  fdId: number;
  fdCode: string;
  fdName: string;
  jumpUrl: string | null;
  status?: number;
  content?: string;
  children?: CmsMenu[];
}

export interface CmsArticle {
  id: number;
  title: string;
  summary?: string;
  publishTime?: string;
}

export interface ScriptedSite {
  menus: { zh: CmsMenu[]; en: CmsMenu[] };
  /** Number of articles of each folder id. */
  counts: Record<number, number>;
  /** The article at a position (from 0) of a folder, made when asked for. */
  article: (folderId: number, index: number) => CmsArticle;
  siteName?: string;
}

const envelope = (data: unknown) => ({ json: { code: 200, msg: 'success', data } });

/** A small bilingual site: a home page, a profile column and one news list in each language. */
export function smallSite(article: ScriptedSite['article'], counts: Record<number, number>): ScriptedSite {
  return {
    menus: {
      zh: [
        { fdId: 1, fdCode: 'sy', fdName: '首页', jumpUrl: '/index/sy' },
        { fdId: 11, fdCode: 'gsjj', fdName: '公司简介', jumpUrl: '/columndetail/gsjj' },
        { fdId: 25, fdCode: 'jtyw', fdName: '集团要闻', jumpUrl: '/articlepagelist/jtyw', content: '集团新闻' },
      ],
      en: [
        { fdId: 511, fdCode: 'esy', fdName: 'Home', jumpUrl: '/index/sy' },
        { fdId: 521, fdCode: 'egsjj', fdName: 'Profile', jumpUrl: '/columndetail/egsjj' },
        { fdId: 528, fdCode: 'ejtyw', fdName: 'Group News', jumpUrl: '/articlepagelist/ejtyw', content: 'News' },
      ],
    },
    counts,
    article,
  };
}

/** Scripts the upstream to serve the site: menus by flag, paged lists generated page by page, the footer. */
export function serveSite(upstream: ScriptedUpstream, site: ScriptedSite): void {
  upstream.script('folder/list', (call: UpstreamCall) => envelope(site.menus[call.params.flag === 'en' ? 'en' : 'zh']));
  upstream.script('article/findArticleList', (call: UpstreamCall) => {
    const folderId = Number(call.params.folderId);
    const nowPage = Number(call.params.nowPage ?? 1);
    const pageSize = Number(call.params.pageSize ?? 10);
    const count = site.counts[folderId] ?? 0;
    const start = (nowPage - 1) * pageSize;
    const articleLists = [];
    for (let i = start; i < Math.min(count, start + pageSize); i++) articleLists.push(site.article(folderId, i));
    return envelope({ articleLists, countSize: count, countPage: Math.ceil(count / pageSize) });
  });
  upstream.script('site/oneSite', () => envelope({ name: site.siteName ?? 'Example Group' }));
}
