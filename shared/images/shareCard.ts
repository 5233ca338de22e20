import { CMS_FILES_PREFIX } from '../api/endpointPaths.js';
import { isCmsRasterPicture } from './cmsPicture.js';
import { PICTURE_WIDTH_PARAM } from './pictureWidths.js';

/**
 * A share card: the picture link previews show (Open Graph, Twitter/X, WeChat). Crawlers run no code and
 * most of them take neither SVG nor a picture of any shape, so the BFF makes each card from a CMS raster
 * picture: 1200 × 630 (`summary_large_image`), cropped to fill, always a JPEG.
 */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
export const SHARE_CARD_MEDIA_TYPE = 'image/jpeg';

/** The query parameter that asks for a picture's card (`/cms/files/<path>?card=1`), and its one value. */
export const SHARE_CARD_PARAM = 'card';
export const SHARE_CARD_VALUE = '1';

/**
 * The site's own picture for link previews, whose card pages without a raster picture of their own name.
 * Like the logo, it is content the CMS holds at a fixed path: replacing it there changes every such card.
 */
export const DEFAULT_SHARE_PICTURE = `${CMS_FILES_PREFIX}/social/default.jpg`;
/** Its card. */
export const DEFAULT_SHARE_CARD = `${DEFAULT_SHARE_PICTURE}?${SHARE_CARD_PARAM}=${SHARE_CARD_VALUE}`;

/** Whether a `name=value` pair of a query names one of the parameters a card's address sets itself. */
const isSizePair = (pair: string): boolean =>
  [PICTURE_WIDTH_PARAM, SHARE_CARD_PARAM].some((name) => pair === name || pair.startsWith(`${name}=`));

/**
 * The address of a picture's card, or null for a picture the BFF makes no card of (SVGs, other hosts).
 * The picture's own query is kept but for a width it names: a card has one size.
 */
export function shareCardUrl(url: string): string | null {
  if (!isCmsRasterPicture(url)) return null;
  const [withoutFragment = url] = url.split('#', 1);
  const mark = withoutFragment.indexOf('?');
  const path = mark < 0 ? withoutFragment : withoutFragment.slice(0, mark);
  const kept =
    mark < 0
      ? []
      : withoutFragment
          .slice(mark + 1)
          .split('&')
          .filter((pair) => pair !== '' && !isSizePair(pair));
  return `${path}?${[...kept, `${SHARE_CARD_PARAM}=${SHARE_CARD_VALUE}`].join('&')}`;
}
