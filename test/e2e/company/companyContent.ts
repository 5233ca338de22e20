import type { ArticleSummary } from '../../../shared/api/article.js';
import type { Locale } from '../../../shared/constants.js';
import { byFdSort } from '../../../shared/view/fdSort.js';
import { codeFor, menuByCode, menusOf } from '../harness/content.js';
import type { Site } from '../harness/site.js';

/** The articles of a menu's folder in editor order, as the company pages list them. */
export async function folderArticles(site: Site, locale: Locale, zhCode: string): Promise<ArticleSummary[]> {
  const menu = menuByCode(await menusOf(site, locale), codeFor(locale, zhCode));
  const list = await site.api<ArticleSummary[]>(`/cms/api/article/findUnPageArticleList?folderId=${menu.fdId}`);
  return byFdSort(list);
}
