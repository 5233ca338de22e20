import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readPageQuery, withPageQuery, type PageQuery } from '../../../../shared/paging/pageQuery';
import { pageCountOf } from '../../../../shared/paging/pagerModel';
import { localiseLink } from '../../../../shared/seo/languageLinks';
import { useLinkLocale } from '../../state/linkLocale';

export interface PageQueryControls extends PageQuery {
  sizes: readonly number[];
  /** The URL of another page or size of this view (other query parameters kept). */
  hrefOf: (next: PageQuery) => string;
  /** Goes to another page or size: a new history entry, so back returns to this page. */
  go: (next: PageQuery) => void;
}

/**
 * The page and size of a paged view, read from the URL (the source of truth). A link to
 * another route carries no `page`, so every route change starts again at page 1.
 */
export function usePageQuery(sizes: readonly number[]): PageQueryControls {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const locale = useLinkLocale();
  const { page, size } = readPageQuery(searchParams, sizes);

  const hrefOf = useCallback(
    (next: PageQuery) => {
      const search = new URLSearchParams(withPageQuery(searchParams, next, sizes)).toString();
      // The language first, as every link of the page writes it.
      return localiseLink(search === '' ? pathname : `${pathname}?${search}`, locale);
    },
    [locale, pathname, searchParams, sizes],
  );
  const go = useCallback((next: PageQuery) => void navigate(hrefOf(next)), [hrefOf, navigate]);
  return useMemo(() => ({ page, size, sizes, hrefOf, go }), [page, size, sizes, hrefOf, go]);
}

/**
 * A page past the end (an old link, a list that shrank) is replaced by the last page, without adding
 * a history entry.
 */
export function useKeepPageInRange(query: PageQueryControls, total: number | undefined): void {
  const navigate = useNavigate();
  const { page, size, hrefOf } = query;
  useEffect(() => {
    if (total === undefined || total === 0) return;
    const last = pageCountOf(total, size);
    if (page > last) void navigate(hrefOf({ page: last, size }), { replace: true });
  }, [hrefOf, navigate, page, size, total]);
}
