import { describe, expect, it } from 'vitest';
import { absoluteUrl, beijingIsoDate, structuredData } from '../../../../server/pages/structuredData.js';
import type { PageHeadModel } from '../../../../shared/ssr/renderContract.js';

describe('structured data values', () => {
  it('writes CMS dates, Beijing time, in ISO 8601 with +08:00', () => {
    expect(beijingIsoDate('2026-11-02 09:30:15')).toBe('2026-11-02T09:30:15+08:00');
    expect(beijingIsoDate('2026-11-02 09:30')).toBe('2026-11-02T09:30:00+08:00');
    expect(beijingIsoDate('2026-11-02')).toBe('2026-11-02T00:00:00+08:00');
    expect(beijingIsoDate('yesterday')).toBeNull();
    expect(beijingIsoDate(null)).toBeNull();
  });

  it('makes site-relative links absolute and keeps only http(s) links', () => {
    expect(absoluteUrl('https://www.example.com', '/cms/files/a.png')).toBe('https://www.example.com/cms/files/a.png');
    expect(absoluteUrl('https://www.example.com', 'https://cdn.example.net/a.png')).toBe(
      'https://cdn.example.net/a.png',
    );
    expect(absoluteUrl('https://www.example.com', 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl('https://www.example.com', null)).toBeNull();
  });
});

const HEAD: PageHeadModel = {
  lang: 'zh-CN',
  title: '标题 | 衡川',
  siteName: '衡川',
  homeLabel: '首页',
  description: 'D',
  ogType: 'article',
  image: '/cms/files/a.jpg',
  imageAlt: '标题',
  logo: '/cms/files/logo.svg',
  routeId: 'articledetail',
  breadcrumb: [],
  article: {
    headline: '标题',
    datePublished: '2026-11-02 09:30:00',
    dateModified: '2026-11-03 08:00:00',
    author: '科技部',
    image: '/cms/files/a.jpg',
  },
  organisation: null,
  otherLocaleCodes: [],
  feeds: [],
};

const URLS = {
  origin: 'https://www.example.com',
  canonical: 'https://www.example.com/articledetail/1',
  home: 'https://www.example.com/index/sy',
  stepUrl: (path: string) => `https://www.example.com${path}`,
};

function newsArticle(head: PageHeadModel): Record<string, unknown> {
  const found = structuredData(head, URLS).find((data) => (data as { '@type'?: string })['@type'] === 'NewsArticle');
  if (!found) throw new Error('no NewsArticle');
  return found as Record<string, unknown>;
}

describe("an article page's NewsArticle", () => {
  it("names the CMS's author, the dates published and modified, and the publisher with its logo", () => {
    expect(newsArticle(HEAD)).toMatchObject({
      headline: '标题',
      datePublished: '2026-11-02T09:30:00+08:00',
      dateModified: '2026-11-03T08:00:00+08:00',
      author: { '@type': 'Organization', name: '科技部' },
      publisher: {
        '@type': 'Organization',
        name: '衡川',
        logo: { '@type': 'ImageObject', url: 'https://www.example.com/cms/files/logo.svg' },
      },
      image: ['https://www.example.com/cms/files/a.jpg'],
    });
  });

  it('names the organisation as author when the CMS names none, and leaves out a date it lacks', () => {
    const facts = HEAD.article;
    if (!facts) throw new Error('the head names an article');
    const article = newsArticle({ ...HEAD, article: { ...facts, author: null, dateModified: null } });
    expect(article.author).toEqual({ '@type': 'Organization', name: '衡川', url: 'https://www.example.com/index/sy' });
    expect(article).not.toHaveProperty('dateModified');
  });
});
