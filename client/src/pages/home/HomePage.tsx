import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { isHomeBannerPath } from '../../layout/homePaths';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { BannerCarousel } from './banner/BannerCarousel';
import { DeferredBlock } from './DeferredBlock';
import { QuickAccess } from './quick/QuickAccess';
import styles from './HomePage.module.css';

// Below the fold: each block is its own chunk, fetched as it nears the viewport or once the page is idle.
const AboutBlock = lazy(() => import('./about/AboutBlock'));
const NewsCentre = lazy(() => import('./news/NewsCentre'));
const FolderBlocks = lazy(() => import('./folders/FolderBlocks'));
const InvestorBlock = lazy(() => import('./investor/InvestorBlock'));
const ContactBlock = lazy(() => import('./contact/ContactBlock'));

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
      <DeferredBlock name="about" className={`${styles.slot} ${styles.about}`}>
        <AboutBlock />
      </DeferredBlock>
      <DeferredBlock name="news" className={`${styles.slot} ${styles.news}`}>
        <NewsCentre />
      </DeferredBlock>
      <DeferredBlock name="folders" className={`${styles.slot} ${styles.folders}`}>
        <FolderBlocks />
      </DeferredBlock>
      <DeferredBlock name="investor" className={`${styles.slot} ${styles.investor}`}>
        <InvestorBlock />
      </DeferredBlock>
      <DeferredBlock name="contact" className={`${styles.slot} ${styles.contact}`}>
        <ContactBlock />
      </DeferredBlock>
    </div>
  );
}

export { HomePage as Component };
