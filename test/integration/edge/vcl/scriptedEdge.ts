import { afterAll, beforeAll } from 'vitest';
import { edgeRequest, type EdgeAnswer, type EdgeRequestOptions } from '../../../helpers/edgeRequest.js';
import { ScriptedOrigin } from '../../../helpers/scriptedOrigin.js';
import { Varnish, type VarnishOptions } from '../../../helpers/varnish.js';

/** The shipped VCL in a real varnishd, in front of a scripted origin standing for the BFF. */
export interface ScriptedEdge {
  origin: ScriptedOrigin;
  varnish: Varnish;
  /** A request to the edge: `path` is below its root. */
  get(path: string, options?: EdgeRequestOptions): Promise<EdgeAnswer>;
}

/**
 * Starts a scripted origin and varnishd in front of it for the calling test file (in `beforeAll`) and stops
 * both after it. Tests of one file share them, so each test uses paths of its own.
 */
export function useScriptedEdge(options: Omit<VarnishOptions, 'backendPort'> = {}): () => ScriptedEdge {
  let edge: ScriptedEdge | null = null;
  beforeAll(async () => {
    const origin = await ScriptedOrigin.start();
    const varnish = await Varnish.start({ ...options, backendPort: origin.port }).catch(async (error: unknown) => {
      await origin.close();
      throw error;
    });
    edge = { origin, varnish, get: (path, requestOptions) => edgeRequest(`${varnish.url}${path}`, requestOptions) };
  });
  afterAll(async () => {
    await edge?.varnish.stop();
    await edge?.origin.close();
  });
  return () => {
    if (!edge) throw new Error('useScriptedEdge(): the edge starts in beforeAll; use it inside tests');
    return edge;
  };
}

/** Cache-Control of a page from the BFF's page cache, with the given seconds. */
export function pageCacheControl(ttl: number, swr: number, sie = swr): string {
  return `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${swr}, stale-if-error=${sie}`;
}

/** Cache-Control of an API answer. */
export function apiCacheControl(ttl: number, stale: number): string {
  return `public, max-age=${ttl}, stale-while-revalidate=${stale}, stale-if-error=${stale}`;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
