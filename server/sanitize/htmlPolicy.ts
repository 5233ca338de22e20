import type { IOptions, Attributes, Transformer } from 'sanitize-html';
import { HEADING_TAGS, headingLevel } from './headingLevels.js';
import type { UrlPolicy } from './urlPolicy.js';

/**
 * The allowlist for article HTML: structure, emphasis, links, images and tables, nothing that runs code,
 * loads frames, submits forms or styles the page. No style attribute survives, which also keeps the
 * site's CSP free of `'unsafe-inline'` for styles.
 */
export const ARTICLE_TAGS = [
  'p',
  'br',
  'hr',
  // Every level: a field's headings are re-levelled from h2 down (headingLevels.ts, fieldCleaner.ts).
  ...HEADING_TAGS,
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'div',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** Tags dropped together with everything inside them: code, styles, embedded documents, form widgets. */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'xmp',
];

/** Tags whose end separates words when markup is stripped from a text field. */
export const TEXT_BREAK_TAGS = ['p', 'br', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th'];

const DIMENSION = /^\d{1,4}%?$/;
const SPAN = /^\d{1,3}$/;

/** The attributes without `name` when its value does not match `pattern`. */
function keepIf(attribs: Attributes, name: string, pattern: RegExp): Attributes {
  const value = attribs[name];
  if (value === undefined || pattern.test(value.trim())) return attribs;
  return Object.fromEntries(Object.entries(attribs).filter(([key]) => key !== name));
}

/** Tells `onHeading` the level of each heading the sanitiser keeps, and keeps it as it is. */
function headingWatchers(onHeading: (level: number) => void): Record<string, Transformer> {
  const watch = (tagName: string, attribs: Attributes) => {
    const level = headingLevel(tagName);
    if (level !== null) onHeading(level);
    return { tagName, attribs };
  };
  return Object.fromEntries(HEADING_TAGS.map((tag) => [tag, watch]));
}

/**
 * The article policy; `onHeading` hears the level of every heading kept, in order (sanitize-html calls
 * `transformTags` only for tags outside dropped content, so headings inside a `<script>` or `<svg>` are
 * not heard).
 */
export function articleHtmlOptions(urls: UrlPolicy, onHeading: (level: number) => void = () => {}): IOptions {
  return {
    allowedTags: ARTICLE_TAGS,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      col: ['span'],
      colgroup: ['span'],
      ol: ['start'],
    },
    allowedClasses: {},
    allowedStyles: {},
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowVulnerableTags: false,
    transformTags: {
      ...headingWatchers(onHeading),
      a: (tagName, attribs) => {
        const next: Attributes = { rel: 'noopener noreferrer' };
        const href = attribs.href === undefined ? null : urls.htmlHref(attribs.href);
        if (href !== null) next.href = href;
        if (attribs.title !== undefined) next.title = attribs.title;
        if (attribs.target === '_blank') next.target = '_blank';
        return { tagName, attribs: next };
      },
      img: (tagName, attribs) => {
        const { src: rawSrc, ...rest } = attribs;
        const src = rawSrc === undefined ? null : urls.image(rawSrc);
        const next = keepIf(
          keepIf({ ...rest, loading: 'lazy', decoding: 'async' }, 'width', DIMENSION),
          'height',
          DIMENSION,
        );
        return { tagName, attribs: src === null ? next : { ...next, src } };
      },
      td: spanCell,
      th: spanCell,
    },
    // An image without a usable source is noise.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/**
 * The same policy giving the field's headings their new levels (`levels`, from `relevelledHeadings`), one
 * after the other in document order, for a second pass over the field's sanitised HTML: the policy keeps
 * what it already kept, so only the headings change, their allowed attributes with them. Made for one
 * field: it counts the headings it has renamed.
 */
export function relevelledHtmlOptions(options: IOptions, levels: readonly number[]): IOptions {
  let next = 0;
  const rename = (tagName: string, attribs: Attributes) => {
    const level = levels[next++];
    return { tagName: level === undefined ? tagName : `h${level}`, attribs };
  };
  return {
    ...options,
    transformTags: { ...options.transformTags, ...Object.fromEntries(HEADING_TAGS.map((tag) => [tag, rename])) },
  };
}

function spanCell(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  return { tagName, attribs: keepIf(keepIf(attribs, 'colspan', SPAN), 'rowspan', SPAN) };
}

/** Markup stripped to text: only word-separating tags survive, without attributes, to become spaces. */
export function plainTextOptions(): IOptions {
  return {
    allowedTags: TEXT_BREAK_TAGS,
    allowedAttributes: {},
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
  };
}
