import type { IntlShape } from 'react-intl';
import type { MenuEntry } from '../../../../shared/api/menu';
import type { SiteInfo } from '../../../../shared/api/site';
import type { Locale } from '../../../../shared/constants';
import { flattenMenus } from '../../../../shared/nav/findMenu';
import type { AnnouncedFeed } from '../../../../shared/seo/feeds';
import type { PageHeadModel } from '../../../../shared/ssr/renderContract';
import { isHomeRoute } from '../../../../shared/routes';
import { LANGUAGE_TAGS } from '../../i18n/messages';
import SITE_DESCRIPTION from '../../i18n/siteDescription.json';
import type { PageMeta } from '../../state/pageMeta';

/** Longest meta description (plain text, at most 160 characters). */
export const DESCRIPTION_MAX = 160;

/** Plain text on one line, cut at a character boundary with an ellipsis when too long. */
export function plainDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

export interface HeadInputs {
  locale: Locale;
  intl: IntlShape;
  meta: PageMeta;
  routeId: string | null;
  site: SiteInfo | undefined;
  otherMenus: MenuEntry[];
  feeds: AnnouncedFeed[];
  logo: string | null;
}

/**
 * The page's own picture for link previews and its words (an article's is named by its headline, another
 * page's by its title), or none: the BFF makes the share card of the one or of the site's default picture
 * (server/pages/previewCard.ts).
 */
function previewImage(meta: PageMeta, title: string) {
  const own = meta.image ?? meta.article?.image ?? null;
  return own === null ? { image: null, imageAlt: null } : { image: own, imageAlt: meta.article?.headline ?? title };
}

/** The head of a rendered page, from what the page recorded while it rendered and the site's data. */
export function headModel({ locale, intl, meta, routeId, site, otherMenus, feeds, logo }: HeadInputs): PageHeadModel {
  const siteName = intl.formatMessage({ id: 'app.siteName' });
  const isHome = isHomeRoute(routeId);
  const title = isHome ? siteName : (meta.documentTitle ?? siteName);
  // The site's own description only in the server's head: the browser never shows it.
  const description = plainDescription(meta.description?.trim() || SITE_DESCRIPTION[locale]);
  return {
    lang: LANGUAGE_TAGS[locale],
    title,
    siteName,
    homeLabel: intl.formatMessage({ id: 'common.home' }),
    description,
    ogType: meta.article ? 'article' : 'website',
    ...previewImage(meta, title),
    logo,
    routeId,
    breadcrumb: isHome || meta.breadcrumb === null ? [] : meta.breadcrumb,
    article: meta.article,
    organisation: isHome ? { telephone: site?.phone ?? null, address: site?.address ?? null } : null,
    otherLocaleCodes: flattenMenus(otherMenus).map((menu) => menu.fdCode),
    feeds,
  };
}
