import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../server/demo-cms/htmlText.js';

describe('htmlToText', () => {
  it('drops tags and keeps the words apart', () => {
    expect(htmlToText('<h3>Key</h3><p>figures <strong>here</strong></p>')).toBe('Key figures here');
  });

  it('decodes common entities', () => {
    expect(htmlToText('R&amp;D&nbsp;centre &#x4e59;&#28911;')).toBe('R&D centre 乙烯');
  });

  it('leaves an entity it cannot decode as it is', () => {
    expect(htmlToText('&#99999999; &bogus;')).toBe('&#99999999; &bogus;');
  });
});
