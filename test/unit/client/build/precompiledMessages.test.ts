import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { precompiledMessages } from '../../../../client/build/precompiledMessages.js';
import { FIRST_MESSAGES } from '../../../../client/src/i18n/firstMessages.js';

const FILE = '/site/client/src/i18n/zh.json';
const source = JSON.stringify({ [FIRST_MESSAGES[0] ?? '']: '首页', 'pages.more': '共 {count} 条' });

/** The plugin's transform of `id`, as the ids and parsed messages it keeps. */
function transformed(id: string): Record<string, unknown> | null {
  const plugin: Plugin = precompiledMessages();
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  const result = transform(source, id);
  // A whole file stays JSON; a part is a module whose default export is the messages.
  const json = result?.code.replace(/^export default (.*);$/s, '$1');
  return json === undefined ? null : (JSON.parse(json) as Record<string, unknown>);
}

describe('the message files at build time', () => {
  it('are parsed whole when imported plainly', () => {
    expect(Object.keys(transformed(FILE) ?? {})).toEqual([FIRST_MESSAGES[0], 'pages.more']);
    expect(transformed(FILE)?.['pages.more']).toEqual([
      { type: 0, value: '共 ' },
      { type: 1, value: 'count' },
      { type: 0, value: ' 条' },
    ]);
  });

  it("give the first render's messages with ?first and all the others with ?later", () => {
    expect(Object.keys(transformed(`${FILE}?first`) ?? {})).toEqual([FIRST_MESSAGES[0]]);
    expect(Object.keys(transformed(`${FILE}?later`) ?? {})).toEqual(['pages.more']);
  });

  it('leave other files alone', () => {
    expect(transformed('/site/client/src/data.json')).toBeNull();
  });
});
