import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { LOCALES, type Locale } from '../../../../shared/constants';
import { switchHref } from '../../../../shared/seo/languageLinks';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import { flattenMenus } from '../../../../shared/nav/findMenu';
import { selectMenusFor } from '../../api/menuApi';
import { useAppSelector } from '../../state/hooks';
import { selectDrawnSwitchHref } from '../../state/localeSlice';
import { useLocale } from '../../state/useLocale';
import { LANGUAGE_TAGS, type MessageId } from '../../i18n/messages';
import styles from './TopBar.module.css';

const NAMES: Record<Locale, MessageId> = { zh: 'lang.zh', en: 'lang.en' };
const SWITCH_LABELS: Record<Locale, MessageId> = { zh: 'lang.switchToZh', en: 'lang.switchToEn' };

/**
 * The languages: the page's own, and a link to the same page in the other language (its home page when
 * the page has none there). A link, so it works before the app's code has run and without it; each
 * language's name is written in that language.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const current = useLocale();
  const other: Locale = current === 'zh' ? 'en' : 'zh';
  const drawn = useAppSelector(selectDrawnSwitchHref);
  // After a switch the tree left behind is cached: the counterpart of every code is known. Otherwise the
  // link names the same path, which the router (or the server) sends on to the counterpart.
  const otherTree = useAppSelector(selectMenusFor(other)).data;
  const { pathname, search } = useLocation();
  return (
    <div className={styles.languages} role="group" aria-label={intl.formatMessage({ id: 'header.language' })}>
      {LOCALES.map((locale) => {
        const name = intl.formatMessage({ id: NAMES[locale] });
        if (locale === current) {
          return (
            <span
              key={locale}
              lang={LANGUAGE_TAGS[locale]}
              className={styles.language}
              aria-current="true"
              data-locale={locale}
            >
              {name}
            </span>
          );
        }
        const codes = otherTree ? new Set(flattenMenus(otherTree).map((menu) => menu.fdCode)) : null;
        return (
          <SiteLink
            key={locale}
            to={drawn ?? switchHref(pathname, new URLSearchParams(search), locale, codes)}
            keepsLanguage={false}
            lang={LANGUAGE_TAGS[locale]}
            className={styles.language}
            title={intl.formatMessage({ id: SWITCH_LABELS[locale] })}
            data-locale={locale}
          >
            {name}
          </SiteLink>
        );
      })}
    </div>
  );
}
