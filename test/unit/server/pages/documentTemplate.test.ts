import { describe, expect, it } from 'vitest';
import { fillTemplate, imagePreloads, parseTemplate } from '../../../../server/pages/documentTemplate.js';

const BUILT =
  '<!doctype html>\n<html lang="zh-CN">\n<head><meta charset="UTF-8" />\n<meta name="description" content="built" />\n' +
  '<title>Built</title>\n<script type="module" src="/assets/a.js"></script></head>\n<body><div id="root"></div></body></html>';

describe('the document template', () => {
  it("fills in the language, the page's head, the markup and the state, dropping the build's title and description", () => {
    const template = parseTemplate(BUILT);
    if (template === null) throw new Error('not parsed');
    const html = fillTemplate(template, {
      lang: 'en',
      headTags: '<title>Page</title>',
      html: '<main>x</main>',
      stateJson: '{}',
    });
    expect(html).toBe(
      '<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8" />\n' +
        '<script type="module" src="/assets/a.js"></script><title>Page</title></head>\n<body><div id="root"><main>x</main></div>' +
        '<script type="application/json" id="app-state">{}</script></body></html>',
    );
  });

  it('preloads from the head the pictures the page marks to be fetched first, and no others', () => {
    const html =
      '<img src="/cms/files/a.svg" alt="x &gt; y" loading="eager" fetchPriority="high"/>' +
      '<img src="/cms/files/b.svg?w=1&amp;h=2" fetchpriority="high" data-src="/nope.svg">' +
      '<img src="/cms/files/c.svg" loading="lazy" fetchPriority="auto"/><img data-src="/d.svg" fetchpriority="high">';
    expect(imagePreloads(html)).toBe(
      '<link rel="preload" as="image" href="/cms/files/a.svg" fetchpriority="high">' +
        '<link rel="preload" as="image" href="/cms/files/b.svg?w=1&amp;h=2" fetchpriority="high">',
    );
    expect(imagePreloads('<main><img src="/a.svg" alt=""></main>')).toBe('');
  });

  it('refuses an index page without a root element or a language', () => {
    expect(parseTemplate(BUILT.replace('<div id="root"></div>', ''))).toBeNull();
    expect(parseTemplate(BUILT.replace(' lang="zh-CN"', ''))).toBeNull();
  });
});
