import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../../shared/api/article.js';
import type { FastTrackItem } from '../../../shared/api/home.js';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';

let bff: BffHarness;
beforeAll(async () => {
  bff = await startBff();
  bff.upstream.script('article/detail', () => ({
    json: {
      code: 200,
      data: {
        id: 7,
        title: '<b>Annual</b> report &amp; <script>steal()</script>results',
        content: `<p onclick="steal()">Text <img src="${bff.upstream.url}/cms/files/images/a.svg" onerror="x()"></p><script>steal()</script><iframe src="https://evil.example"></iframe>`,
        breviary: 'javascript:alert(1)',
        imageNetUrl: `${bff.upstream.url}/cms/files/images/b.svg`,
        publishTime: '2026-01-05 10:00:00',
      },
    },
  }));
  bff.upstream.script('site/fastTrack', () => ({
    json: {
      code: 200,
      data: [
        { id: 1, fd_Name: 'A', url: 'javascript:alert(1)', enUrl: '//evil.example/x' },
        { id: 2, fd_Name: 'B', url: 'https://partner.example.com/a', enUrl: '/index/sy' },
      ],
    },
  }));
});
afterAll(async () => bff.close());

describe('sanitising CMS content on the way through', () => {
  it('strips scripts, handlers and frames from HTML fields and keeps the text and images', async () => {
    const article = (await bff.http.get(endpointUrl('articleDetail')).query({ id: '7' })).body as Article;
    expect(article.content).not.toMatch(/script|onclick|onerror|iframe|steal/);
    expect(article.content).toContain('<p>Text <img');
    expect(article.content).toContain('src="/cms/files/images/a.svg"');
  });

  it('returns text fields as plain text with entities decoded', async () => {
    const article = (await bff.http.get(endpointUrl('articleDetail')).query({ id: '7' })).body as Article;
    expect(article.title).toBe('Annual report & results');
  });

  it('turns the upstream origin into site-relative URLs and drops script URLs in image fields', async () => {
    const article = (await bff.http.get(endpointUrl('articleDetail')).query({ id: '7' })).body as Article;
    expect(article.imageNetUrl).toBe('/cms/files/images/b.svg');
    expect(article.breviary).toBeNull();
  });

  it('keeps only http, https and site-relative link fields', async () => {
    const items = (await bff.http.get(endpointUrl('fastTrack'))).body as FastTrackItem[];
    expect(items[0]?.url).toBeNull();
    expect(items[0]?.enUrl).toBeNull();
    expect(items[1]?.url).toBe('https://partner.example.com/a');
    expect(items[1]?.enUrl).toBe('/index/sy');
  });
});
