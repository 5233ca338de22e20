import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** A digital service: design, construction or operation cloud. */
function DigitalServicePage() {
  return (
    <InnerPageLayout fallbackHeading="page.digitalService">
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { DigitalServicePage as Component };
