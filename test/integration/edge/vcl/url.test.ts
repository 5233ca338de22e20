/**
 * One object per page whatever way its URL is written: the query sorted, campaign tags dropped, the host
 * name's case ignored; `lang` and every other parameter kept.
 */
import { describe, expect, it } from 'vitest';
import { pageCacheControl, useScriptedEdge } from './scriptedEdge.js';

describe("the edge's URL", () => {
  const edge = useScriptedEdge();

  function page(path: string): void {
    edge().origin.on(path, (request) => ({
      headers: { 'cache-control': pageCacheControl(60, 60) },
      body: request.url,
    }));
  }

  it('sorts the query and drops campaign tags before the BFF sees it', async () => {
    page('/articlesearch');
    const answer = await edge().get(
      '/articlesearch?utm_source=newsletter&nowPage=2&inputValue=%E5%B7%A5%E7%A8%8B&lang=en&gclid=abc&fbclid=x&utm_medium=email',
    );
    expect(answer.body).toBe('/articlesearch?inputValue=%E5%B7%A5%E7%A8%8B&lang=en&nowPage=2');
  });

  it('answers the same page written another way from the same object', async () => {
    page('/ztzldetail');
    await edge().get('/ztzldetail?lang=en&fdId=41');
    for (const url of ['/ztzldetail?fdId=41&lang=en', '/ztzldetail?fdId=41&utm_campaign=spring&lang=en']) {
      expect((await edge().get(url)).headers['x-cache'], url).toBe('HIT');
    }
    const other = await edge().get('/ztzldetail?fdId=41');
    expect(other.headers['x-cache']).toBe('MISS');
    expect(
      edge()
        .origin.requestsTo('/ztzldetail')
        .map((r) => r.url),
    ).toEqual(['/ztzldetail?fdId=41&lang=en', '/ztzldetail?fdId=41']);
  });

  it('drops a query left empty once the campaign tags are gone', async () => {
    page('/leaders');
    const answer = await edge().get('/leaders?utm_source=x');
    expect(answer.body).toBe('/leaders');
  });

  it('ignores the case of the host name', async () => {
    page('/cncec');
    await edge().get('/cncec', { headers: { host: 'WWW.Example.COM' } });
    const again = await edge().get('/cncec', { headers: { host: 'www.example.com' } });
    expect(again.headers['x-cache']).toBe('HIT');
  });
});
