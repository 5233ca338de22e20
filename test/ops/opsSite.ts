import { builtSiteConfig } from '../helpers/builtSiteConfig.js';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.js';
import { buildDemoCms } from '../../server/demo-cms/app.js';
import { findProjectRoot } from '../../server/projectRoot.js';
import { closedPort } from '../helpers/closedPort.js';
import { PrometheusServer } from '../helpers/prometheusServer.js';
import { RedisServer } from '../helpers/redisServer.js';
import { TEST_PRIVATE_COOKIES, Varnish } from '../helpers/varnish.js';
import { VarnishExporter } from '../helpers/varnishExporter.js';

export const ADMIN_TOKEN = 'ops-test-admin-token-0123456789';

/** The alert rules the project ships, evaluated by the test's Prometheus as they are. */
export const SHIPPED_ALERTS = join(findProjectRoot(), 'deploy', 'prometheus', 'alerts.yml');

/** Scrapes and rule evaluations every second: a few seconds of traffic make a few samples. */
const INTERVAL_SECONDS = 1;

/**
 * Answers are fresh for two seconds, at the BFF and so at the edge: a load of a few rounds sees hits, stale
 * answers and refreshes, and answers go stale soon after the CMS stops.
 */
const CACHE_TTL_MS = '2000';

export interface OpsSite {
  /** `http://127.0.0.1:<port>` of Varnish, where visitors' requests go. */
  edgeUrl: string;
  /** `http://127.0.0.1:<port>` of the BFF (for purges, which operators send to a replica). */
  bffUrl: string;
  prometheus: PrometheusServer;
  /** Stops the demo CMS for good: the BFF's calls are refused from now on. */
  stopCms(): Promise<void>;
}

/**
 * The built site as the compose file's edge profile runs it, on loopback: the demo CMS, Redis, the BFF
 * (serving `client/dist`: run `npm run build` first) sharing its cache in Redis and sending its purges to
 * Varnish with the shipped VCL, the exporter reading Varnish's counters, and Prometheus scraping the BFF
 * (job `bff`) and the exporter (job `varnish`) with the shipped alert rules; stopped after the file's tests.
 */
export function useOpsSite(): () => OpsSite {
  let site: OpsSite | null = null;
  let stops: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    const demo = buildDemoCms();
    let cmsRunning = true;
    const stopCms = async (): Promise<void> => {
      if (!cmsRunning) return;
      cmsRunning = false;
      await demo.app.close();
    };
    stops.push(stopCms);
    const cmsUrl = await demo.app.listen({ host: '127.0.0.1', port: 0 });
    const redis = await RedisServer.start(['--maxmemory', '64mb', '--maxmemory-policy', 'allkeys-lru']);
    stops.push(() => redis.stop());
    const edgePort = await closedPort();
    const config = builtSiteConfig(cmsUrl, {
      ADMIN_TOKEN,
      CACHE_TTL_MS,
      CACHE_REDIS_URL: redis.url,
      PRIVATE_COOKIES: TEST_PRIVATE_COOKIES.join(','),
      EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}`,
    });
    const app: FastifyInstance = buildApp(config);
    stops.push(() => app.close());
    const bffUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const varnish = await Varnish.start({ backendPort: Number(new URL(bffUrl).port), port: edgePort });
    stops.push(() => varnish.stop());
    const exporter = await VarnishExporter.start(varnish.workdir);
    stops.push(() => exporter.stop());
    const prometheus = await PrometheusServer.start({
      jobs: [
        { job: 'bff', targets: [new URL(bffUrl).host] },
        { job: 'varnish', targets: [exporter.address] },
      ],
      ruleFiles: [SHIPPED_ALERTS],
      intervalSeconds: INTERVAL_SECONDS,
    });
    stops.push(() => prometheus.stop());
    site = { edgeUrl: varnish.url, bffUrl, prometheus, stopCms };
  });

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    stops = [];
  });

  return () => {
    if (!site) throw new Error('useOpsSite(): the site starts in beforeAll; use it inside tests');
    return site;
  };
}
