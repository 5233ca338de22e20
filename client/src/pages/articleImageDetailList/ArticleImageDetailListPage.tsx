import { PagedImageList } from '../../components/ImageGrid/PagedImageList';
import { ColumnFrame } from '../../layout/inner/ColumnFrame';

/** `/articleimgdetaillist/:fdCode`: articles with thumbnail, title, summary and a details link. */
function ArticleImageDetailListPage() {
  return <ColumnFrame>{(menu) => <PagedImageList folderId={menu.fdId} layout="rows" detailsLink />}</ColumnFrame>;
}

export { ArticleImageDetailListPage as Component };
