import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** A folder's rich-text content (company profile, contact us, site map). */
function ColumnDetailPage() {
  return (
    <InnerPageLayout fallbackHeading="page.column">
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { ColumnDetailPage as Component };
