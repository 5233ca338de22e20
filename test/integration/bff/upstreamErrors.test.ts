import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { buildApp } from '../../../server/app.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { closedPort } from '../../helpers/closedPort.js';
import { httpClient, listenOnLoopback } from '../../helpers/httpClient.js';
import { testConfig } from '../../helpers/testConfig.js';

let bff: BffHarness;
beforeAll(async () => {
  bff = await startBff({ upstreamTimeoutMs: 300 });
});
afterAll(async () => bff.close());
beforeEach(() => {
  bff.app.responseCache.purge();
  bff.upstream.reset();
});

const detail = endpointUrl('articleDetail');
type ErrorBody = { error: { status: number; code: string; message: string } };

describe('upstream failures', () => {
  it('answers 502 with the upstream message when the envelope code is not 200', async () => {
    bff.upstream.script('article/detail', () => ({ json: { code: 500, msg: '文章已下线', data: null } }));
    const response = await bff.http.get(detail).query({ id: '1' });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: { status: 502, code: 'UPSTREAM_ERROR', message: '文章已下线' } });
  });

  it('answers 502 when the upstream answers with an HTTP error', async () => {
    bff.upstream.script('article/detail', () => ({ status: 500, raw: '<html>Internal Server Error</html>' }));
    const response = await bff.http.get(detail).query({ id: '1' });
    expect(response.status).toBe(502);
    expect((response.body as ErrorBody).error).toEqual({
      status: 502,
      code: 'UPSTREAM_ERROR',
      message: 'The CMS answered with HTTP 500',
    });
  });

  it('answers 504 when the upstream does not answer in time', async () => {
    const gate = bff.upstream.hold();
    try {
      const response = await bff.http.get(detail).query({ id: '1' });
      expect(response.status).toBe(504);
      expect((response.body as ErrorBody).error).toMatchObject({ status: 504, code: 'UPSTREAM_TIMEOUT' });
    } finally {
      gate.release();
    }
  });

  it('answers 502 when the upstream sends invalid JSON', async () => {
    bff.upstream.script('article/detail', () => ({ raw: '{"code":200,"data":' }));
    const response = await bff.http.get(detail).query({ id: '1' });
    expect(response.status).toBe(502);
    expect((response.body as ErrorBody).error).toEqual({
      status: 502,
      code: 'BAD_UPSTREAM_RESPONSE',
      message: 'The CMS answered with invalid JSON',
    });
  });

  it('answers 502 when the upstream sends JSON that is not an envelope', async () => {
    bff.upstream.script('article/detail', () => ({ json: ['not', 'an', 'envelope'] }));
    const response = await bff.http.get(detail).query({ id: '1' });
    expect(response.status).toBe(502);
    expect((response.body as ErrorBody).error.code).toBe('BAD_UPSTREAM_RESPONSE');
  });

  it('answers 502 with a clear message when the data has the wrong shape', async () => {
    bff.upstream.script('share/sharesMessage', () => ({ json: { code: 200, data: 'var hq_str_sh609117="broken";' } }));
    const response = await bff.http.get(endpointUrl('sharesMessage'));
    expect(response.status).toBe(502);
    expect((response.body as ErrorBody).error).toEqual({
      status: 502,
      code: 'BAD_UPSTREAM_RESPONSE',
      message: 'The CMS answer has an unexpected shape: share text: sh609117 has too few fields',
    });
  });

  it('answers 404 when the upstream has no such item', async () => {
    bff.upstream.script('article/detail', () => ({ json: { code: 200, msg: 'ok', data: null } }));
    const response = await bff.http.get(detail).query({ id: '999' });
    expect(response.status).toBe(404);
    expect((response.body as ErrorBody).error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers an empty folder with 200 and an empty canonical list', async () => {
    bff.upstream.script('article/findArticleList', () => ({
      json: { code: 200, data: { articleLists: [], countPage: 0, countSize: 0 } },
    }));
    const response = await bff.http.get(endpointUrl('findArticleList')).query({ folderId: '3' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ articleLists: [], countPage: 0, countSize: 0, nowPage: 1, pageSize: 10 });
  });

  it('never shows a stack trace or the upstream body in a 5xx answer', async () => {
    bff.upstream.script('article/detail', () => ({ status: 500, raw: 'at Object.<anonymous> (/srv/cms/app.js:10:5)' }));
    const response = await bff.http.get(detail).query({ id: '1' });
    expect(response.status).toBe(502);
    expect(response.text).not.toContain('/srv/cms');
    expect(response.text).not.toMatch(/\bat \w+/);
  });

  it('marks error answers as not cacheable', async () => {
    bff.upstream.script('article/detail', () => ({ json: { code: 500, msg: 'down' } }));
    const response = await bff.http.get(detail).query({ id: '1' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('an unreachable upstream', () => {
  it('answers 502 UPSTREAM_UNAVAILABLE', async () => {
    const app = buildApp(testConfig(`http://127.0.0.1:${await closedPort()}`));
    try {
      await listenOnLoopback(app);
      const response = await httpClient(app).get(detail).query({ id: '1' });
      expect(response.status).toBe(502);
      expect(response.body).toEqual({
        error: { status: 502, code: 'UPSTREAM_UNAVAILABLE', message: 'The CMS cannot be reached' },
      });
    } finally {
      await app.close();
    }
  });
});
