import type { Locale } from '../../../shared/constants';
import zh from './zh.json';

export type MessageId = keyof typeof zh;
export type Messages = Record<MessageId, string>;

/** The BCP 47 tag for `<html lang>` and for formatting. */
export const LANGUAGE_TAGS: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

/**
 * The UI strings. Chinese, the default language, ships in the shell; English is fetched the first time
 * it is needed, before the switch happens, so no English screen ever shows a missing string. The build
 * turns each message into its parsed form, so the message parser stays out of the browser bundle.
 */
const loaded: Partial<Record<Locale, Messages>> = { zh };

export async function loadMessages(locale: Locale): Promise<Messages> {
  const known = loaded[locale];
  if (known) return known;
  const messages = (await import('./en.json')).default;
  loaded[locale] = messages;
  return messages;
}

/** Messages of a language already loaded; Chinese until the English file has arrived. */
export function messagesFor(locale: Locale): Messages {
  return loaded[locale] ?? zh;
}
