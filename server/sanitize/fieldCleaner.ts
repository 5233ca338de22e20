import sanitizeHtml from 'sanitize-html';
import type { FieldCleaner } from '../../shared/normalise/cleaner.js';
import { fieldReader, type FieldReader } from '../../shared/normalise/fields.js';
import { relevelledHeadings } from './headingLevels.js';
import { articleHtmlOptions, plainTextOptions, relevelledHtmlOptions } from './htmlPolicy.js';
import { createUrlPolicy } from './urlPolicy.js';

/**
 * sanitize-html escapes exactly these characters in the text it writes (entities in the input are decoded
 * while parsing), so undoing them gives the decoded text. `&amp;` goes last so `&amp;lt;` stays `&lt;`.
 */
function unescapeSanitizedText(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Characters that make a value more than plain text in HTML, and in a text field. */
const MARKUP = /[<>&]/;
const TEXT_MARKUP = /[<&]/;
/** Whitespace a text field folds: any run of it but a single space. */
const WHITESPACE_TO_FOLD = /\s\s|[^\S ]/;

/**
 * Runs of whitespace as one space, trimmed. Most values have only single spaces, and are returned as
 * they are: a replace would copy every one of them (a quarter of a list miss's allocations).
 */
function foldWhitespace(text: string): string {
  return (WHITESPACE_TO_FOLD.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}

/**
 * The server's field cleaner: the one place where CMS content is made safe. `upstreamOrigin` is the CMS's
 * origin, whose absolute URLs become site-relative.
 */
export function createFieldCleaner(upstreamOrigin: string | null): FieldCleaner {
  const urls = createUrlPolicy(upstreamOrigin);
  // The levels of one field's headings in order, heard while it is sanitised: sanitize-html runs
  // synchronously, so one list serves every call.
  const headingLevels: number[] = [];
  const htmlOptions = articleHtmlOptions(urls, (level) => headingLevels.push(level));
  const textOptions = plainTextOptions();
  /**
   * One rich-text field made safe, its headings re-levelled from h2 down (headingLevels.ts): their new
   * levels are known only once the whole field has been read, so a field whose levels change is passed
   * through the policy a second time, renaming them.
   */
  const cleanHtml = (value: string): string => {
    headingLevels.length = 0;
    const clean = sanitizeHtml(value, htmlOptions);
    const levels = relevelledHeadings(headingLevels);
    return levels === null ? clean : sanitizeHtml(clean, relevelledHtmlOptions(htmlOptions, levels));
  };
  return {
    // Text without markup characters is already safe HTML; most fields are, and parsing them is the
    // bulk of a cache miss's work.
    html: (value) => (MARKUP.test(value) ? cleanHtml(value) : value).trim(),
    text: (value) => {
      if (!TEXT_MARKUP.test(value)) return foldWhitespace(value);
      // Every `<` left in sanitize-html's output opens one of the word-separating tags it kept.
      const stripped = sanitizeHtml(value, textOptions).replace(/<[^>]*>/g, ' ');
      return foldWhitespace(unescapeSanitizedText(stripped));
    },
    link: urls.link,
    image: urls.image,
  };
}

export function createFieldReader(upstreamOrigin: string | null): FieldReader {
  return fieldReader(createFieldCleaner(upstreamOrigin));
}
