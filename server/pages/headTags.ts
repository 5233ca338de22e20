import type { Locale } from '../../shared/constants.js';
import { HOME_CODE } from '../../shared/constants.js';
import { getHref } from '../../shared/routes.js';
import { alternatePath, localisedHref } from '../../shared/seo/languageLinks.js';
import { SHARE_CARD_HEIGHT, SHARE_CARD_MEDIA_TYPE, SHARE_CARD_WIDTH } from '../../shared/images/shareCard.js';
import { escapeJsonForHtml, type PageHeadModel } from '../../shared/ssr/renderContract.js';
import { escapeHtml } from './htmlEscape.js';
import { previewCard } from './previewCard.js';
import { structuredData } from './structuredData.js';

const OG_LOCALES: Record<Locale, string> = { zh: 'zh_CN', en: 'en_US' };
const HREFLANGS: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

export interface HeadContext {
  origin: string;
  locale: Locale;
  /** The page's path (no trailing slash) and its canonical query. */
  path: string;
  canonicalQuery: [string, string][];
}

/** Query parameters holding an id of one language's content (a special-topic folder, a leader's article). */
const ID_QUERY: ReadonlySet<string> = new Set(['fdId', 'id']);

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The same page's URL in each language, or null when it has none in one of them (articles, 404). */
function alternates(head: PageHeadModel, context: HeadContext): Record<Locale, string> | null {
  // Ids of folders and articles belong to one language's content: such pages name only themselves.
  if (head.routeId === null || context.canonicalQuery.some(([name]) => ID_QUERY.has(name))) return null;
  const other: Locale = context.locale === 'zh' ? 'en' : 'zh';
  const otherPath = alternatePath(context.path, other, new Set(head.otherLocaleCodes));
  if (otherPath === null) return null;
  const href = (path: string, locale: Locale) =>
    `${context.origin}${localisedHref(path, context.canonicalQuery, locale)}`;
  const own = href(context.path, context.locale);
  const theirs = href(otherPath, other);
  return context.locale === 'zh' ? { zh: own, en: theirs } : { zh: theirs, en: own };
}

/**
 * The page's head (docs/server-rendering.md): title, description, canonical and hreflang alternates, Open Graph and
 * Twitter card (with the page's share card, `previewCard.ts`), JSON-LD and the feeds it announces. Every value
 * is escaped; JSON-LD is data, not script.
 */
export function headTags(head: PageHeadModel, context: HeadContext, notFound: boolean): string {
  const { origin, locale } = context;
  const canonical = `${origin}${localisedHref(context.path, context.canonicalQuery, locale)}`;
  const home = `${origin}${localisedHref(getHref('homeIndex', { fdCode: HOME_CODE }), [], locale)}`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (notFound) {
    tags.push(meta('name', 'robots', 'noindex'));
    return tags.join('');
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  const links = alternates(head, context);
  if (links !== null) {
    for (const lang of ['zh', 'en'] as const) {
      tags.push(`<link rel="alternate" hreflang="${HREFLANGS[lang]}" href="${escapeHtml(links[lang])}">`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(links.zh)}">`);
  }
  const otherLocale: Locale = locale === 'zh' ? 'en' : 'zh';
  const card = previewCard(head, origin);
  tags.push(
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    ...(links !== null ? [meta('property', 'og:locale:alternate', OG_LOCALES[otherLocale])] : []),
    meta('property', 'og:image', card.url),
    meta('property', 'og:image:type', SHARE_CARD_MEDIA_TYPE),
    meta('property', 'og:image:width', String(SHARE_CARD_WIDTH)),
    meta('property', 'og:image:height', String(SHARE_CARD_HEIGHT)),
    ...(card.alt ? [meta('property', 'og:image:alt', card.alt)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', card.url),
    ...(card.alt ? [meta('name', 'twitter:image:alt', card.alt)] : []),
  );
  const stepUrl = (path: string) => `${origin}${localisedHref(path, [], locale)}`;
  for (const data of structuredData(head, { origin, canonical, home, stepUrl })) {
    tags.push(`<script type="application/ld+json">${escapeJsonForHtml(JSON.stringify(data))}</script>`);
  }
  for (const feed of head.feeds) {
    const href = `${origin}${feed.path}`;
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(href)}">`,
    );
  }
  return tags.join('');
}
