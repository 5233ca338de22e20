import type { Locale } from '../../../shared/constants';
import type zh from './zh.json';
import zhFirst from './zh.json?first';

export type MessageId = keyof typeof zh;
export type Messages = Record<MessageId, string>;

/** The BCP 47 tag for `<html lang>` and for formatting. */
export const LANGUAGE_TAGS: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

/**
 * The UI strings, parsed at build time (the message parser stays out of the browser bundle). Each
 * language's messages come in two parts (see `FIRST_MESSAGES`): the first render's, Chinese with the
 * entry and English before a switch to it; and the others, with the code that shows them. Each language
 * has one messages object, grown in place as its parts arrive: the IntlProvider is given the same object
 * throughout, so no part of the page the server drew is redrawn when more messages come.
 */
const messages: Record<Locale, Partial<Messages>> = { zh: { ...zhFirst }, en: {} };
const loading = new Map<string, Promise<void>>();

const PARTS = {
  first: { zh: () => Promise.resolve({ default: zhFirst }), en: () => import('./en.json?first') },
  later: { zh: () => import('./zh.json?later'), en: () => import('./en.json?later') },
} as const;

function loadPart(locale: Locale, part: keyof typeof PARTS): Promise<void> {
  const key = `${locale}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = PARTS[part][locale]().then(({ default: loaded }) => {
      Object.assign(messages[locale], loaded);
    });
    loading.set(key, promise);
  }
  return promise;
}

/** The messages of a language's first render (the header, the home page's first screen). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  await loadPart(locale, 'first');
  return messagesFor(locale);
}

/** All messages of a language: before a page other than home, a part loaded later, or a switch to it. */
export async function loadAllMessages(locale: Locale): Promise<Messages> {
  await Promise.all([loadPart(locale, 'first'), loadPart(locale, 'later')]);
  return messagesFor(locale);
}

/**
 * The messages object of a language, as far as it has loaded (typed whole: a part is loaded before any
 * view that uses it renders; a missing one shows as a missing translation in the console).
 */
export function messagesFor(locale: Locale): Messages {
  return messages[locale] as Messages;
}
