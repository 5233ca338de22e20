/**
 * The built site behind the edge: API answers are kept at the edge (a second request is a hit, and one
 * past its freshness is served from grace while the BFF is down); requests with Authorization or a private
 * cookie pass to the BFF each time.
 */
import { describe, expect, it } from 'vitest';
import { useEdgeSite } from './edgeSite.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('API answers and private requests at the edge', () => {
  // Answers are fresh for three seconds, so that a test can see one go stale. (Not one: the edge keeps an
  // answer max-age less its Age, which a busy machine can make a whole second before it is sent, and an
  // answer with nothing left to keep is not kept.)
  const site = useEdgeSite({ settings: { CACHE_TTL_MS: '3000' } });

  const seenByBff = (url: string) => site().bffRequests.filter((r) => r.url === url);

  it('answers a second request for an API answer from the edge', async () => {
    const first = await site().get('/cms/api/folder/list?flag=zh');
    const second = await site().get('/cms/api/folder/list?flag=zh');
    expect([first.status, first.headers['x-cache']]).toEqual([200, 'MISS']);
    expect([second.status, second.headers['x-cache'], second.body]).toEqual([200, 'HIT', first.body]);
    expect(seenByBff('/cms/api/folder/list?flag=zh')).toHaveLength(1);
  });

  it('passes every request with Authorization to the BFF, with it', async () => {
    const caches: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await site().get('/cms/api/folder/list?flag=en', {
        headers: { authorization: 'Bearer editor-token', cookie: '_ga=GA1.1.1.1' },
      });
      expect(answer.status).toBe(200);
      caches.push(answer.headers['x-cache'] ?? '');
    }
    expect(caches).toEqual(['MISS', 'MISS', 'MISS']);
    const seen = seenByBff('/cms/api/folder/list?flag=en');
    expect(seen.map((r) => r.authorization)).toEqual([
      'Bearer editor-token',
      'Bearer editor-token',
      'Bearer editor-token',
    ]);
    expect(seen.map((r) => r.cookie)).toEqual([undefined, undefined, undefined]);
  });

  it('passes every request with a private cookie to the BFF, with it and the locale cookie alone', async () => {
    const cookie = '_ga=GA1.1.1.1; session=editor-session; Hm_lvt_abc=1; locale=en';
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await site().get('/articledetail/1001', { headers: { cookie } }));
    expect(answers.map((a) => a.headers['x-cache'])).toEqual(['MISS', 'MISS', 'MISS']);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(seenByBff('/articledetail/1001').map((r) => r.cookie)).toEqual([
      'session=editor-session; locale=en',
      'session=editor-session; locale=en',
      'session=editor-session; locale=en',
    ]);
  });

  it('answers from grace once the BFF is stopped and the answer is past its freshness', async () => {
    const fresh = await site().get('/cms/api/site/fastTrack');
    expect(fresh.status).toBe(200);
    await site().stopBff();
    await sleep(3300);
    const stale = await site().get('/cms/api/site/fastTrack');
    expect([stale.status, stale.headers['x-cache'], stale.body]).toEqual([200, 'HIT-STALE', fresh.body]);
  });
});
