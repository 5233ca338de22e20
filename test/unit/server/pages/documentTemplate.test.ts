import { describe, expect, it } from 'vitest';
import { fillTemplate, parseTemplate } from '../../../../server/pages/documentTemplate.js';

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

  it('refuses an index page without a root element or a language', () => {
    expect(parseTemplate(BUILT.replace('<div id="root"></div>', ''))).toBeNull();
    expect(parseTemplate(BUILT.replace(' lang="zh-CN"', ''))).toBeNull();
  });
});
