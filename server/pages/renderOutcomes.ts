import type { RenderedPage } from '../../shared/ssr/renderContract.js';

/** What a page render gives the renderer: the page drawn, and what the renderer does with it. */

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

/**
 * The outcome of a render. `page`: drawn whole (every call settled, no essential one failed), kept in the
 * page cache (a few seconds only when a block was drawn with its fallback); `partial`: drawn with loading
 * states, the data being late, and `notFound`: the not-found page, both sent as they are and kept by no
 * one; `failed`: an essential call failed, the client shell is sent with 503; `redirect`: another address,
 * kept like a page, named by what the render read to decide it (the menus, the article).
 */
export type RenderOutcome =
  | { kind: 'page'; output: RenderOutput }
  | { kind: 'partial'; output: RenderOutput }
  | { kind: 'notFound'; output: RenderOutput }
  | { kind: 'failed' }
  | { kind: 'redirect'; status: number; location: string; surrogateKey: string | null };

/** The outcomes the page cache does not keep: passed back to every request that waited for the render. */
export type UnkeptOutcome = Exclude<RenderOutcome, { kind: 'page' }>;

/** The outcome of a page drawn with no essential call failed: 200 or 404, every call settled or not. */
export function drawnOutcome(output: RenderOutput): RenderOutcome {
  if (output.page.status !== 200) return { kind: 'notFound', output };
  return output.page.complete ? { kind: 'page', output } : { kind: 'partial', output };
}

/** The end of a `switch` over outcomes: a kind added and not handled there does not compile. */
export function unhandledOutcome(outcome: never): never {
  throw new Error(`an outcome no branch handles: ${JSON.stringify(outcome)}`);
}

/** `Server-Timing` of a rendered page: operators and the bench read the render's own time from it. */
export const serverTiming = (ms: number) => `render;dur=${ms.toFixed(1)}`;

/** How a redirect is sent: what others may keep of it, and what it was decided from. */
export interface SentRedirect {
  control: string;
  surrogateKey: string | null;
}
