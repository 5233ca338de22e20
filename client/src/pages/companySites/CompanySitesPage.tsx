import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** The group companies' websites. */
function CompanySitesPage() {
  return (
    <InnerPageLayout fallbackHeading="page.companySites">
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { CompanySitesPage as Component };
