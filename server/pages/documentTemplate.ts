import { STATE_ELEMENT_ID } from '../../shared/ssr/renderContract.js';

const ROOT = '<div id="root"></div>';

/**
 * The built `index.html` cut where a rendered page differs: the `lang` attribute, the head's page tags
 * (the build's own title and description are replaced) and the root's markup with the store after it.
 */
export interface DocumentTemplate {
  beforeLang: string;
  beforeHead: string;
  beforeRoot: string;
  afterRoot: string;
}

/** Cuts a built `index.html`; null when it lacks a part the renderer fills in. */
export function parseTemplate(html: string): DocumentTemplate | null {
  const langAt = html.search(/<html[^>]*\slang="/);
  const headEnd = html.indexOf('</head>');
  const rootAt = html.indexOf(ROOT);
  if (langAt === -1 || headEnd === -1 || rootAt === -1) return null;
  const langValueStart = html.indexOf('lang="', langAt) + 'lang="'.length;
  const langValueEnd = html.indexOf('"', langValueStart);
  const head = html
    .slice(langValueEnd, headEnd)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '');
  return {
    beforeLang: html.slice(0, langValueStart),
    beforeHead: head,
    beforeRoot: html.slice(headEnd, rootAt),
    afterRoot: html.slice(rootAt + ROOT.length),
  };
}

/** A picture the page asks to be fetched first, as the renderer writes it (attribute values escaped). */
const HIGH_PRIORITY_IMAGE = /<img\s[^>]*\bfetchpriority="high"[^>]*>/gi;
const IMAGE_SOURCE = /\ssrc="([^"]+)"/;

/**
 * Preloads, for the head, of the pictures the page marks `fetchpriority="high"` (the home banner's first
 * picture): the browser starts on them with the style sheets and scripts, before it reaches the markup.
 */
export function imagePreloads(html: string): string {
  return [...html.matchAll(HIGH_PRIORITY_IMAGE)]
    .map(([image]) => IMAGE_SOURCE.exec(image)?.[1])
    .filter((source) => source !== undefined)
    .map((source) => `<link rel="preload" as="image" href="${source}" fetchpriority="high">`)
    .join('');
}

/** The whole document of a rendered page. */
export function fillTemplate(
  template: DocumentTemplate,
  page: { lang: string; headTags: string; html: string; stateJson: string },
): string {
  return (
    template.beforeLang +
    page.lang +
    template.beforeHead +
    page.headTags +
    imagePreloads(page.html) +
    template.beforeRoot +
    `<div id="root">${page.html}</div>` +
    `<script type="application/json" id="${STATE_ELEMENT_ID}">${page.stateJson}</script>` +
    template.afterRoot
  );
}
