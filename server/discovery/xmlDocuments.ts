import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
export const ATOM_NS = 'http://www.w3.org/2005/Atom';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** Elements built between two yields to the event loop: a large sitemap never blocks it for long. */
const ELEMENTS_PER_SLICE = 1000;

export interface SitemapUrl {
  loc: string;
  /** W3C datetime. */
  lastmod: string | null;
  /** hreflang → absolute URL, itself included; empty for single-language pages. */
  alternates: readonly (readonly [string, string])[];
}

export interface SitemapRef {
  loc: string;
  lastmod: string | null;
}

/**
 * A new document. The builder (with the DOM it implements) is loaded on the first sitemap or feed asked
 * for: a process that serves only pages and API answers does not hold its code.
 */
async function newDocument(): Promise<XMLBuilder> {
  const { create } = await import('xmlbuilder2');
  return create({ version: '1.0', encoding: 'UTF-8' });
}

function serialise(doc: XMLBuilder): string {
  return doc.end({ prettyPrint: false });
}

/** A `<urlset>` (sitemap protocol 0.9) with `xhtml:link` alternates where a page has them. */
export async function urlsetXml(urls: readonly SitemapUrl[]): Promise<string> {
  const doc = await newDocument();
  const root = doc.ele(SITEMAP_NS, 'urlset');
  if (urls.some((url) => url.alternates.length > 0)) root.att(XMLNS_NS, 'xmlns:xhtml', XHTML_NS);
  for (let i = 0; i < urls.length; i++) {
    if (i > 0 && i % ELEMENTS_PER_SLICE === 0) await yieldToLoop();
    const url = urls[i] as SitemapUrl;
    const element = root.ele(SITEMAP_NS, 'url');
    element.ele(SITEMAP_NS, 'loc').txt(url.loc);
    if (url.lastmod !== null) element.ele(SITEMAP_NS, 'lastmod').txt(url.lastmod);
    for (const [hreflang, href] of url.alternates) {
      element.ele(XHTML_NS, 'xhtml:link', { rel: 'alternate', hreflang, href });
    }
  }
  return serialise(doc);
}

/** A `<sitemapindex>` naming the sitemap files. */
export async function sitemapIndexXml(sitemaps: readonly SitemapRef[]): Promise<string> {
  const doc = await newDocument();
  const root = doc.ele(SITEMAP_NS, 'sitemapindex');
  for (const sitemap of sitemaps) {
    const element = root.ele(SITEMAP_NS, 'sitemap');
    element.ele(SITEMAP_NS, 'loc').txt(sitemap.loc);
    if (sitemap.lastmod !== null) element.ele(SITEMAP_NS, 'lastmod').txt(sitemap.lastmod);
  }
  return serialise(doc);
}

export interface FeedChannel {
  title: string;
  link: string;
  description: string;
  /** `zh-CN` or `en`. */
  language: string;
  /** The feed's own URL (`atom:link rel="self"`). */
  self: string;
  /** Minutes a reader may keep the feed. */
  ttlMinutes: number;
}

export interface FeedItem {
  title: string;
  link: string;
  /** RFC 822. */
  pubDate: string | null;
  description: string | null;
}

/** An RSS 2.0 document; every text is the caller's plain text, escaped by the builder. */
export async function rssXml(channel: FeedChannel, items: readonly FeedItem[]): Promise<string> {
  const doc = await newDocument();
  const rss = doc.ele('rss', { version: '2.0' }).att(XMLNS_NS, 'xmlns:atom', ATOM_NS);
  const ch = rss.ele('channel');
  ch.ele('title').txt(channel.title);
  ch.ele('link').txt(channel.link);
  ch.ele('description').txt(channel.description);
  ch.ele('language').txt(channel.language);
  ch.ele(ATOM_NS, 'atom:link', { href: channel.self, rel: 'self', type: 'application/rss+xml' });
  ch.ele('ttl').txt(String(channel.ttlMinutes));
  for (const item of items) {
    const element = ch.ele('item');
    element.ele('title').txt(item.title);
    element.ele('link').txt(item.link);
    element.ele('guid', { isPermaLink: 'true' }).txt(item.link);
    if (item.pubDate !== null) element.ele('pubDate').txt(item.pubDate);
    if (item.description !== null) element.ele('description').txt(item.description);
  }
  return serialise(doc);
}
