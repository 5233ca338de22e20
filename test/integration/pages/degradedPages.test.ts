import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEGRADED_PAGE_TTL_MS } from '../../../server/pages/renderAccount.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { makeRenderedBuild } from '../../helpers/fakeRenderer.js';
import { ManualClock } from '../../helpers/manualClock.js';

/** The value of one series of `/metrics`, or 0 when it is not there. */
function metric(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('a page drawn with a block of fallbacks', () => {
  let build: Awaited<ReturnType<typeof makeRenderedBuild>>;
  let bff: BffHarness;
  const clock = new ManualClock();
  const logged: Record<string, unknown>[] = [];

  beforeAll(async () => {
    build = await makeRenderedBuild();
    bff = await startBff(
      { clientDir: build.clientDir, logLevel: 'warn' },
      {
        clock: clock.now,
        logStream: { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
      },
    );
  });
  afterEach(() => {
    bff.app.responseCache.purge();
    bff.upstream.reset();
    logged.length = 0;
  });
  afterAll(async () => {
    await bff.close();
    await build.remove();
  });

  it('is sent with 200 and kept only a few seconds here, by no one else, then drawn again', async () => {
    const first = await bff.http.get('/articlepagelist/degraded');
    expect(first.status).toBe(200);
    expect([first.headers['x-cache'], first.headers['cache-control']]).toEqual(['MISS', 'no-store']);
    const again = await bff.http.get('/articlepagelist/degraded');
    expect([again.headers['x-cache'], again.headers['cache-control']]).toEqual(['HIT', 'no-store']);
    clock.advance(DEGRADED_PAGE_TTL_MS + 1);
    // Past its few seconds it is no longer fresh: the next request starts a new render.
    expect((await bff.http.get('/articlepagelist/degraded')).headers['x-cache']).not.toBe('HIT');
    // A whole page stays for its group's time.
    await bff.http.get('/articlepagelist/jtyw');
    clock.advance(DEGRADED_PAGE_TTL_MS + 1);
    expect((await bff.http.get('/articlepagelist/jtyw')).headers['x-cache']).toBe('HIT');
  });

  it('is counted as degraded, whole pages as full, and logged once with its route, blocks and causes', async () => {
    const before = (await bff.http.get('/metrics')).text;
    await bff.http.get('/articlepagelist/degraded');
    await bff.http.get('/articlepagelist/jtyw');
    const after = (await bff.http.get('/metrics')).text;
    const change = (outcome: string) =>
      metric(after, `bff_page_renders_total{outcome="${outcome}"}`) -
      metric(before, `bff_page_renders_total{outcome="${outcome}"}`);
    expect([change('degraded'), change('full'), change('failed')]).toEqual([1, 1, 0]);
    const lines = logged.filter((line) => Array.isArray(line.blocks));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      route: 'articlepagelist',
      path: '/articlepagelist/degraded',
      blocks: ['getThreeFoldersMsg'],
      causes: ['getThreeFoldersMsg: HTTP 502 UPSTREAM_ERROR'],
    });
  });

  it('counts a render whose essential call failed as failed', async () => {
    const before = (await bff.http.get('/metrics')).text;
    bff.upstream.script('folder/list', () => ({ status: 500, text: 'down' }));
    const page = await bff.http.get('/articlepagelist/jtyw');
    expect(page.status).toBe(503);
    const after = (await bff.http.get('/metrics')).text;
    const failed = 'bff_page_renders_total{outcome="failed"}';
    expect(metric(after, failed) - metric(before, failed)).toBeGreaterThanOrEqual(1);
  });
});
