import type zh from './zh.json';

/**
 * The messages a page's first render in the browser needs before its other parts load: the header and
 * navigation, the language switch, the home page's banner and quick access (loading and empty states
 * included), toasts. They come with the
 * entry (Chinese) or before the switch (English); every other message arrives with the code that shows
 * it (pages, the home blocks, the footer, the carousel). A message missing here shows in the browser's
 * console as a missing translation, which the browser tests fail on.
 */
export const FIRST_MESSAGES: readonly (keyof typeof zh)[] = [
  'app.siteName',
  'app.documentTitle',
  'app.skipToContent',
  'app.logoAlt',
  'app.bannerAlt',
  'common.siteSearch',
  'common.searchPlaceholder',
  'common.search',
  'common.advancedSearch',
  'common.home',
  'common.fastTrack',
  'common.contactUs',
  'common.companyProfile',
  'common.opensInNewWindow',
  'state.loading',
  'state.noData',
  'state.noInformation',
  'state.underConstruction',
  'state.noSearchResult',
  'toast.network',
  'toast.timeout',
  'toast.failed',
  'toast.close',
  'nav.main',
  'nav.menu',
  'nav.closeMenu',
  'header.language',
  'header.welcome',
  'header.setHome',
  'header.addFavourite',
  'header.setHomeAlert',
  'header.favouriteAlert',
  'header.scrollDown',
  'home.heroTitle',
  'home.heroTagline',
  'home.bannerLabel',
  'home.company.sh609117',
  'home.company.sz004206',
  'lang.zh',
  'lang.en',
  'lang.switchToZh',
  'lang.switchToEn',
];
