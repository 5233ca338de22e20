import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/**
 * Image and summary lists (`/articleimglist`, `/articleimglists`, `/articleimglists2`,
 * `/articleimglists3`): a paged grid, or a carousel with a thumbnail strip.
 */
function ArticleImageListPage() {
  return (
    <InnerPageLayout fallbackHeading="page.column">
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { ArticleImageListPage as Component };
