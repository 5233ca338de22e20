import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Agent, request } from 'undici';
import { PICTURE_WIDTHS } from '../../shared/images/pictureWidths.js';
import { findProjectRoot } from '../../server/projectRoot.js';
import { closedPort } from '../helpers/closedPort.js';
import { fmt } from './format.js';
import { goal, interleaved, measure, ratio, row, type LoadResult } from './load.js';
import { BENCH_ENV, startBff, startTarget, type Target } from './processes.js';

/** New variants timed one after another, per output format. */
const MADE_PER_FORMAT = 40;
const FORMATS = [
  { name: 'AVIF', accept: 'image/avif,image/webp,*/*' },
  { name: 'WebP', accept: 'image/webp,*/*' },
  { name: 'JPEG', accept: '*/*' },
] as const;
const CONNECTIONS = 10;
const WARMUP_S = 1;
const MEASURE_S = 5;
const ROUNDS = 3;
/** Variants asked for at once while a cached page is measured. */
const BURST = 50;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function timedGet(dispatcher: Agent, url: string, accept: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await request(url, { dispatcher, headers: { accept } });
  const bytes = (await response.body.arrayBuffer()).byteLength;
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode} for ${url}`);
  return { ms: performance.now() - started, bytes };
}

/** A new variant: every `n` names a new original, so nothing is cached. */
const photoUrl = (bff: Target, n: number, width: number): string =>
  `${bff.url}/cms/files/bench/photo-${n}.jpg?w=${width}`;

async function making(bff: Target, dispatcher: Agent): Promise<void> {
  console.log(
    `  making a variant of a 1920 × 1200 JPEG (a new original each time, widths ${PICTURE_WIDTHS.join(', ')} in turn, ` +
      `${MADE_PER_FORMAT} one after another; the time a visitor waits, download of the original included):`,
  );
  let n = 1_000;
  for (let i = 0; i < 5; i += 1) await timedGet(dispatcher, photoUrl(bff, (n += 1), 640), FORMATS[0].accept);
  for (const format of FORMATS) {
    const times: number[] = [];
    for (let i = 0; i < MADE_PER_FORMAT; i += 1) {
      const width = PICTURE_WIDTHS[i % PICTURE_WIDTHS.length] ?? 640;
      times.push((await timedGet(dispatcher, photoUrl(bff, (n += 1), width), format.accept)).ms);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    console.log(
      `    ${format.name.padEnd(5)} p50 ${fmt(p50, 1).padStart(6)} ms   p99 ${fmt(percentile(times, 99), 1).padStart(6)} ms` +
        `   (goal: p50 ≤ 150 ms) ${p50 <= 150 ? 'met' : 'NOT met'}`,
    );
  }
}

async function cachedAgainstPlain(bff: Target, dispatcher: Agent): Promise<void> {
  const accept = FORMATS[0].accept;
  const variant = `${bff.url}/cms/files/bench/photo-1.jpg?w=960`;
  const { bytes } = await timedGet(dispatcher, variant, accept);
  const plain = `${bff.url}/cms/files/bench/bytes-${bytes}.jpg`;
  const urls = { variant, plain } as const;
  const results = await interleaved(['variant', 'plain'] as const, ROUNDS, async (target): Promise<LoadResult> => {
    const options = { url: urls[target], connections: CONNECTIONS, headers: { accept } };
    await autocannon({ ...options, duration: WARMUP_S });
    return measure(bff.child.pid ?? 0, options, MEASURE_S);
  });
  console.log(
    `  a cached variant against the plain file route for the same ${fmt(bytes)} bytes (${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds of ${MEASURE_S} s; both ask the CMS: a 304 for the variant, the file for the plain route):`,
  );
  console.log(row('variant from the picture cache', results.variant));
  console.log(row('plain file route', results.plain));
  console.log(
    goal(
      'variant hit / plain file, time per request',
      ratio(results.plain, results.variant, (r) => r.rps),
      1.2,
      '<=',
    ),
  );
}

async function pageDuringBurst(bff: Target, dispatcher: Agent): Promise<void> {
  const built = existsSync(join(findProjectRoot(), 'client', 'dist-ssr', 'entry-server.js'));
  const path = built ? '/index/sy' : '/cms/api/article/findArticleList?folderId=25';
  const what = built ? 'the home page (page cache hit)' : 'an API answer (cache hit; the client is not built)';
  const options = { url: `${bff.url}${path}`, connections: CONNECTIONS, headers: { 'accept-encoding': 'br, gzip' } };
  await autocannon({ ...options, duration: WARMUP_S });
  const quiet = await measure(bff.child.pid ?? 0, options, MEASURE_S);
  let n = 5_000;
  const started = performance.now();
  const burst = Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      timedGet(
        dispatcher,
        photoUrl(bff, (n += 1), PICTURE_WIDTHS[i % PICTURE_WIDTHS.length] ?? 640),
        FORMATS[0].accept,
      ),
    ),
  );
  const busy = await measure(bff.child.pid ?? 0, options, MEASURE_S);
  await burst;
  const burstS = (performance.now() - started) / 1000;
  console.log(
    `  ${what} at ${CONNECTIONS} connections for ${MEASURE_S} s, alone and while ${BURST} new AVIF variants are asked ` +
      `for at once (they took ${fmt(burstS, 1)} s in all):`,
  );
  console.log(row('cached page, no picture work', [quiet]));
  console.log(row(`cached page, ${BURST} variants being made`, [busy]));
  console.log(
    `  p99 while variants are made ${fmt(busy.p99, 1)} ms (goal < 50 ms) ${busy.p99 < 50 ? 'met' : 'NOT met'}`,
  );
}

/**
 * Picture variants: the time to make one, a cached variant against the plain file route, and a cached
 * page's latency while a burst of variants is made.
 */
export async function images(): Promise<void> {
  const cms = await startTarget('test/bench/targets/pictureCms.ts');
  const bff = await startBff(await closedPort(), { ...BENCH_ENV, CMS_UPSTREAM_URL: cms.url });
  const dispatcher = new Agent({ connections: BURST + CONNECTIONS, keepAliveTimeout: 60_000 });
  try {
    console.log(
      '\nImages: picture variants made with sharp (one at a time, one libvips thread), in-memory picture cache',
    );
    await making(bff, dispatcher);
    await cachedAgainstPlain(bff, dispatcher);
    await pageDuringBurst(bff, dispatcher);
  } finally {
    await dispatcher.close();
    await Promise.all([bff.stop(), cms.stop()]);
  }
}
