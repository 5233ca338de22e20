/**
 * Search-term highlighting as data: the text split into plain parts and matching parts, so the page
 * wraps matches in `<mark>` elements and never builds HTML from the text.
 */
export interface TextPart {
  text: string;
  match: boolean;
}

const SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * The terms to mark for a query: the whole query and, when it has several words, each word, longest
 * first (so a longer term wins over a shorter one starting at the same place).
 */
export function highlightTerms(query: string): string[] {
  const whole = query.trim().replace(/\s+/g, ' ');
  if (whole === '') return [];
  const terms = new Set([whole, ...whole.split(' ')]);
  return [...terms].sort((a, b) => b.length - a.length);
}

/** `text` split into parts, each part marked when it matches a term of `query`, ignoring case. */
export function highlightParts(text: string, query: string): TextPart[] {
  if (text === '') return [];
  const terms = highlightTerms(query);
  if (terms.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(terms.map((t) => t.replace(SPECIAL, '\\$&')).join('|'), 'giu');
  const parts: TextPart[] = [];
  let from = 0;
  for (const found of text.matchAll(pattern)) {
    const at = found.index;
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: found[0], match: true });
    from = at + found[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
