import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** The company leaders list with the section sidebar. */
function LeadersPage() {
  return (
    <InnerPageLayout fallbackHeading="page.leaders">
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { LeadersPage as Component };
