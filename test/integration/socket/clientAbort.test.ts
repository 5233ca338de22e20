import { once } from 'node:events';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { makeRenderedBuild, type RenderedBuild } from '../../helpers/fakeRenderer.js';

const PAGE = '/articlepagelist/jtyw';
const MENUS = '/cms/api/folder/list';

let build: RenderedBuild;
let bff: BffHarness;
let logLines: { level: number; msg: string }[];
const unhandled = vi.fn();

beforeAll(async () => {
  build = await makeRenderedBuild();
});
afterAll(async () => build.remove());

beforeEach(async () => {
  logLines = [];
  const logStream = { write: (line: string) => void logLines.push(JSON.parse(line) as { level: number; msg: string }) };
  bff = await startBff({ clientDir: build.clientDir, logLevel: 'info' }, { logStream });
  unhandled.mockClear();
  process.on('unhandledRejection', unhandled);
  process.on('uncaughtException', unhandled);
});
afterEach(async () => {
  process.off('unhandledRejection', unhandled);
  process.off('uncaughtException', unhandled);
  await bff.close();
});

/**
 * Asks for the page and hangs up while the render waits for the menus (the CMS holds them), then lets the
 * CMS answer; resolves once the page is stored.
 */
async function leaveInTheMiddleOfARender(): Promise<void> {
  const gate = bff.upstream.hold();
  const menusAsked = bff.upstream.nextCall('folder/list');
  const accepted = once(bff.app.server, 'connection') as Promise<[Socket]>;
  const client = request({ host: '127.0.0.1', port: bff.port, path: PAGE, agent: false });
  client.on('error', () => {
    // The client is the one hanging up: its own "socket hang up" is expected.
  });
  client.end();
  const [serverSide] = await accepted;
  await menusAsked;
  const gone = once(serverSide, 'close');
  client.destroy();
  await gone;
  const pageStored = new Promise<void>((resolve) => {
    bff.app.responseCache.events.on('stored', (key: string) => {
      if (key.startsWith('page:')) resolve();
    });
  });
  gate.release();
  await pageStored;
}

describe('a client that disconnects in the middle of a page render', () => {
  it('leaves no unhandled error and no error in the log', async () => {
    await leaveInTheMiddleOfARender();
    expect((await bff.http.get('/healthz')).status).toBe(200);
    expect(unhandled).not.toHaveBeenCalled();
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('leaves the app serving pages', async () => {
    await leaveInTheMiddleOfARender();
    const page = await bff.http.get('/articlepagelist/gsxw');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<main data-menus="');
  });

  it('still keeps the page it rendered: the next request for it is a hit', async () => {
    await leaveInTheMiddleOfARender();
    const again = await bff.http.get(PAGE);
    expect(again.status).toBe(200);
    expect(again.headers['x-cache']).toBe('HIT');
  });

  it('still keeps the answers the render read: the menus are a hit, and the CMS was asked once', async () => {
    await leaveInTheMiddleOfARender();
    const menus = await bff.http.get(MENUS).query({ flag: 'zh' });
    expect(menus.headers['x-cache']).toBe('HIT');
    expect(bff.upstream.callsTo('folder/list')).toBe(1);
  });
});
