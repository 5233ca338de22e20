import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** Stock information with the share-price chart. */
function ColumnStockPage() {
  return (
    <InnerPageLayout fallbackHeading="page.stock">
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { ColumnStockPage as Component };
