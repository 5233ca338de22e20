import type { Locale } from '../../../../../shared/constants';

/** Map services that search for an address given in the URL, per language. */
const MAP_SEARCH: Record<Locale, (query: string) => string> = {
  zh: (query) => `https://map.baidu.com/search/${query}`,
  en: (query) => `https://www.openstreetmap.org/search?query=${query}`,
};

/** The external map search for an address (clicking the address icon opens it). */
export function mapSearchUrl(address: string, locale: Locale): string {
  return MAP_SEARCH[locale](encodeURIComponent(address.trim()));
}
