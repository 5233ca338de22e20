import { createContext, use } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/constants';

/**
 * The language the page's links keep (an English page's links carry `lang=en`): given once by the
 * providers, read by every link without a store subscription of its own (a page draws a hundred links and
 * more).
 */
export const LinkLocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLinkLocale(): Locale {
  return use(LinkLocaleContext);
}
