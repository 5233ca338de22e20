import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** A paged text list of articles. */
function ArticlePageListPage() {
  return (
    <InnerPageLayout fallbackHeading="page.column">
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { ArticlePageListPage as Component };
