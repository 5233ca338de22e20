import { IMAGE_LIST_PAGE_SIZES } from '../../../../shared/constants';
import { useGetPictureArticlePageQuery } from '../../api/articleListApi';
import { Pager } from '../Pager/Pager';
import { useKeepPageInRange, usePageQuery } from '../Pager/usePageQuery';
import { QueryState } from '../QueryState/QueryState';
import { ImageGrid, type ImageGridLayout } from './ImageGrid';

interface PagedImageListProps {
  folderId: number;
  layout: ImageGridLayout;
  detailsLink?: boolean;
}

/** One page of a folder's picture articles, page and size (10, 20, 50 or 100) from the URL. */
export function PagedImageList({ folderId, layout, detailsLink = false }: PagedImageListProps) {
  const pageQuery = usePageQuery(IMAGE_LIST_PAGE_SIZES);
  const query = useGetPictureArticlePageQuery({ folderId, nowPage: pageQuery.page, pageSize: pageQuery.size });
  useKeepPageInRange(pageQuery, query.currentData?.countSize);
  return (
    <QueryState query={query} isEmpty={(list) => list.countSize === 0 && list.articleLists.length === 0}>
      {(list) => (
        <>
          <ImageGrid articles={list.articleLists} layout={layout} detailsLink={detailsLink} />
          <Pager query={pageQuery} total={list.countSize} />
        </>
      )}
    </QueryState>
  );
}
