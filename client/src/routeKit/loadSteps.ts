/**
 * The steps several route kinds' loaders share: the column a `/…/:fdCode` path names, a paged list's
 * page and the picture grids' list, and the 404 of an item the CMS does not have.
 */
import type { MenuEntry } from '../../../shared/api/menu';
import { findMenuByCode } from '../../../shared/nav/findMenu';
import { IMAGE_LIST_PAGE_SIZES } from '../../../shared/constants';
import { readPageQuery } from '../../../shared/paging/pageQuery';
import { articleListApi } from '../api/articleListApi';
import type { Loader } from './routeKind';
import { codeElsewhere } from './languageRedirects';
import { notFound } from './notFound';
import { isNotFound, type PageLoad } from './pageLoad';

/**
 * The column a `/…/:fdCode` route names in the URL's language's tree; a code of the other language is
 * sent on (see languageRedirects.ts), a code neither has is a 404.
 */
export async function column(load: PageLoad): Promise<MenuEntry | null> {
  const tree = await load.menus();
  if (tree === null) return null;
  const code = load.params.fdCode ?? '';
  return findMenuByCode(tree, code) ?? (await codeElsewhere(load, tree, code)) ?? notFound();
}

/** Throws the 404 of a missing item when the CMS does not have it. */
export function found(outcome: { error?: unknown } | undefined, missing: 'article' | 'page' = 'page'): void {
  if (outcome !== undefined && isNotFound(outcome.error)) notFound(missing);
}

/** The loader of a column page whose content is one call of its menu entry. */
export function columnWith(call: (load: PageLoad, menu: MenuEntry) => void): Loader {
  return async (load) => {
    const menu = await column(load);
    if (menu) call(load, menu);
  };
}

/** A paged list of a column: page and size from the URL, as the pager keeps them. */
export function pageOf(load: PageLoad, sizes: readonly number[]) {
  const { page, size } = readPageQuery(load.url.searchParams, sizes);
  return { nowPage: page, pageSize: size };
}

/** Starts the page of a column's picture articles the URL asks for (the picture grids' list, their content). */
export function startPicturePage(load: PageLoad, menu: MenuEntry): void {
  const args = { folderId: menu.fdId, ...pageOf(load, IMAGE_LIST_PAGE_SIZES) };
  load.start(load.store.dispatch(articleListApi.endpoints.getPictureArticlePage.initiate(args)), { essential: true });
}
