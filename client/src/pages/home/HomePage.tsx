import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { isHomeBannerPath } from '../../layout/homePaths';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { BannerCarousel } from './banner/BannerCarousel';
import { DeferredBlock } from './DeferredBlock';
import { QuickAccess } from './quick/QuickAccess';
import styles from './HomePage.module.css';

// Below the fold: each block is its own chunk. On a page the server drew, each keeps the server's markup
// without code until the visitor acts on the page; drawn in the browser, each loads as it nears the
// viewport or once the page is idle.
const loadAbout = () => import('./about/AboutBlock');
const loadNews = () => import('./news/NewsCentre');
const loadFolders = () => import('./folders/FolderBlocks');
const loadInvestor = () => import('./investor/InvestorBlock');
const loadContact = () => import('./contact/ContactBlock');

/** The home page: the banner, quick access, then the blocks below the fold. */
function HomePage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  useDocumentTitle(null);
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'app.siteName' })}</h1>
      {isHomeBannerPath(pathname) && <BannerCarousel />}
      <QuickAccess />
      <DeferredBlock name="about" className={`${styles.slot} ${styles.about}`} load={loadAbout} />
      <DeferredBlock name="news" className={`${styles.slot} ${styles.news}`} load={loadNews} />
      <DeferredBlock name="folders" className={`${styles.slot} ${styles.folders}`} load={loadFolders} />
      <DeferredBlock name="investor" className={`${styles.slot} ${styles.investor}`} load={loadInvestor} />
      <DeferredBlock name="contact" className={`${styles.slot} ${styles.contact}`} load={loadContact} />
    </div>
  );
}

export { HomePage as Component };
