import { useParams } from 'react-router';
import { CoreTechCarousel } from '../../components/CoreTechCarousel/CoreTechCarousel';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';

/** A column with its folder detail and article list. */
function ColumnArticlePage() {
  const { fdCode } = useParams();
  return (
    <InnerPageLayout fallbackHeading="page.column">
      <CoreTechCarousel fdCode={fdCode} />
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { ColumnArticlePage as Component };
