import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { FIRST_MESSAGES } from '../src/i18n/firstMessages';

/** A UI message file, whole or one of its two parts (`?first`, `?later`). */
const MESSAGE_FILE = /[\\/]src[\\/]i18n[\\/][a-z]{2}\.json(?:\?(first|later))?$/;

const FIRST = new Set<string>(FIRST_MESSAGES);

/**
 * Parses the UI message files at build time, so the browser gets ready message trees and the message
 * parser stays out of the bundle (the app aliases it to its no-parser build). A file imported with
 * `?first` gives only the messages of `FIRST_MESSAGES`, with `?later` all the others.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const match = MESSAGE_FILE.exec(id);
      if (!match) return null;
      const part = match[1];
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => part === undefined || FIRST.has(key) === (part === 'first'))
          .map(([key, text]) => [key, parse(text)]),
      );
      // A part is no JSON file to the bundler (its id has a query): it is given as a module.
      if (part !== undefined)
        return { code: `export default ${JSON.stringify(compiled)};`, map: null, moduleType: 'js' };
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
