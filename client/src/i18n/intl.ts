import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/constants';
import { LANGUAGE_TAGS, messagesFor } from './messages';

/**
 * Every error of a message (one missing from the loaded parts, a wrong argument) goes to the console, in
 * every build: react-intl reports them only in development, and a visitor would see a message's id.
 */
function reportMessageError(error: Error): void {
  console.error(error);
}

const cache = createIntlCache();
const made = new Map<Locale, IntlShape>();

/**
 * One formatter per language for the life of the page (or of the server process): its number, date and
 * message formats are made once and reused by every render. It reads the language's one messages object,
 * which grows in place as parts load, so later parts need no new formatter.
 */
export function intlFor(locale: Locale): IntlShape {
  let intl = made.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: LANGUAGE_TAGS[locale],
        defaultLocale: LANGUAGE_TAGS[DEFAULT_LOCALE],
        messages: messagesFor(locale),
        onError: reportMessageError,
      },
      cache,
    );
    made.set(locale, intl);
  }
  return intl;
}
