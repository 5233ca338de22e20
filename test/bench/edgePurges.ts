/**
 * The edge bench's purge line: the time from a purge to the new content at the edge, through the BFF and
 * to varnishd alone.
 */
import { closedPort } from '../helpers/closedPort.js';
import { edgeRequest } from '../helpers/edgeRequest.js';
import { ScriptedOrigin } from '../helpers/scriptedOrigin.js';
import { ScriptedUpstream } from '../helpers/scriptedUpstream.js';
import { TEST_PRIVATE_COOKIES, Varnish } from '../helpers/varnish.js';
import { fmt } from './format.js';
import { BENCH_ENV, startBff } from './processes.js';

const PURGES = 20;
/** How long a purge may take to show before it counts as not seen. */
const PURGE_WAIT_MS = 3000;
const ADMIN_TOKEN = 'edge-bench-admin-token-0123456789';
const ARTICLE = '/cms/api/article/detail?id=1001';

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Times from a purge to the new content at the edge, sorted; a purge not seen within the wait is Infinity. */
async function purgeTimes(
  edgeUrl: string,
  change: (version: number) => void,
  purge: () => Promise<void>,
): Promise<number[]> {
  const times: number[] = [];
  for (let version = 1; version <= PURGES; version += 1) {
    await edgeRequest(`${edgeUrl}${ARTICLE}`);
    await edgeRequest(`${edgeUrl}${ARTICLE}`);
    change(version);
    const started = performance.now();
    await purge();
    let seen = false;
    while (!seen && performance.now() - started < PURGE_WAIT_MS) {
      seen = (await edgeRequest(`${edgeUrl}${ARTICLE}`)).body.includes(`version ${version}`);
    }
    times.push(seen ? performance.now() - started : Number.POSITIVE_INFINITY);
  }
  return times.sort((a, b) => a - b);
}

function purgeLine(label: string, times: readonly number[]): string {
  const missed = times.filter((t) => !Number.isFinite(t)).length;
  const shown = (ms: number): string => (Number.isFinite(ms) ? `${fmt(ms, 1)} ms` : `over ${PURGE_WAIT_MS} ms`);
  return (
    `  ${label.padEnd(44)} p50 ${shown(percentile(times, 50))}   p99 ${shown(percentile(times, 99))}` +
    (missed ? `   (${missed} of ${times.length} not seen within ${PURGE_WAIT_MS} ms)` : '')
  );
}

/**
 * Purge to new content: through the BFF (`POST /_bff/cache/purge {"keys"}` to a compiled BFF over a
 * scripted CMS whose article changes, which purges the edge itself), and the edge alone (PURGE with
 * `xkey-purge` to varnishd over a scripted origin that sends Surrogate-Key).
 */
export async function purges(): Promise<void> {
  const cms = await ScriptedUpstream.start();
  let title = 'version 0';
  cms.script('article/detail', (call) => ({
    json: { code: 200, msg: 'success', data: { id: Number(call.params.id), title, content: '<p>Body.</p>' } },
  }));
  const edgePort = await closedPort();
  const bff = await startBff(await closedPort(), {
    ...BENCH_ENV,
    CMS_UPSTREAM_URL: cms.url,
    ADMIN_TOKEN,
    PRIVATE_COOKIES: TEST_PRIVATE_COOKIES.join(','),
    EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}`,
  });
  const varnish = await Varnish.start({ backendPort: Number(new URL(bff.url).port), port: edgePort });
  const origin = await ScriptedOrigin.start();
  let body = 'version 0';
  origin.on('/cms/api/article/detail', () => ({
    headers: {
      'cache-control': 'public, max-age=60, stale-while-revalidate=3600, stale-if-error=3600',
      'surrogate-key': 'article:1001 folder:jtyw',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ title: body }),
  }));
  const alone = await Varnish.start({ backendPort: origin.port });
  try {
    let edges = 'no answer';
    const throughBff = await purgeTimes(
      varnish.url,
      (version) => {
        title = `version ${version}`;
      },
      async () => {
        const answer = await edgeRequest(`${bff.url}/_bff/cache/purge`, {
          method: 'POST',
          headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ keys: ['article:1001'] }),
        });
        edges = `HTTP ${answer.status} ${answer.body}`;
      },
    );
    const edgeAlone = await purgeTimes(
      alone.url,
      (version) => {
        body = `version ${version}`;
      },
      async () => {
        await edgeRequest(`${alone.url}/`, { method: 'PURGE', headers: { 'xkey-purge': 'article:1001' } });
      },
    );
    console.log(`  Purge to new content at the edge, ${PURGES} purges of one article's key, polled from the edge:`);
    console.log(purgeLine('through the BFF (POST /_bff/cache/purge keys)', throughBff));
    console.log(`    (the BFF's last answer: ${edges})`);
    console.log(purgeLine('edge alone (PURGE xkey-purge to varnishd)', edgeAlone));
  } finally {
    await Promise.all([varnish.stop(), alone.stop()]);
    await Promise.all([bff.stop(), cms.close(), origin.close()]);
  }
}
