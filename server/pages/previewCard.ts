import { DEFAULT_SHARE_CARD, shareCardUrl } from '../../shared/images/shareCard.js';
import type { PageHeadModel } from '../../shared/ssr/renderContract.js';

/** The picture link previews show, as the head names it: an absolute URL and what it shows in words. */
export interface PreviewCard {
  url: string;
  alt: string | null;
}

/**
 * The share card of a page (`/cms/files/<path>?card=1`, always 1200 × 630 JPEG): the card of the page's
 * own picture when it is one of the CMS's raster pictures, else the card of the site's picture for link
 * previews, named by the site. Crawlers take neither the logo's SVG nor a picture of any shape, so the
 * logo is left to the structured data, which wants it.
 */
export function previewCard(head: PageHeadModel, origin: string): PreviewCard {
  const own = head.image === null ? null : shareCardUrl(head.image);
  if (own !== null) return { url: `${origin}${own}`, alt: head.imageAlt };
  return { url: `${origin}${DEFAULT_SHARE_CARD}`, alt: head.siteName };
}
