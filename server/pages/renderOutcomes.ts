import type { RenderedPage } from '../../shared/ssr/renderContract.js';

/** What a page render gives the renderer: the page, or the answers it throws past the page cache. */

export interface RenderOutput {
  body: string;
  page: RenderedPage;
  /** Cache keys of the answers the page was drawn from. */
  dependsOn: string[];
  /** The page's surrogate keys, as dependencies (`pageTransport.ts`): its `Surrogate-Key` once stored. */
  surrogateSources: string[];
  /** Time the render took, data included (sent as `Server-Timing` on the request that rendered). */
  renderMs: number;
}

/** `Server-Timing` of a rendered page: operators and the bench read the render's own time from it. */
export const serverTiming = (ms: number) => `render;dur=${ms.toFixed(1)}`;

/** A render that must not be stored (a 404, a failed or late render), carried past the cache to the reply. */
export class UncachedPage extends Error {
  constructor(readonly output: RenderOutput) {
    super('this page is not kept in the page cache');
  }
}

/** How a bare URL asked with an English cookie is answered (see `PageRenderer`'s `#inEnglish`). */
export type EnglishAnswer =
  | { kind: 'redirect'; location: string; sent: SentRedirect }
  | { kind: 'notFound'; page: UncachedPage }
  | { kind: 'here' };

/** How a redirect is sent: what others may keep of it, and what it was decided from. */
export interface SentRedirect {
  control: string;
  surrogateKey: string | null;
}

/** A render that asked for another address (`/` and its loader). */
export class RenderRedirect extends Error {
  constructor(
    readonly status: number,
    readonly location: string,
    /** The keys of what the render read to decide it (the menus, the article), for shared caches. */
    readonly surrogateKey: string | null,
  ) {
    super('the page redirects');
  }
}
