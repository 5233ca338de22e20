import { urlLocale } from '../../shared/seo/languageLinks.js';
import { UNKEPT_PAGE_CACHE_CONTROL } from './pageHeaders.js';
import { unhandledOutcome, type RenderOutcome, type SentRedirect } from './renderOutcomes.js';

/** How a bare URL asked with an English cookie is answered (see `PageRenderer`'s `#inEnglish`). */
export type EnglishAnswer =
  | { kind: 'redirect'; location: string; sent: SentRedirect }
  | { kind: 'notFound'; outcome: RenderOutcome }
  | { kind: 'here' };

export const sendOn = (location: string, sent: SentRedirect): EnglishAnswer => ({ kind: 'redirect', location, sent });

/**
 * Where the outcome of a page's English URL sends an English reader of its bare URL: to that URL when the
 * page is drawn in English (whole or late), or when the CMS fails and nothing tells (then kept by no one);
 * on, where that URL sends on in English (the counterpart of a Chinese code); to the English not-found page
 * when the page is nowhere; else (a page with no English version, such as a Chinese article, which sends
 * back to Chinese) nowhere: the bare URL is answered itself, in Chinese. `keptControl` is a kept page's
 * `Cache-Control`.
 */
export function englishAnswer(englishUrl: string, outcome: RenderOutcome, keptControl: string): EnglishAnswer {
  switch (outcome.kind) {
    case 'page':
    case 'partial':
      return sendOn(englishUrl, { control: keptControl, surrogateKey: null });
    case 'failed':
      return sendOn(englishUrl, { control: UNKEPT_PAGE_CACHE_CONTROL, surrogateKey: null });
    case 'notFound':
      return { kind: 'notFound', outcome };
    case 'redirect': {
      const isEnglish = urlLocale(new URLSearchParams(outcome.location.split('?', 2)[1])) === 'en';
      return isEnglish
        ? sendOn(outcome.location, { control: keptControl, surrogateKey: outcome.surrogateKey })
        : { kind: 'here' };
    }
    default:
      return unhandledOutcome(outcome);
  }
}
