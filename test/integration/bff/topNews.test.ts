import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../../shared/api/article.js';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { useBff } from '../../helpers/bffHarness.js';

const bff = useBff();

const topNews = endpointUrl('stickArticle');

describe('the top news call (article/stickArticle)', () => {
  it('passes the flag to the CMS as a form-encoded POST', async () => {
    const response = await bff().http.get(topNews).query({ flag: 'en' });
    expect(response.status).toBe(200);
    const call = bff().upstream.calls.find((c) => c.path.endsWith('/article/stickArticle'));
    expect(call?.method).toBe('POST');
    expect(call?.params).toMatchObject({ flag: 'en' });
  });

  it('rejects a flag other than zh or en', async () => {
    const response = await bff().http.get(topNews).query({ flag: 'fr' });
    expect(response.status).toBe(400);
    expect(bff().upstream.callsTo('article/stickArticle')).toBe(0);
  });

  it('answers the canonical article list, its text fields without markup and its links made safe', async () => {
    bff().upstream.script('article/stickArticle', () => ({
      json: {
        code: 200,
        data: [
          {
            id: 41,
            title: '<b>Top</b> story<script>steal()</script>',
            summary: '<i>Pinned</i> summary',
            breviary: 'javascript:alert(1)',
            publishTime: '2026-11-16 09:00:00',
          },
        ],
      },
    }));
    const [article] = (await bff().http.get(topNews).query({ flag: 'zh' })).body as ArticleSummary[];
    expect(article?.id).toBe(41);
    expect(article?.title).toBe('Top story');
    expect(article?.summary).toBe('Pinned summary');
    expect(article?.breviary).toBeNull();
    expect(article?.publishTime).toBe('2026-11-16 09:00:00');
  });

  it('is cached per language', async () => {
    await bff().http.get(topNews).query({ flag: 'zh' });
    const again = await bff().http.get(topNews).query({ flag: 'zh' });
    const other = await bff().http.get(topNews).query({ flag: 'en' });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(other.headers['x-cache']).toBe('MISS');
  });
});
