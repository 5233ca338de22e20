import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { closedPort } from '../helpers/closedPort.js';
import { fmt } from './format.js';
import { BENCH_ENV, startBff, startTarget } from './processes.js';

const WARMUP_S = 2;
const MEASURE_S = 8;
const CONNECTIONS = 50;
/** A column page as the site shows it: ten articles of an odd folder (the top-level list reading). */
const LIST_PATH = '/cms/api/article/findArticleList';
const LIST_QUERY = 'folderId=25';

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(options: autocannon.Options): Promise<LoadResult> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: MEASURE_S });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

function row(label: string, r: LoadResult): string {
  const warning = r.non2xx ? `   (${r.non2xx} non-2xx!)` : '';
  return `  ${label.padEnd(30)} ${fmt(r.rps).padStart(8)} req/s   p50 ${fmt(r.p50, 1).padStart(5)} ms   p99 ${fmt(r.p99, 1).padStart(5)} ms${warning}`;
}

/** Cache-hit throughput of the BFF against direct demo CMS calls and a bare Fastify route. */
export async function throughput(): Promise<void> {
  const cms = await startTarget('test/bench/targets/demoCms.ts');
  const bff = await startBff(await closedPort(), { ...BENCH_ENV, CMS_UPSTREAM_URL: cms.url });
  const bodyFile = join(tmpdir(), `bff-bench-body-${process.pid}.json`);
  const body = Buffer.from(await (await fetch(`${bff.url}${LIST_PATH}?${LIST_QUERY}`)).arrayBuffer());
  await writeFile(bodyFile, body);
  const bare = await startTarget('test/bench/targets/bareRoute.ts', { BENCH_BODY_FILE: bodyFile });
  try {
    console.log(
      `\nCache hits: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${MEASURE_S} s measured, ` +
        `a ${fmt(body.length)}-byte list answer (no Accept-Encoding, so identical bytes everywhere)`,
    );
    const hit = await load({ url: `${bff.url}${LIST_PATH}?${LIST_QUERY}` });
    console.log(row('BFF cache hit (GET)', hit));
    const direct = await load({
      url: `${cms.url}${LIST_PATH}`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${LIST_QUERY}&nowPage=1&pageSize=10`,
    });
    console.log(row('demo CMS direct (POST form)', direct));
    const ceiling = await load({ url: `${bare.url}/fixed` });
    console.log(row('bare Fastify, fixed buffer', ceiling));
    console.log(`  BFF hit / demo CMS direct        ${fmt(hit.rps / direct.rps, 2)}`);
    console.log(`  BFF hit / bare-route ceiling     ${fmt(hit.rps / ceiling.rps, 2)}`);
  } finally {
    await Promise.all([bff.stop(), cms.stop(), bare.stop()]);
    await rm(bodyFile, { force: true });
  }
}
