import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { expect } from 'vitest';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
export const ATOM_NS = 'http://www.w3.org/2005/Atom';

/** Every character of an XML 1.0 document must match the `Char` production. */
const XML_CHARS = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
/** W3C datetime with seconds and an explicit offset (the form the sitemaps write). */
export const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;
/** RFC 822 date as RSS 2.0 wants it, at Beijing's offset (four-digit years, as RSS profiles advise). */
export const RFC822_DATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} \+0800$/;

/** Parses a document strictly: any error of the parser, or a character XML cannot hold, fails the test. */
export function parseXml(text: string): Document {
  expect(XML_CHARS.test(text), 'every character is an XML 1.0 character').toBe(true);
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const problems: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') problems.push(`${level}: ${message}`);
    },
  }).parseFromString(text, 'text/xml');
  expect(problems).toEqual([]);
  return doc;
}

/** Child elements of `parent` with a namespace and local name. */
export function children(parent: Element | Document, ns: string | null, name: string): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node !== null; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE) {
      const element = node as Element;
      if (element.namespaceURI === ns && element.localName === name) out.push(element);
    }
  }
  return out;
}

export function child(parent: Element | Document, ns: string | null, name: string): Element {
  const [found, ...more] = children(parent, ns, name);
  expect(found, `one <${name}>`).toBeDefined();
  expect(more, `only one <${name}>`).toEqual([]);
  return found as Element;
}

export function textOf(parent: Element, ns: string | null, name: string): string {
  return child(parent, ns, name).textContent ?? '';
}

export function optionalText(parent: Element, ns: string | null, name: string): string | null {
  const [found] = children(parent, ns, name);
  return found === undefined ? null : (found.textContent ?? '');
}

/** An absolute http(s) URL on `origin`; returns its path and query. */
export function onOrigin(url: string, origin: string): string {
  const parsed = new URL(url);
  expect(parsed.origin, url).toBe(origin);
  expect(url.startsWith(`${origin}/`), url).toBe(true);
  return url.slice(origin.length);
}

export interface ParsedUrl {
  loc: string;
  lastmod: string | null;
  alternates: Map<string, string>;
}

/** The `<url>` entries of a `<urlset>` in the sitemap namespace. */
export function parseUrlset(text: string): ParsedUrl[] {
  const doc = parseXml(text);
  const root = doc.documentElement as Element;
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  expect(root.localName).toBe('urlset');
  return children(root, SITEMAP_NS, 'url').map((url) => {
    const alternates = new Map<string, string>();
    for (const link of children(url, XHTML_NS, 'link')) {
      expect(link.getAttribute('rel')).toBe('alternate');
      const hreflang = link.getAttribute('hreflang') ?? '';
      expect(alternates.has(hreflang), `one alternate per language in ${textOf(url, SITEMAP_NS, 'loc')}`).toBe(false);
      alternates.set(hreflang, link.getAttribute('href') ?? '');
    }
    return { loc: textOf(url, SITEMAP_NS, 'loc'), lastmod: optionalText(url, SITEMAP_NS, 'lastmod'), alternates };
  });
}

/** The `<sitemap>` entries of a `<sitemapindex>`. */
export function parseSitemapIndex(text: string): { loc: string; lastmod: string | null }[] {
  const doc = parseXml(text);
  const root = doc.documentElement as Element;
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  expect(root.localName).toBe('sitemapindex');
  return children(root, SITEMAP_NS, 'sitemap').map((s) => ({
    loc: textOf(s, SITEMAP_NS, 'loc'),
    lastmod: optionalText(s, SITEMAP_NS, 'lastmod'),
  }));
}

export interface ParsedItem {
  title: string;
  link: string;
  guid: string;
  guidIsPermaLink: string | null;
  pubDate: string | null;
  description: string | null;
}

export interface ParsedFeed {
  title: string;
  link: string;
  description: string;
  language: string;
  self: string;
  items: ParsedItem[];
}

/** An RSS 2.0 document: `<rss version="2.0">`, one channel with its required elements, its items. */
export function parseRss(text: string): ParsedFeed {
  const doc = parseXml(text);
  const root = doc.documentElement as Element;
  expect(root.namespaceURI).toBe(null);
  expect(root.localName).toBe('rss');
  expect(root.getAttribute('version')).toBe('2.0');
  const channel = child(root, null, 'channel');
  const self = child(channel, ATOM_NS, 'link');
  expect(self.getAttribute('rel')).toBe('self');
  expect(self.getAttribute('type')).toBe('application/rss+xml');
  return {
    title: textOf(channel, null, 'title'),
    link: textOf(channel, null, 'link'),
    description: textOf(channel, null, 'description'),
    language: textOf(channel, null, 'language'),
    self: self.getAttribute('href') ?? '',
    items: children(channel, null, 'item').map((item) => {
      const guid = child(item, null, 'guid');
      return {
        title: textOf(item, null, 'title'),
        link: textOf(item, null, 'link'),
        guid: guid.textContent ?? '',
        guidIsPermaLink: guid.getAttribute('isPermaLink'),
        pubDate: optionalText(item, null, 'pubDate'),
        description: optionalText(item, null, 'description'),
      };
    }),
  };
}
