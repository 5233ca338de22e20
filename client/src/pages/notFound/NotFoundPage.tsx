import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageMeta } from '../../state/pageMeta';
import { HOME_PATH } from '../../layout/homePaths';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import styles from './NotFoundPage.module.css';

/** `/404`: the page does not exist. */
function NotFoundPage() {
  const intl = useIntl();
  usePageMeta({ notFound: true });
  return (
    <InnerPageLayout
      heading={intl.formatMessage({ id: 'notFound.title' })}
      fallbackHeading="notFound.title"
      withSidebar={false}
      standalone
    >
      <div className={styles.notFound} data-page="not-found">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <p className={styles.message}>{intl.formatMessage({ id: 'notFound.message' })}</p>
        <Link className={styles.home} to={HOME_PATH}>
          {intl.formatMessage({ id: 'notFound.backHome' })}
        </Link>
      </div>
    </InnerPageLayout>
  );
}

export { NotFoundPage as Component };
