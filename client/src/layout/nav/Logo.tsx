import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import { HOME_PATH } from '../homePaths';
import { LOGO_HEIGHT, LOGO_URL, LOGO_WIDTH } from '../logo';
import styles from './TopNav.module.css';

/** The group's logo linking home; the name is written out while the CMS cannot serve the picture. */
export function Logo() {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  return (
    <SiteLink to={HOME_PATH} className={styles.logo} data-logo>
      {failed ? (
        <span className={styles.wordmark}>{intl.formatMessage({ id: 'app.siteName' })}</span>
      ) : (
        <img
          className={styles.logoImage}
          src={LOGO_URL}
          alt={intl.formatMessage({ id: 'app.logoAlt' })}
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          onError={() => setFailed(true)}
        />
      )}
    </SiteLink>
  );
}
