import { useParams } from 'react-router';
import { SiteMap } from '../../components/SiteMap/SiteMap';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** A folder's rich-text content (company profile, contact us, site map). */
function ColumnDetailPage() {
  const { fdCode } = useParams();
  return (
    <InnerPageLayout fallbackHeading="page.column">
      <SiteMap fdCode={fdCode} />
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { ColumnDetailPage as Component };
