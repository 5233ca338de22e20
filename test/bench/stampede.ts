import autocannon from 'autocannon';
import { Agent, request } from 'undici';
import { closedPort } from '../helpers/closedPort.js';
import { ScriptedUpstream } from '../helpers/scriptedUpstream.js';
import { fmt } from './format.js';
import { BENCH_ENV, startBff } from './processes.js';

const REQUESTS = 200;
const UPSTREAM_MS = 20;
const ROUNDS = 3;
const BUDGET_MS = 100;

async function timedGet(dispatcher: Agent, url: string): Promise<number> {
  const started = performance.now();
  const response = await request(url, { dispatcher });
  await response.body.dump();
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode} for ${url}`);
  return performance.now() - started;
}

/** A running server has compiled its hot paths; give this one a few seconds of hits and misses first. */
async function warmUp(bffUrl: string, dispatcher: Agent): Promise<void> {
  await autocannon({ url: `${bffUrl}/cms/api/article/detail?id=1`, connections: 20, duration: 2 });
  for (let batch = 0; batch < 10; batch += 1) {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        timedGet(dispatcher, `${bffUrl}/cms/api/article/detail?id=${100 + batch * 20 + i}`),
      ),
    );
  }
  // Open every connection the stampede uses, so it measures the BFF rather than TCP handshakes.
  await Promise.all(Array.from({ length: REQUESTS }, () => timedGet(dispatcher, `${bffUrl}/healthz`)));
}

/** 200 concurrent requests for one cold key against an upstream that takes 20 ms: calls made, slowest answer. */
export async function stampede(): Promise<void> {
  const upstream = await ScriptedUpstream.start();
  upstream.script('article/detail', async (call) => {
    await new Promise((resolve) => setTimeout(resolve, UPSTREAM_MS));
    return { json: { code: 200, data: { id: Number(call.params.id), title: 'Stampede', content: '<p>x</p>' } } };
  });
  const bff = await startBff(await closedPort(), { ...BENCH_ENV, CMS_UPSTREAM_URL: upstream.url });
  const dispatcher = new Agent({ connections: REQUESTS, keepAliveTimeout: 60_000 });
  try {
    await warmUp(bff.url, dispatcher);
    console.log(
      `\nStampede: ${REQUESTS} concurrent requests for one cold key, the upstream answering in ${UPSTREAM_MS} ms ` +
        `(after 2 s of hits and 200 misses of warm-up; budget: all answered within ${BUDGET_MS} ms)`,
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      const before = upstream.callsTo('article/detail');
      const url = `${bff.url}/cms/api/article/detail?id=${9000 + round}`;
      const times = await Promise.all(Array.from({ length: REQUESTS }, () => timedGet(dispatcher, url)));
      times.sort((a, b) => a - b);
      const slowest = times[times.length - 1] ?? 0;
      console.log(
        `  round ${round}: upstream calls ${upstream.callsTo('article/detail') - before}, ` +
          `slowest answer ${fmt(slowest, 1)} ms, median ${fmt(times[times.length >> 1] ?? 0, 1)} ms ` +
          `(${slowest <= BUDGET_MS ? 'within' : 'OVER'} budget)`,
      );
    }
  } finally {
    await dispatcher.close();
    await bff.stop();
    await upstream.close();
  }
}
