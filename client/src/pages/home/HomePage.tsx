import { useIntl } from 'react-intl';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import styles from './HomePage.module.css';

/** The home page blocks (SPEC §2) below the layout's banner slot. */
function HomePage() {
  const intl = useIntl();
  useDocumentTitle(null);
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'app.siteName' })}</h1>
      <EmptyState kind="underConstruction" />
    </div>
  );
}

export { HomePage as Component };
