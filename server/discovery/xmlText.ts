/**
 * Characters XML 1.0 cannot carry (the `Char` production: C0 controls but tab, line feed and carriage
 * return; lone surrogates; U+FFFE and U+FFFF), and the C1 controls it discourages. With the `u` flag a lone
 * surrogate is one code point outside the allowed ranges, so it is matched too.
 */
const NOT_XML_TEXT = /[^\t\n\r\u0020-\u007E\u0085\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * CMS text made fit for an XML document: characters XML cannot hold dropped, white space collapsed. The
 * builder escapes markup (`<`, `&`, `]]>`); this removes what no escaping can represent.
 */
export function xmlText(value: string | null | undefined): string {
  return (value ?? '').replace(NOT_XML_TEXT, '').replace(/\s+/g, ' ').trim();
}

/** The text cut to at most `max` code points (never inside a surrogate pair), with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  const points = Array.from(text);
  if (points.length <= max) return text;
  return `${points
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
