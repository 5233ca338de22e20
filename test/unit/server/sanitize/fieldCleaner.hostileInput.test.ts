import { describe, expect, it } from 'vitest';
import { createFieldCleaner } from '../../../../server/sanitize/fieldCleaner.js';
import { HOSTILE_HTML } from './hostileHtmlCorpus.js';

const UPSTREAM = 'http://cms.internal:8081';
const cleaner = createFieldCleaner(UPSTREAM);

describe('the HTML field cleaner against hostile input', () => {
  it.each(HOSTILE_HTML)('removes $name and keeps the harmless content', ({ input, gone, kept }) => {
    const output = cleaner.html(input);
    expect(output).not.toMatch(gone);
    expect(output).toContain(kept);
  });

  it('never lets an element with an event handler through, whatever the corpus', () => {
    for (const { input } of HOSTILE_HTML) expect(cleaner.html(input)).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
