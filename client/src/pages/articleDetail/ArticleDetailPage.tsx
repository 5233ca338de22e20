import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import type { RouteId } from '../../../../shared/routes';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import { useHideSlider } from '../../layout/useHideSlider';

const WITHOUT_SIDEBAR: RouteId = 'articledetailonly';

/** An article (`/articledetail/:articleId`), or the same without the sidebar (`/articledetailonly`). */
function ArticleDetailPage() {
  const intl = useIntl();
  const matches = useMatches();
  useHideSlider();
  return (
    <InnerPageLayout
      heading={intl.formatMessage({ id: 'article.detail' })}
      fallbackHeading="article.detail"
      withSidebar={matches[matches.length - 1]?.id !== WITHOUT_SIDEBAR}
    >
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { ArticleDetailPage as Component };
