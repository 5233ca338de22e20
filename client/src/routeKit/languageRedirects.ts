/**
 * One URL per page and language (docs/navigation.md): a loader that finds its page belongs to the other
 * language, or is asked at another address of its own, sends the visitor on with a permanent redirect, the
 * same in the browser's router and on the server, which answers it with 301. A menu code of the other
 * language goes to its counterpart in the URL's language when there is one, else to its own page in its own
 * language; an article asked in the language it is not written in goes to its own URL; a URL naming its
 * page's default folder by id goes to the URL without it.
 */
import { redirect } from 'react-router';
import type { ArticleSummary } from '../../../shared/api/article';
import type { MenuEntry } from '../../../shared/api/menu';
import type { Locale } from '../../../shared/constants';
import { findMenuByCode, flattenMenus } from '../../../shared/nav/findMenu';
import { withoutDefaultFolder as ownUrl } from '../../../shared/seo/defaultFolders';
import { alternateCode, localiseLink } from '../../../shared/seo/languageLinks';
import { menuApi } from '../api/menuApi';
import type { PageLoad } from './pageLoad';

/** Permanent: the address and the language name one page, whatever the visitor's cookie. */
const MOVED_PERMANENTLY = 301;

const otherLocale = (locale: Locale): Locale => (locale === 'zh' ? 'en' : 'zh');

/**
 * The other language's menu tree (null when it failed): asked only when a page may belong to it, and
 * essential as the URL's language's is (a page's language is read from the two trees).
 */
async function otherTree(load: PageLoad): Promise<MenuEntry[] | null> {
  const flag = otherLocale(load.locale);
  const started = load.store.dispatch(menuApi.endpoints.getMenus.initiate({ flag }));
  const outcome = await load.need(started, { essential: true });
  return outcome?.data ?? null;
}

/** The loader's URL with its last path segment (the menu code) replaced, in `locale`. */
function withCode(url: URL, code: string, locale: Locale): string {
  const segments = url.pathname.replace(/\/+$/, '').split('/');
  segments[segments.length - 1] = encodeURIComponent(code);
  return localiseLink(`${segments.join('/')}${url.search}`, locale);
}

/**
 * For a code the URL's language's tree lacks: a redirect (thrown) to the page it names in either
 * language, or null when neither language has it.
 */
export async function codeElsewhere(load: PageLoad, tree: readonly MenuEntry[], code: string): Promise<null> {
  const codes = new Set(flattenMenus(tree).map((menu) => menu.fdCode));
  const counterpart = alternateCode(code, load.locale, codes);
  if (counterpart !== null && counterpart !== code) {
    throw redirect(withCode(load.url, counterpart, load.locale), MOVED_PERMANENTLY);
  }
  const other = await otherTree(load);
  if (other !== null && findMenuByCode(other, code) !== null) {
    throw redirect(withCode(load.url, code, otherLocale(load.locale)), MOVED_PERMANENTLY);
  }
  return null;
}

/** Han characters: a title with none is not Chinese. */
const HAN = /\p{Script=Han}/u;

/**
 * The language an article is written in: that of the menu its column belongs to, else (a column neither
 * menu names) that of its title's script.
 */
async function articleLanguage(load: PageLoad, tree: readonly MenuEntry[], article: ArticleSummary): Promise<Locale> {
  if (article.fdCode !== null) {
    if (findMenuByCode(tree, article.fdCode) !== null) return load.locale;
    const other = await otherTree(load);
    if (other !== null && findMenuByCode(other, article.fdCode) !== null) return otherLocale(load.locale);
  }
  return HAN.test(article.title) ? 'zh' : 'en';
}

/** Throws the redirect to an article's own URL when the URL asks for it in the other language. */
export async function articleInItsLanguage(
  load: PageLoad,
  tree: readonly MenuEntry[],
  article: ArticleSummary,
): Promise<void> {
  const language = await articleLanguage(load, tree, article);
  if (language !== load.locale) throw redirect(localiseLink(load.url.pathname, language), MOVED_PERMANENTLY);
}

/**
 * Throws the redirect to the page's one URL when the URL names, by id, the folder the page shows without
 * one (see the route kind's `defaultFolder`): `/ztzldetail?lang=en&fdId=570` to `/ztzldetail?lang=en`.
 */
export function withoutDefaultFolder(load: PageLoad, tree: readonly MenuEntry[]): void {
  const asked = `${load.url.pathname}${load.url.search}`;
  const own = ownUrl(asked, tree, load.locale);
  if (own !== asked) throw redirect(localiseLink(own, load.locale), MOVED_PERMANENTLY);
}
