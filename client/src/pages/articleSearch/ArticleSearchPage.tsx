import { useIntl } from 'react-intl';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import { useHideSlider } from '../../layout/useHideSlider';

/** Search results for `?inputValue=`. */
function ArticleSearchPage() {
  const intl = useIntl();
  useHideSlider();
  return (
    <InnerPageLayout
      heading={intl.formatMessage({ id: 'search.result' })}
      fallbackHeading="search.result"
      withSidebar={false}
    >
      <EmptyState kind="underConstruction" />
    </InnerPageLayout>
  );
}

export { ArticleSearchPage as Component };
