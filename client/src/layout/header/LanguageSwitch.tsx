import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../../shared/constants';
import { useLocale } from '../../state/useLocale';
import { LANGUAGE_TAGS, type MessageId } from '../../i18n/messages';
import { useSwitchLocale } from '../useSwitchLocale';
import styles from './TopBar.module.css';

const NAMES: Record<Locale, MessageId> = { zh: 'lang.zh', en: 'lang.en' };
const SWITCH_LABELS: Record<Locale, MessageId> = { zh: 'lang.switchToZh', en: 'lang.switchToEn' };

/** The language buttons; each language's name is written in that language. */
export function LanguageSwitch() {
  const intl = useIntl();
  const current = useLocale();
  const switchLocale = useSwitchLocale();
  return (
    <div className={styles.languages} role="group" aria-label={intl.formatMessage({ id: 'header.language' })}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={LANGUAGE_TAGS[locale]}
          className={styles.language}
          aria-pressed={locale === current}
          title={intl.formatMessage({ id: SWITCH_LABELS[locale] })}
          data-locale={locale}
          onClick={() => {
            if (locale !== current) void switchLocale(locale);
          }}
        >
          {intl.formatMessage({ id: NAMES[locale] })}
        </button>
      ))}
    </div>
  );
}
