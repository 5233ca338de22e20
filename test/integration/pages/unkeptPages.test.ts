import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { makeRenderedBuild } from '../../helpers/fakeRenderer.js';
import { metricValue } from '../../helpers/pictureFixtures.js';

const REQUESTS = 3;

describe('pages not kept, asked by several visitors at once', () => {
  let build: Awaited<ReturnType<typeof makeRenderedBuild>>;
  let bff: BffHarness;

  beforeAll(async () => {
    build = await makeRenderedBuild();
    bff = await startBff({ clientDir: build.clientDir });
  });
  afterEach(() => {
    bff.app.responseCache.purge();
    bff.upstream.reset();
  });
  afterAll(async () => {
    await bff.close();
    await build.remove();
  });

  /** Renders that read the menus from the CMS: one per render, as a second render would wait for the first's call. */
  const menuMisses = () => metricValue(bff.http, 'bff_cache_events_total', 'event="miss",group="api"');

  /** Sends the requests while the CMS holds its answers, and lets it answer once each waits on the page cache. */
  async function askedAtOnce(url: string) {
    const held = bff.upstream.hold();
    const { events } = bff.app.responseCache;
    let waiting = 0;
    const allWaiting = new Promise<void>((resolve) => {
      const listener = (key: string): void => {
        if (!key.startsWith('page:') || ++waiting < REQUESTS) return;
        events.off('lookup', listener);
        resolve();
      };
      events.on('lookup', listener);
    });
    const responses = Promise.all(
      Array.from({ length: REQUESTS }, () => bff.http.get(url).then((response) => response)),
    );
    await allWaiting;
    held.release();
    return responses;
  }

  it('renders a missing page once for the requests that wait for it, and sends each the 404, kept by no one', async () => {
    const misses = await menuMisses();
    const entries = bff.app.responseCache.size;
    const pages = await askedAtOnce('/articlepagelist/missing');
    expect(pages.map((page) => [page.status, page.headers['cache-control'], page.headers['x-cache']])).toEqual(
      Array.from({ length: REQUESTS }, () => [404, 'no-store', 'MISS']),
    );
    expect(new Set(pages.map((page) => page.text)).size).toBe(1);
    expect(await menuMisses()).toBe(misses + 1);
    // The menus' answer is kept; the page is not.
    expect(bff.app.responseCache.size).toBe(entries + 1);
  });

  it('renders a redirect once for the requests that wait for it, and sends each the redirect', async () => {
    const misses = await menuMisses();
    const sent = await askedAtOnce('/articlepagelist/ejtyw?page=2');
    expect(sent.map((page) => [page.status, page.headers.location, page.headers['surrogate-key']])).toEqual(
      Array.from({ length: REQUESTS }, () => [301, '/articlepagelist/jtyw?page=2', 'menu:zh']),
    );
    expect(await menuMisses()).toBe(misses + 1);
  });
});
