import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const MESSAGE_FILE = /[\\/]src[\\/]i18n[\\/][a-z]{2}\.json$/;

/**
 * Parses the UI message files at build time, so the browser gets ready message trees and the message
 * parser stays out of the bundle (the app aliases it to its no-parser build).
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!MESSAGE_FILE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
