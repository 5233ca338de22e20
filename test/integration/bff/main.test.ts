import { Agent, request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { runMain, stderrOf, type BffProcess } from '../../helpers/bffProcess.js';
import { ScriptedUpstream } from '../../helpers/scriptedUpstream.js';

let upstream: ScriptedUpstream;
let bff: BffProcess | null = null;

beforeEach(async () => {
  upstream = await ScriptedUpstream.start();
});
afterEach(async () => {
  if (bff && bff.child.exitCode === null) bff.child.kill('SIGKILL');
  await upstream.close();
});

/** GET over a keep-alive agent; resolves with status and body. */
function get(url: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('main.ts', () => {
  it('exits 1 with one line naming a bad variable', async () => {
    const child = runMain({ CACHE_TTL_MS: 'abc', CMS_UPSTREAM_URL: upstream.url }).child;
    const [stderr, code] = await Promise.all([stderrOf(child), new Promise((r) => child.on('exit', r))]);
    expect(code).toBe(1);
    expect(stderr).toBe('invalid configuration: CACHE_TTL_MS="abc": expected a non-negative integer\n');
  });

  it('finishes an in-flight request on SIGTERM, closes idle connections and exits 0', async () => {
    bff = runMain({ CMS_UPSTREAM_URL: upstream.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    const listening = await bff.waitForLog(/^Server listening at /);
    const base = String(listening.msg).replace('Server listening at ', '');

    // One keep-alive connection left idle, another busy with a request the upstream holds.
    const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const busyAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const idleSocket = new Promise<NodeJS.EventEmitter>((resolve) => idleAgent.once('free', resolve));
    expect((await get(`${base}/healthz`, idleAgent)).status).toBe(200);
    const idleSocketClosed = idleSocket.then((socket) => new Promise((resolve) => socket.once('close', resolve)));

    const gate = upstream.hold();
    const arrived = upstream.nextCall('article/detail');
    const slow = get(`${base}${endpointUrl('articleDetail')}?id=5`, busyAgent);
    await arrived;

    bff.child.kill('SIGTERM');
    await bff.waitForLog(/^shutting down/);
    await idleSocketClosed;
    gate.release();

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ id: 5 });
    expect(await bff.exited).toBe(0);
    idleAgent.destroy();
    busyAgent.destroy();
  });
});
