import { useIntl } from 'react-intl';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import { MENU_CODES } from '../../../../shared/constants';
import { getHref } from '../../../../shared/routes';
import { useLocale } from '../../state/useLocale';
import type { MessageId } from '../../i18n/messages';
import { LanguageSwitch } from './LanguageSwitch';
import { SearchBox } from './SearchBox';
import styles from './TopBar.module.css';

/** Browsers no longer let a page set itself as home or bookmark itself; the visitor is told how. */
function BrowserHelper({ label, alert }: { label: MessageId; alert: MessageId }) {
  const intl = useIntl();
  return (
    <button type="button" className={styles.helper} onClick={() => window.alert(intl.formatMessage({ id: alert }))}>
      {intl.formatMessage({ id: label })}
    </button>
  );
}

/** The strip above the navigation: welcome, browser helpers, profile and contact, languages, search. */
export function TopBar() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className={styles.topBar}>
      <div className={styles.inner}>
        <div className={styles.start}>
          <p className={styles.welcome}>{intl.formatMessage({ id: 'header.welcome' })}</p>
          <BrowserHelper label="header.setHome" alert="header.setHomeAlert" />
          <BrowserHelper label="header.addFavourite" alert="header.favouriteAlert" />
        </div>
        <div className={styles.end}>
          <SiteLink
            className={styles.shortcut}
            to={getHref('columndetail', { fdCode: MENU_CODES.companyProfile[locale] })}
            data-shortcut="profile"
          >
            {intl.formatMessage({ id: 'common.companyProfile' })}
          </SiteLink>
          <SiteLink
            className={styles.shortcut}
            to={getHref('columndetail', { fdCode: MENU_CODES.contactUs[locale] })}
            data-shortcut="contact"
          >
            {intl.formatMessage({ id: 'common.contactUs' })}
          </SiteLink>
          <LanguageSwitch />
          <SearchBox />
        </div>
      </div>
    </div>
  );
}
