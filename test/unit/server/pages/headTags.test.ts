import { describe, expect, it } from 'vitest';
import { headTags, type HeadContext } from '../../../../server/pages/headTags.js';
import type { PageHeadModel } from '../../../../shared/ssr/renderContract.js';

const ORIGIN = 'https://www.example.com';

/** A list page's head: no picture of its own. */
const LIST: PageHeadModel = {
  lang: 'zh-CN',
  title: '集团要闻 | 衡川',
  siteName: '衡川',
  homeLabel: '首页',
  description: 'D',
  ogType: 'website',
  image: null,
  imageAlt: null,
  logo: '/cms/files/logo.svg',
  routeId: 'articlepagelist',
  breadcrumb: [{ name: '集团要闻', path: null }],
  article: null,
  organisation: null,
  otherLocaleCodes: [],
  feeds: [],
};

const ARTICLE: PageHeadModel = {
  ...LIST,
  title: '标题 | 衡川',
  ogType: 'article',
  image: '/cms/files/images/a.jpg',
  imageAlt: '标题',
  routeId: 'articledetail',
  article: {
    headline: '标题',
    datePublished: '2026-11-02 09:30:00',
    dateModified: null,
    author: null,
    image: '/cms/files/images/a.jpg',
  },
};

const context = (path: string): HeadContext => ({ origin: ORIGIN, locale: 'zh', path, canonicalQuery: [] });

/** The content of each `<meta>` of the head, by its property or name. */
function metaOf(tags: string): Map<string, string> {
  return new Map(
    [...tags.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

function jsonLd(tags: string): Record<string, unknown>[] {
  return [...tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

describe("the share card a page's head names", () => {
  it("is the card of the page's own CMS picture, named by the article, with its size and type", () => {
    const meta = metaOf(headTags(ARTICLE, context('/articledetail/1'), false));
    expect(meta.get('og:image')).toBe(`${ORIGIN}/cms/files/images/a.jpg?card=1`);
    expect(meta.get('twitter:image')).toBe(`${ORIGIN}/cms/files/images/a.jpg?card=1`);
    expect([meta.get('og:image:width'), meta.get('og:image:height'), meta.get('og:image:type')]).toEqual([
      '1200',
      '630',
      'image/jpeg',
    ]);
    expect([meta.get('og:image:alt'), meta.get('twitter:image:alt')]).toEqual(['标题', '标题']);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
  });

  it("is the card of the site's default picture, named by the site, for a page without a picture", () => {
    const meta = metaOf(headTags(LIST, context('/articlepagelist/jtyw'), false));
    expect(meta.get('og:image')).toBe(`${ORIGIN}/cms/files/social/default.jpg?card=1`);
    expect(meta.get('twitter:image')).toBe(`${ORIGIN}/cms/files/social/default.jpg?card=1`);
    expect([meta.get('og:image:width'), meta.get('og:image:height'), meta.get('og:image:type')]).toEqual([
      '1200',
      '630',
      'image/jpeg',
    ]);
    expect([meta.get('og:image:alt'), meta.get('twitter:image:alt')]).toEqual(['衡川', '衡川']);
  });

  it.each(['/cms/files/images/chart.svg', 'https://cdn.example.net/a.jpg'])(
    "is the site's card for a page whose own picture (%s) gets no card",
    (image) => {
      const meta = metaOf(headTags({ ...ARTICLE, image }, context('/articledetail/1'), false));
      expect(meta.get('og:image')).toBe(`${ORIGIN}/cms/files/social/default.jpg?card=1`);
      expect(meta.get('og:image:alt')).toBe('衡川');
    },
  );

  it('is never the logo', () => {
    const tags = headTags({ ...LIST, organisation: { telephone: null, address: null } }, context('/index/sy'), false);
    expect(metaOf(tags).get('og:image')).not.toContain('logo');
  });
});

describe('the structured data beside the card', () => {
  it("keeps the article's own picture and the publisher's logo", () => {
    const article = jsonLd(headTags(ARTICLE, context('/articledetail/1'), false)).find(
      (data) => data['@type'] === 'NewsArticle',
    );
    expect(article).toMatchObject({
      image: [`${ORIGIN}/cms/files/images/a.jpg`],
      publisher: { logo: { '@type': 'ImageObject', url: `${ORIGIN}/cms/files/logo.svg` } },
    });
  });

  it('keeps the logo as the Organization logo on the home page', () => {
    const home = { ...LIST, routeId: 'homeIndex', breadcrumb: [], organisation: { telephone: null, address: null } };
    const organisation = jsonLd(headTags(home, context('/index/sy'), false)).find(
      (data) => data['@type'] === 'Organization',
    );
    expect(organisation?.logo).toBe(`${ORIGIN}/cms/files/logo.svg`);
  });
});

describe('the feeds a head announces', () => {
  it('names each by its own title, so a reader can tell them apart', () => {
    const home: PageHeadModel = {
      ...LIST,
      lang: 'en',
      routeId: 'homeIndex',
      feeds: [
        { path: '/feeds/ejtyw.xml', title: 'Group News | Hengchuan & Co.' },
        { path: '/feeds/etpxw.xml', title: 'Picture News | Hengchuan & Co.' },
      ],
    };
    const tags = headTags(home, { ...context('/index/sy'), locale: 'en' }, false);
    const feeds = [...tags.matchAll(/<link rel="alternate" type="application\/rss\+xml"([^>]*)>/g)].map((m) => m[1]);
    expect(feeds).toEqual([
      ` title="Group News | Hengchuan &amp; Co." href="${ORIGIN}/feeds/ejtyw.xml"`,
      ` title="Picture News | Hengchuan &amp; Co." href="${ORIGIN}/feeds/etpxw.xml"`,
    ]);
  });
});

describe('the head of a page that does not exist', () => {
  it('names no picture', () => {
    expect(headTags(ARTICLE, context('/articledetail/9'), true)).not.toContain('og:image');
  });
});
