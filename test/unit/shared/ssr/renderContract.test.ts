import { describe, expect, it } from 'vitest';
import { escapeJsonForHtml } from '../../../../shared/ssr/renderContract.js';

describe('JSON inside a script element', () => {
  it('cannot end the element, open a comment or break a line, and still parses to the same value', () => {
    const value = { title: '</script><script>alert(1)</script><!-- & \u2028\u2029 -->' };
    const escaped = escapeJsonForHtml(JSON.stringify(value));
    expect(escaped).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(escaped)).toEqual(value);
  });
});
