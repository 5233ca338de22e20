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

/** The resource hints React writes at the start of a render (preloads of the pictures it draws first). */
const LEADING_HINTS = /^(?:<link [^>]*\/?>)+/;

/**
 * The whole document of a rendered page. React's resource hints move from the start of the markup to the
 * head, where the browser acts on them at once (and where the browser's React keeps its own).
 */
export function fillTemplate(
  template: DocumentTemplate,
  page: { lang: string; headTags: string; html: string; stateJson: string },
): string {
  const hints = LEADING_HINTS.exec(page.html)?.[0] ?? '';
  return (
    template.beforeLang +
    page.lang +
    template.beforeHead +
    page.headTags +
    hints +
    template.beforeRoot +
    `<div id="root">${page.html.slice(hints.length)}</div>` +
    `<script type="application/json" id="${STATE_ELEMENT_ID}">${page.stateJson}</script>` +
    template.afterRoot
  );
}
