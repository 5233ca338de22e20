import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SiteLink } from '../components/SiteLink/SiteLink';
import { SearchField } from '../components/SearchField/SearchField';
import type { MissingKind } from '../routeKit/notFound';
import { ROUTE_TITLES } from '../routeKit/routeTitles';
import { usePageMeta } from '../state/pageMeta';
import { HOME_PATH } from './homePaths';
import { InnerPageLayout } from './inner/InnerPageLayout';
import styles from './NotFoundView.module.css';

const TEXTS = {
  article: { title: 'notFound.articleTitle', message: 'notFound.articleMessage' },
  page: { title: ROUTE_TITLES.notFound, message: 'notFound.message' },
} as const;

/**
 * The not-found page (`/404`, an unknown path, a parameter the route table rejects, an item the CMS does
 * not have): what is missing, a search box and the way home. The server answers it with 404.
 */
export default function NotFoundView({ missing = 'page' }: { missing?: MissingKind }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  usePageMeta({ notFound: true });
  const title = intl.formatMessage({ id: TEXTS[missing].title });
  return (
    <InnerPageLayout heading={title} fallbackHeading={ROUTE_TITLES.notFound} withSidebar={false} standalone>
      <div className={styles.notFound} data-page="not-found" data-missing={missing}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <p className={styles.message}>{intl.formatMessage({ id: TEXTS[missing].message })}</p>
        <SearchField
          value={text}
          onValueChange={setText}
          label="notFound.search"
          classes={{ form: styles.search, input: styles.searchInput, button: styles.searchButton }}
          button="text"
        />
        <SiteLink className={styles.home} to={HOME_PATH}>
          {intl.formatMessage({ id: 'notFound.backHome' })}
        </SiteLink>
      </div>
    </InnerPageLayout>
  );
}
