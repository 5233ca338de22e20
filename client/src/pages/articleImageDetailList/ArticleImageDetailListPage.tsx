import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** Articles with thumbnail, title, summary and a details link. */
function ArticleImageDetailListPage() {
  return (
    <InnerPageLayout fallbackHeading="page.column">
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { ArticleImageDetailListPage as Component };
