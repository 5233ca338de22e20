import { useIntl } from 'react-intl';
import type { ShareQuote } from '../../../shared/api/share';
import { useLocale } from '../state/useLocale';
import type { MessageId } from './messages';

/** English names of the listed companies; the feed names them in Chinese. */
const ENGLISH_NAMES: Readonly<Record<string, MessageId>> = {
  sh609117: 'home.company.sh609117',
  sz004206: 'home.company.sz004206',
};

/** The company's name in the visitor's language. */
export function useQuoteName(): (quote: ShareQuote) => string {
  const intl = useIntl();
  const locale = useLocale();
  return (quote) => {
    const englishName = ENGLISH_NAMES[`${quote.market}${quote.code}`];
    return locale === 'en' && englishName ? intl.formatMessage({ id: englishName }) : quote.name;
  };
}
