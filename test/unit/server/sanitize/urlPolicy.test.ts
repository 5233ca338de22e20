import { describe, expect, it } from 'vitest';
import { createUrlPolicy } from '../../../../server/sanitize/urlPolicy.js';

const urls = createUrlPolicy('http://cms.internal:8081');

describe('link fields', () => {
  it.each([
    ['/columndetail/gsjj', '/columndetail/gsjj'],
    ['  /index/sy  ', '/index/sy'],
    ['https://partner.example.com/a?b=1', 'https://partner.example.com/a?b=1'],
    ['http://partner.example.com', 'http://partner.example.com/'],
    ['http://cms.internal:8081/cms/files/a.pdf?x=1#p2', '/cms/files/a.pdf?x=1#p2'],
  ])('keeps %j as %j', (input, output) => {
    expect(urls.link(input)).toBe(output);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example',
    'mailto:a@example.com',
    'ftp://files.example.com/',
    'https://user:pw@example.com/',
    'columndetail/gsjj',
    '#top',
    '',
  ])('refuses %j', (input) => {
    expect(urls.link(input)).toBeNull();
  });
});

describe('image fields', () => {
  it('allows data:image URLs', () => {
    expect(urls.image('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(urls.image('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('refuses other data URLs and script URLs', () => {
    expect(urls.image('data:text/html;base64,AAAA')).toBeNull();
    expect(urls.image('javascript:alert(1)')).toBeNull();
  });
});

describe('links inside article HTML', () => {
  it('also allow mailto:, tel: and in-page anchors', () => {
    expect(urls.htmlHref('mailto:ir@example.com')).toBe('mailto:ir@example.com');
    expect(urls.htmlHref('tel:+86-10-1234')).toBe('tel:+86-10-1234');
    expect(urls.htmlHref('#section-2')).toBe('#section-2');
    expect(urls.htmlHref('javascript:alert(1)')).toBeNull();
  });
});
