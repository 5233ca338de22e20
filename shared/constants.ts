/** Business constants of the product. Pure values, shared by client and server. */

export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

export function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en';
}

/** Browser-side request limits. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Paging. */
export const DEFAULT_PAGE_SIZE = 10;
export const IMAGE_LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
export const TEXT_LIST_PAGE_SIZES = [10, 20] as const;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZES = [10] as const;
/** Every page size the API accepts (the union of the lists above). */
export const ALLOWED_PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;

/** Search. */
export const MAX_SEARCH_LENGTH = 100;

/** Carousels and blocks (milliseconds and pixels). */
export const BANNER_AUTOPLAY_MS = 3000;
export const BANNER_GAP_PX = 30;
export const NEWS_CAROUSEL_HEIGHT_PX = 455;
export const IMAGE_CAROUSEL_INTERVAL_MS = 5000;
export const THUMBS_PER_SLIDE = 4;
export const CORE_TECH_CAROUSEL_HEIGHT_PX = 170;
export const CORE_TECH_PER_SLIDE = 4;

/** Block sizes on the home page and columns. */
export const HOME_RIGHT_NEWS_COUNT = 4;
export const HOME_FOLDER_BLOCK_COUNT = 6;
export const NOTICE_COUNT = 5;
/** A column page's article list: five rows, or twelve shown as two lists of six. */
export const COLUMN_LIST_COUNT = 5;
export const COLUMN_LIST_LONG_COUNT = 12;

/** Scrolling. */
export const FADE_IN_PROFILE_PX = 80;
export const FADE_IN_NEWS_PX = 600;
export const FADE_IN_CONTACT_PX = 1200;
export const FIXED_NAV_SCROLL_PX = 110;
export const SCROLL_ARROW_STEP_PX = 30;
export const SCROLL_ARROW_TICK_MS = 16;
export const SCROLL_ARROW_LIMIT_PX = 1080;
export const SIDEBAR_SHOW_DELAY_MS = 200;

/** Number of leading characters of publishTime shown as the date. */
export const DATE_LENGTH = 10;

/** Folder ids the product addresses directly. */
export const FOLDER_IDS = {
  /** Core-technology carousel folders. */
  coreTechnology: { zh: 31, en: 535 },
  /** Parent folders of the investor block's notice tabs. */
  noticeTabs: { zh: 508, en: 548 },
  /** Announcement column, opened with the code `dqgg`. */
  announcement: 506,
  /** About-us menu. */
  aboutUsMenu: { zh: 10, en: 520 },
  /** Company profile block of the home page (`folder/getFixedFolder`, language by flag). */
  companyProfile: 13,
  /** Home sub-folder root (`folder/allSubFolders`). */
  homeSubFolders: 18,
  /** Column header of the home news centre (`folder/getFixedFolder`). */
  newsCentreHeader: { zh: 24, en: 23 },
  /** Column header of the home investor block (`folder/getFixedFolder`). */
  investorHeader: { zh: 21, en: 19 },
} as const;

/** Menu codes the product addresses directly. */
export const MENU_CODES = {
  companyProfile: { zh: 'gsjj', en: 'egsjj' },
  contactUs: { zh: 'lxwm', en: 'elxwm' },
  technology: { zh: 'jscx', en: 'ejscx' },
  coreTechnology: { zh: 'hxjs', en: 'ehxjs' },
  companyNews: { zh: 'gsxw', en: 'egsxw' },
  specialTopics: { zh: 'ztzl', en: 'eztzl' },
  designCloud: { zh: 'sjy', en: 'esjy' },
  constructionCloud: { zh: 'sgy', en: 'esgy' },
  operationCloud: { zh: 'yyy', en: 'eyyy' },
  investorRelations: { zh: 'tzzgx', en: 'etzzgx' },
  stockInformation: { zh: 'gpxx', en: 'egpxx' },
  siteMap: { zh: 'wzdt', en: 'ewzdt' },
  privacy: { zh: 'yszaq', en: 'eyszaq' },
  legalStatement: { zh: 'flsm', en: 'eflsm' },
  announcement: { zh: 'dqgg', en: 'edqgg' },
} as const;

/** The home route's own code (`/index/sy`). */
export const HOME_CODE = 'sy';

/** `site/oneSite` codes per language, and the friend-link group code. */
export const SITE_CODES = { zh: 'SITE_ZH', en: 'SITE_EN' } as const;
export const FOOTER_LINK_CODE = 'FOOTER_LINK';

/** The two listed companies of the share-price ticker, as `<market><code>`. */
export const TICKER_SYMBOLS = ['sh609117', 'sz004206'] as const;
