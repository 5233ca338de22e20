import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DemoCmsControl } from '../../../server/demo-cms/app.js';
import { portOf, rawBody, started, type HttpClient } from '../../helpers/httpClient.js';
import { callCms, sharedPack, startCms } from './cmsClient.js';

let app: FastifyInstance;
let control: DemoCmsControl;
let http: HttpClient;

beforeEach(async () => {
  ({ app, control, http } = await startCms({ content: sharedPack() }));
});
afterEach(() => app.close());

const detailCall = () => callCms(http, 'articleDetail', { id: sharedPack().articles[0]?.id ?? 0 });
const detail = () => started(detailCall());
const menu = () => started(callCms(http, 'folderList', { flag: 'zh' }));
/**
 * Resolves with 'pending' when `promise` has not settled within a short while. A call still held when the
 * app closes fails then, which counts as settled too, and is not left unhandled.
 */
const settledSoon = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 150)),
  ]);

describe('failNext', () => {
  it('http500 answers HTTP 500', async () => {
    control.failNext(1, 'http500');
    const res = await detail();
    expect(res.status).toBe(500);
    expect((await detail()).status).toBe(200);
  });

  it('badJson answers a body that is not valid JSON', async () => {
    control.failNext(1, 'badJson');
    // Read as bytes: superagent's own JSON parser would fail the request.
    const res = await rawBody(detailCall());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(res.body.toString('utf8')) as unknown).toThrow();
  });

  it('envelopeError answers code 500 in the envelope', async () => {
    control.failNext(1, 'envelopeError');
    const res = await detail();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 500, msg: '服务器繁忙 / Server busy' });
  });

  it('fails exactly the next count calls', async () => {
    control.failNext(2, 'envelopeError');
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await detail()).body.code);
    expect(codes).toEqual([500, 500, 200]);
  });

  it('with a path, fails only calls of that path', async () => {
    control.failNext(1, 'http500', 'folder/list');
    expect((await detail()).status).toBe(200);
    expect((await menu()).status).toBe(500);
    expect((await menu()).status).toBe(200);
  });

  it('refuses a path that is not an endpoint', () => {
    expect(() => control.failNext(1, 'http500', 'article/nosuch')).toThrow(/not an endpoint/);
  });

  it('hang never answers, and closing the app releases the call', async () => {
    const port = portOf(app);
    control.failNext(1, 'hang', 'site/fastTrack');
    const hanging = fetch(`http://127.0.0.1:${port}/cms/api/site/fastTrack`).then(
      (res) => res.status,
      () => 'dropped',
    );
    expect(await settledSoon(hanging)).toBe('pending');
    const next = await fetch(`http://127.0.0.1:${port}/cms/api/site/fastTrack`);
    expect(next.status).toBe(200);
    await app.close();
    expect(await hanging).toBe('dropped');
  });
});

describe('latency', () => {
  it('setLatency with a path delays only that path', async () => {
    control.setLatency(60_000, 'article/detail');
    const slow = detail();
    expect(await settledSoon(slow)).toBe('pending');
    expect((await menu()).status).toBe(200);
  });

  it('setLatency without a path delays every call, and 0 removes it', async () => {
    control.setLatency(60_000);
    expect(await settledSoon(menu())).toBe('pending');
    control.setLatency(0);
    expect((await menu()).status).toBe(200);
  });

  it('the latencyMs option delays every call from the start', async () => {
    const slow = await startCms({ content: sharedPack(), latencyMs: 60_000 });
    try {
      expect(await settledSoon(started(slow.http.get('/cms/api/site/fastTrack')))).toBe('pending');
    } finally {
      await slow.app.close();
    }
  });

  it('keeps a page of calls waiting at once without a process warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      control.setLatency(50);
      const calls = Array.from({ length: 16 }, () => menu());
      expect((await Promise.all(calls)).map((res) => res.status)).toEqual(calls.map(() => 200));
      // Warnings are emitted on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('a short latency still answers', async () => {
    control.setLatency(20);
    expect((await menu()).body.code).toBe(200);
  });
});

describe('counting', () => {
  it('counts calls per path and in total', async () => {
    await detail();
    await detail();
    await menu();
    expect(control.callCount('article/detail')).toBe(2);
    expect(control.callCount('/cms/api/folder/list')).toBe(1);
    expect(control.callCount('site/fastTrack')).toBe(0);
    expect(control.callCount()).toBe(3);
  });

  it('counts failed calls too, but not unknown paths', async () => {
    control.failNext(1, 'http500');
    await detail();
    await http.post('/cms/api/nosuch');
    expect(control.callCount()).toBe(1);
  });

  it('resetCounts clears the counts only', async () => {
    control.failNext(2, 'envelopeError');
    await detail();
    control.resetCounts();
    expect(control.callCount()).toBe(0);
    expect((await detail()).body.code).toBe(500);
  });

  it('reset clears counts, latencies and pending failures', async () => {
    control.failNext(5, 'envelopeError');
    control.setLatency(60_000);
    await settledSoon(detail());
    control.reset();
    expect(control.callCount()).toBe(0);
    expect((await menu()).body.code).toBe(200);
  });
});
