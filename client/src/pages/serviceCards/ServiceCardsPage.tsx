import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** A menu's children as cards. */
function ServiceCardsPage() {
  return (
    <InnerPageLayout fallbackHeading="page.digitalService">
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { ServiceCardsPage as Component };
