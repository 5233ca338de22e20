import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** A leader's biography, opened in a new window. */
function LeaderDetailPage() {
  return (
    <InnerPageLayout fallbackHeading="page.leaderDetail" withSidebar={false}>
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { LeaderDetailPage as Component };
