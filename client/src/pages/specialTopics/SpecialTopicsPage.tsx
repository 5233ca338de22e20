import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** Special-topic picture tiles. */
function SpecialTopicsPage() {
  return (
    <InnerPageLayout fallbackHeading="page.specialTopics">
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { SpecialTopicsPage as Component };
