import { builtSiteConfig } from '../../helpers/builtSiteConfig.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { buildDemoCms, type DemoCmsControl } from '../../../server/demo-cms/app.js';
import { closedPort } from '../../helpers/closedPort.js';
import { edgeRequest, type EdgeAnswer, type EdgeRequestOptions } from '../../helpers/edgeRequest.js';
import { ScriptedUpstream } from '../../helpers/scriptedUpstream.js';
import { TEST_PRIVATE_COOKIES, Varnish } from '../../helpers/varnish.js';

export const ADMIN_TOKEN = 'edge-test-admin-token-0123456789';

/** One request the BFF received through the edge. */
export interface BffRequest {
  method: string;
  url: string;
  cookie: string | undefined;
  authorization: string | undefined;
}

export interface EdgeSite {
  varnish: Varnish;
  /** `http://127.0.0.1:<port>` of the BFF itself. */
  bffUrl: string;
  /** Every request the BFF received (the edge's health probes left out), in order. */
  bffRequests: BffRequest[];
  /** The demo CMS's controls, when the site runs on it. */
  control: DemoCmsControl | null;
  /** The scripted CMS, when the site runs on one (its answers can change). */
  upstream: ScriptedUpstream | null;
  /** A request to the edge. */
  get(path: string, options?: EdgeRequestOptions): Promise<EdgeAnswer>;
  /** Stops the BFF: the edge's fetches fail from now on. */
  stopBff(): Promise<void>;
}

export interface EdgeSiteOptions {
  /** The BFF's environment beside the harness's own. */
  settings?: Readonly<Record<string, string>>;
  /** The demo CMS (the default: the whole site, bilingual), or a scripted CMS whose answers a test changes. */
  cms?: 'demo' | 'scripted';
}

/**
 * The built site behind the shipped VCL, for the calling test file: the demo CMS (or a scripted one), the
 * BFF serving `client/dist` (run `npm run build` first) with the edge's private cookies and its own purge
 * URL pointing at the edge, and varnishd in front of it, all on loopback; stopped after the file's tests.
 */
export function useEdgeSite(options: EdgeSiteOptions = {}): () => EdgeSite {
  let site: EdgeSite | null = null;
  let stops: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    let cmsUrl: string;
    let control: DemoCmsControl | null = null;
    let upstream: ScriptedUpstream | null = null;
    if (options.cms === 'scripted') {
      upstream = await ScriptedUpstream.start();
      const started = upstream;
      stops.push(() => started.close());
      cmsUrl = upstream.url;
    } else {
      const demo = buildDemoCms();
      stops.push(() => demo.app.close());
      cmsUrl = await demo.app.listen({ host: '127.0.0.1', port: 0 });
      control = demo.control;
    }
    const edgePort = await closedPort();
    const config = builtSiteConfig(cmsUrl, {
      ADMIN_TOKEN,
      PRIVATE_COOKIES: TEST_PRIVATE_COOKIES.join(','),
      EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}`,
      ...options.settings,
    });
    const app: FastifyInstance = buildApp(config);
    const bffRequests: BffRequest[] = [];
    app.addHook('onRequest', async (request) => {
      if (request.url === '/healthz') return;
      bffRequests.push({
        method: request.method,
        url: request.url,
        cookie: request.headers.cookie,
        authorization: request.headers.authorization,
      });
    });
    let bffRunning = true;
    const stopBff = async (): Promise<void> => {
      if (!bffRunning) return;
      bffRunning = false;
      await app.close();
    };
    stops.push(stopBff);
    const bffUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const varnish = await Varnish.start({ backendPort: Number(new URL(bffUrl).port), port: edgePort });
    stops.push(() => varnish.stop());
    site = {
      varnish,
      bffUrl,
      bffRequests,
      control,
      upstream,
      get: (path, requestOptions) => edgeRequest(`${varnish.url}${path}`, requestOptions),
      stopBff,
    };
  });

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    stops = [];
  });

  return () => {
    if (!site) throw new Error('useEdgeSite(): the site starts in beforeAll; use it inside tests');
    return site;
  };
}

/** The language a page was drawn in: its `<html lang>`, `zh` or `en`. */
export function pageLanguage(html: string): string | null {
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  return lang === undefined ? null : (lang.split('-')[0] ?? null);
}
