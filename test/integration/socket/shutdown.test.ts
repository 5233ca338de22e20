import { connect } from 'node:net';
import type { Response } from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainApp, type DrainOutcome } from '../../../server/shutdown.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { makeRenderedBuild, type RenderedBuild } from '../../helpers/fakeRenderer.js';
import { started } from '../../helpers/httpClient.js';

let build: RenderedBuild;
let bff: BffHarness;
let gate: { release: () => void };
/** A page whose render waits for the menus, which the CMS holds until the test releases them. */
let inFlight: Promise<Response>;
let drained: Promise<DrainOutcome>;

/** Resolves once the server has stopped listening (closing starts with Fastify's preClose hooks). */
async function stoppedListening(): Promise<void> {
  while (bff.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
}

/** Resolves with the error code of a new connection to the port, or 'connected'. */
function connectTo(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

beforeAll(async () => {
  build = await makeRenderedBuild();
});
afterAll(async () => build.remove());

beforeEach(async () => {
  bff = await startBff({ clientDir: build.clientDir });
  gate = bff.upstream.hold();
  const menusAsked = bff.upstream.nextCall('folder/list');
  inFlight = started(bff.http.get('/articlepagelist/jtyw'));
  await menusAsked;
  // What main.ts runs on SIGTERM, without the exit.
  drained = drainApp(bff.app);
  await stoppedListening();
});
afterEach(async () => {
  gate.release();
  await inFlight.catch(() => undefined);
  await drained;
  await bff.upstream.close();
});

describe('a graceful shutdown with a page render in flight', () => {
  it('finishes the page with 200 and closes its connection after it', async () => {
    gate.release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.text).toContain('<main data-menus="');
    expect(response.headers.connection).toBe('close');
  });

  it('refuses new connections while it drains', async () => {
    expect(await connectTo(bff.port)).toBe('ECONNREFUSED');
  });

  it('waits for the page, then ends with exit code 0', async () => {
    let outcome: DrainOutcome | 'draining' = 'draining';
    void drained.then((code) => {
      outcome = code;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(outcome).toBe('draining');
    gate.release();
    await inFlight;
    expect(await drained).toBe(0);
  });
});
