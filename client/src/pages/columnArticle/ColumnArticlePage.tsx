import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** A column with its folder detail and article list. */
function ColumnArticlePage() {
  return (
    <InnerPageLayout fallbackHeading="page.column">
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { ColumnArticlePage as Component };
