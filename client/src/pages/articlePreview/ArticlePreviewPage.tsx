import { useIntl } from 'react-intl';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import { useHideSlider } from '../../layout/useHideSlider';

/** An article preview: title, author and date. */
function ArticlePreviewPage() {
  const intl = useIntl();
  useHideSlider();
  return (
    <InnerPageLayout
      heading={intl.formatMessage({ id: 'article.preview' })}
      fallbackHeading="article.preview"
      withSidebar={false}
    >
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { ArticlePreviewPage as Component };
