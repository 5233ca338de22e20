/** Minimal SVG writing for the generated artwork: short numbers and attributes keep the files small. */

/** Whole pixels are plenty at these sizes; small values keep one decimal. */
export const n = (v: number): string => String(Math.abs(v) >= 20 ? Math.round(v) : Math.round(v * 10) / 10);

/** Path data built from computed numbers, rounded like attributes. */
const roundNumbers = (d: string): string => d.replace(/-?\d+\.\d+/g, (m) => n(Number(m)));

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

export function el(tag: string, a: Attrs, body?: string): string {
  return body === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${body}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string | undefined, extra: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string | undefined, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const poly = (points: [number, number][], fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...extra });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2): string =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width });

export const path = (d: string, fill: string, extra: Attrs = {}): string =>
  el('path', { d: roundNumbers(d), fill, ...extra });

export const polyline = (points: [number, number][], stroke: string, width = 2, extra: Attrs = {}): string =>
  el('polyline', {
    points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '),
    fill: 'none',
    stroke,
    'stroke-width': width,
    ...extra,
  });

export const group = (body: string, extra: Attrs = {}): string => el('g', extra, body);

export const text = (x: number, y: number, content: string, extra: Attrs = {}): string =>
  el('text', { x, y, ...extra }, escapeXml(content));

export function escapeXml(value: string): string {
  return value.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
}

/** A vertical linear gradient definition. */
export function vGradient(id: string, top: string, bottom: string): string {
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': top }) + el('stop', { offset: 1, 'stop-color': bottom }),
  );
}

/** A whole document; `title` gives the picture an accessible name. */
export function svgDoc(width: number, height: number, title: string, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<title>${escapeXml(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}
