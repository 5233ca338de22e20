import { describe, expect, it } from 'vitest';
import { createFieldCleaner } from '../../../../server/sanitize/fieldCleaner.js';
import { HOSTILE_HTML } from './hostileHtmlCorpus.js';

const UPSTREAM = 'http://cms.internal:8081';
const cleaner = createFieldCleaner(UPSTREAM);

describe('the HTML field cleaner on article content', () => {
  it('keeps headings, lists, emphasis, quotes, tables and breaks', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Minor</h4><ul><li>One</li></ul><ol start="3"><li>Three</li></ol>' +
      '<p><strong>S</strong><em>E</em><b>B</b><i>I</i><u>U</u><br></p><blockquote>Quote</blockquote>' +
      '<table><caption>Figures</caption><thead><tr><th colspan="2">Head</th></tr></thead><tbody><tr><td rowspan="2">Cell</td></tr></tbody></table>';
    expect(cleaner.html(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('turns h1 into h2 so the page keeps one main heading', () => {
    expect(cleaner.html('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });

  it('gives every link rel="noopener noreferrer"', () => {
    expect(cleaner.html('<a href="https://example.com/a" target="_blank">Out</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://example.com/a" target="_blank">Out</a>',
    );
  });

  it('keeps mailto:, tel: and in-page anchors in article links', () => {
    const output = cleaner.html(
      '<a href="mailto:ir@example.com">Mail</a><a href="tel:+86-10-0000">Call</a><a href="#part-2">Part 2</a>',
    );
    expect(output).toContain('href="mailto:ir@example.com"');
    expect(output).toContain('href="tel:+86-10-0000"');
    expect(output).toContain('href="#part-2"');
  });

  it('keeps images with their size, alt text and lazy loading, and data:image sources', () => {
    const output = cleaner.html('<img src="data:image/png;base64,iVBORw0KGgo=" alt="Dot" width="120" height="80">');
    expect(output).toBe(
      '<img alt="Dot" width="120" height="80" loading="lazy" decoding="async" src="data:image/png;base64,iVBORw0KGgo=" />',
    );
  });

  it('drops image sizes that are not numbers', () => {
    expect(cleaner.html('<img src="/a.png" width="100px;background:red" height="50">')).not.toContain('width');
  });

  it('makes URLs on the CMS origin site-relative', () => {
    const output = cleaner.html(
      `<a href="${UPSTREAM}/cms/files/report.pdf">PDF</a><img src="${UPSTREAM}/cms/files/a.png">`,
    );
    expect(output).toContain('href="/cms/files/report.pdf"');
    expect(output).toContain('src="/cms/files/a.png"');
    expect(output).not.toContain('cms.internal');
  });
});

describe('the text field cleaner', () => {
  it('removes all markup and decodes entities', () => {
    expect(cleaner.text('<b>R&amp;D</b> &lt;centre&gt; &quot;new&quot; &#x4E2D;&#25991;')).toBe(
      'R&D <centre> "new" 中文',
    );
  });

  it('drops the content of scripts and styles', () => {
    expect(cleaner.text('Name<script>alert(1)</script><style>p{}</style>')).toBe('Name');
  });

  it('separates the words of block elements', () => {
    expect(cleaner.text('<p>First.</p><p>Second.</p>Line<br>break')).toBe('First. Second. Line break');
  });

  it('keeps escaped markup as literal text for the client to show as text', () => {
    expect(cleaner.text('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  it('does not decode twice', () => {
    expect(cleaner.text('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it.each([
    ['two spaces', 'Annual  report', 'Annual report'],
    ['a tab', 'Annual\treport', 'Annual report'],
    ['a line break', 'Annual\r\nreport', 'Annual report'],
    ['a no-break space', 'Annual\u00a0report', 'Annual report'],
    ['an ideographic space', '年度\u3000报告', '年度 报告'],
    ['spaces at the ends', '  Annual report \n', 'Annual report'],
  ])('folds %s into one space', (_name, input, expected) => {
    expect(cleaner.text(input)).toBe(expected);
    expect(cleaner.text(`<b>${input}</b>`)).toBe(expected);
  });

  it('keeps text with single spaces as it is', () => {
    expect(cleaner.text('Hengchuan opens its new plant in Ningbo')).toBe('Hengchuan opens its new plant in Ningbo');
    expect(cleaner.text('衡川化学 2026 年度报告')).toBe('衡川化学 2026 年度报告');
  });
});

describe('the headings of a rich-text field', () => {
  it('start at h2: the CMS writes h3 under the page’s h1', () => {
    expect(cleaner.html('<h3>概况</h3><p>正文</p><h3>业务</h3><ul><li>一</li></ul>')).toBe(
      '<h2>概况</h2><p>正文</p><h2>业务</h2><ul><li>一</li></ul>',
    );
  });

  it('skip no level going down', () => {
    expect(cleaner.html('<h2>A</h2><h4>B</h4><h3>C</h3><h5>D</h5>')).toBe('<h2>A</h2><h3>B</h3><h3>C</h3><h4>D</h4>');
  });

  it('move an h1 below the page’s own and keep the levels under it', () => {
    expect(cleaner.html('<h1>Top</h1><h3>Sub</h3><h1>Next</h1>')).toBe('<h2>Top</h2><h3>Sub</h3><h2>Next</h2>');
  });

  it('stop at h6 when six levels are used', () => {
    const input = [1, 2, 3, 4, 5, 6].map((level) => `<h${level}>${level}</h${level}>`).join('');
    expect(cleaner.html(input)).toBe('<h2>1</h2><h3>2</h3><h4>3</h4><h5>4</h5><h6>5</h6><h6>6</h6>');
  });

  it('are left as they are when they already start at h2 without a skip, and there are none to count otherwise', () => {
    expect(cleaner.html('<h2>A</h2><h3>B</h3><h2>C</h2>')).toBe('<h2>A</h2><h3>B</h3><h2>C</h2>');
    expect(cleaner.html('<p>No <b>headings</b></p>')).toBe('<p>No <b>headings</b></p>');
  });

  it('are counted in each field on its own', () => {
    expect(cleaner.html('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>');
    expect(cleaner.html('<h4>C</h4>')).toBe('<h2>C</h2>');
    expect(cleaner.html('<h3>D</h3><h4>E</h4>')).toBe('<h2>D</h2><h3>E</h3>');
  });

  it('keep what the policy keeps of them, and lose what it drops', () => {
    expect(cleaner.html('<h3 id="x" onclick="steal()" style="color:red">A <em>b</em></h3>')).toBe(
      '<h2>A <em>b</em></h2>',
    );
  });

  it('leave out headings inside dropped content, which the page never shows', () => {
    expect(cleaner.html('<svg><h1>Hidden</h1></svg><h4>Shown</h4><h5>Under</h5>')).toBe('<h2>Shown</h2><h3>Under</h3>');
  });

  it('change nothing else: the second pass over sanitised HTML gives it back as it was', () => {
    const content =
      '<h3>Links</h3><p><a href="https://example.com/a?x=1&amp;y=2" target="_blank">Out</a> &amp; &lt;tag&gt; ' +
      `"quoted" <a href="${UPSTREAM}/cms/files/report.pdf">PDF</a></p>` +
      '<h4>Pictures</h4><p><img src="data:image/png;base64,iVBORw0KGgo=" alt="A &quot;dot&quot;" width="12"><br></p>' +
      '<table><tr><th colspan="2" scope="col">H</th></tr><tr><td rowspan="2">C</td></tr></table>';
    const expected = cleaner.html(
      content.replace('<h3>', '<h2>').replace('</h3>', '</h2>').replace('<h4>', '<h3>').replace('</h4>', '</h3>'),
    );
    expect(cleaner.html(content)).toBe(expected);
    for (const { input } of HOSTILE_HTML) {
      const withHeading = cleaner.html(`<h3>T</h3>${input}`);
      expect(withHeading.startsWith('<h2>T</h2>')).toBe(true);
      expect(withHeading.slice('<h2>T</h2>'.length)).toBe(cleaner.html(input));
    }
  });
});
