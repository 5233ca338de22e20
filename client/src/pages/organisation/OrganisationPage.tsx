import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** Organisation structure: internal organs and subsidiary groups. */
function OrganisationPage() {
  return (
    <InnerPageLayout fallbackHeading="org.title">
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { OrganisationPage as Component };
