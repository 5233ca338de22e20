import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildDemoCms, type DemoCmsControl } from '../../../server/demo-cms/app.js';
import { callCms, sharedPack } from './cmsClient.js';

let app: FastifyInstance;
let control: DemoCmsControl;

beforeEach(() => {
  ({ app, control } = buildDemoCms({ content: sharedPack() }));
});
afterEach(() => app.close());

const detail = () => callCms(app, 'articleDetail', { id: sharedPack().articles[0]?.id ?? 0 });
const menu = () => callCms(app, 'folderList', { flag: 'zh' });
/** Resolves with 'pending' when `promise` has not settled within a short while. */
const settledSoon = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), 150))]);

describe('failNext', () => {
  it('http500 answers HTTP 500', async () => {
    control.failNext(1, 'http500');
    const res = await detail();
    expect(res.statusCode).toBe(500);
    expect((await detail()).statusCode).toBe(200);
  });

  it('badJson answers a body that is not valid JSON', async () => {
    control.failNext(1, 'badJson');
    const res = await detail();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(res.body) as unknown).toThrow();
  });

  it('envelopeError answers code 500 in the envelope', async () => {
    control.failNext(1, 'envelopeError');
    const res = await detail();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: '服务器繁忙 / Server busy' });
  });

  it('fails exactly the next count calls', async () => {
    control.failNext(2, 'envelopeError');
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await detail()).json().code);
    expect(codes).toEqual([500, 500, 200]);
  });

  it('with a path, fails only calls of that path', async () => {
    control.failNext(1, 'http500', 'folder/list');
    expect((await detail()).statusCode).toBe(200);
    expect((await menu()).statusCode).toBe(500);
    expect((await menu()).statusCode).toBe(200);
  });

  it('refuses a path that is not an endpoint', () => {
    expect(() => control.failNext(1, 'http500', 'article/nosuch')).toThrow(/not an endpoint/);
  });

  it('hang never answers, and closing the app releases the call', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
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
    expect((await menu()).statusCode).toBe(200);
  });

  it('setLatency without a path delays every call, and 0 removes it', async () => {
    control.setLatency(60_000);
    expect(await settledSoon(menu())).toBe('pending');
    control.setLatency(0);
    expect((await menu()).statusCode).toBe(200);
  });

  it('the latencyMs option delays every call from the start', async () => {
    const slow = buildDemoCms({ content: sharedPack(), latencyMs: 60_000 });
    try {
      expect(await settledSoon(slow.app.inject({ method: 'GET', url: '/cms/api/site/fastTrack' }))).toBe('pending');
    } finally {
      await slow.app.close();
    }
  });

  it('a short latency still answers', async () => {
    control.setLatency(20);
    expect((await menu()).json().code).toBe(200);
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
    await app.inject({ method: 'POST', url: '/cms/api/nosuch' });
    expect(control.callCount()).toBe(1);
  });

  it('resetCounts clears the counts only', async () => {
    control.failNext(2, 'envelopeError');
    await detail();
    control.resetCounts();
    expect(control.callCount()).toBe(0);
    expect((await detail()).json().code).toBe(500);
  });

  it('reset clears counts, latencies and pending failures', async () => {
    control.failNext(5, 'envelopeError');
    control.setLatency(60_000);
    await settledSoon(detail());
    control.reset();
    expect(control.callCount()).toBe(0);
    expect((await menu()).json().code).toBe(200);
  });
});
