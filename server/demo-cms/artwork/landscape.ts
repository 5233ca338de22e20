import type { Palette } from './palettes.js';
import { circle, ellipse, group, line, n, path, poly, rect, vGradient } from './svg.js';

/** Backgrounds and outdoor industrial shapes, drawn standing on a base line `y`. */

export type Rng = () => number;
export const between = (rng: Rng, low: number, high: number): number => low + rng() * (high - low);
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

export function skyDefs(p: Palette, id = 's'): string {
  return vGradient(id, p.skyTop, p.skyBottom);
}

export function sky(w: number, h: number, p: Palette, rng: Rng, id = 's'): string {
  const sunX = between(rng, w * 0.12, w * 0.88);
  const sunY = between(rng, h * 0.12, h * 0.3);
  const stars = p.night
    ? group(Array.from({ length: 14 }, () => circle(rng() * w, rng() * h * 0.45, 1.2, undefined)).join(''), {
        fill: p.light,
        opacity: 0.7,
      })
    : '';
  return (
    rect(0, 0, w, h, `url(#${id})`) + stars + circle(sunX, sunY, h * (p.night ? 0.045 : 0.07), p.sun, { opacity: 0.9 })
  );
}

export function clouds(w: number, h: number, p: Palette, rng: Rng, count = 3): string {
  if (p.night) return '';
  return Array.from({ length: count }, () => {
    const x = rng() * w;
    const y = between(rng, h * 0.08, h * 0.35);
    const s = between(rng, 0.6, 1.3) * (h / 500);
    return group(
      ellipse(x, y, 48 * s, 14 * s, p.light) +
        ellipse(x - 22 * s, y - 8 * s, 22 * s, 14 * s, p.light) +
        ellipse(x + 16 * s, y - 12 * s, 26 * s, 16 * s, p.light),
      { opacity: 0.75 },
    );
  }).join('');
}

/** A soft band of hills ending at the base line. */
export function hills(w: number, y: number, height: number, fill: string, rng: Rng): string {
  const pts: [number, number][] = [[0, y]];
  const steps = 6;
  for (let i = 0; i <= steps; i++) pts.push([(i / steps) * w, y - between(rng, 0.3, 1) * height]);
  pts.push([w, y]);
  const d =
    `M0 ${y} ` +
    pts
      .slice(1, -1)
      .map(([x, py], i) => (i === 0 ? `L${x} ${py}` : `Q${x - w / steps / 2} ${py - height * 0.3} ${x} ${py}`))
      .join(' ') +
    ` L${w} ${y} Z`;
  return path(d, fill);
}

export function ground(w: number, h: number, y: number, fill: string): string {
  return rect(0, y, w, h - y, fill);
}

/** A distillation column with platforms and a domed top. */
export function column(x: number, y: number, w: number, h: number, fill: string, trim: string): string {
  const platforms = Array.from({ length: Math.floor(h / 45) }, (_, i) =>
    rect(x - 4, y - 30 - i * 45, w + 8, 3, trim),
  ).join('');
  return (
    rect(x, y - h, w, h, fill) +
    ellipse(x + w / 2, y - h, w / 2, w / 4, fill) +
    platforms +
    rect(x + w - 4, y - h + 6, 2, h - 6, trim, { opacity: 0.6 })
  );
}

export function sphereTank(x: number, y: number, r: number, fill: string, trim: string): string {
  const legs = [-0.7, -0.25, 0.25, 0.7].map((k) => rect(x + k * r - 2, y - r, 4, r, trim)).join('');
  return legs + circle(x, y - r * 1.4, r, fill) + ellipse(x, y - r * 1.4, r, r * 0.18, trim, { opacity: 0.35 });
}

export function tank(x: number, y: number, w: number, h: number, fill: string, trim: string): string {
  return (
    rect(x, y - h, w, h, fill) +
    ellipse(x + w / 2, y - h, w / 2, w / 10, trim) +
    rect(x, y - h * 0.55, w, 3, trim, { opacity: 0.5 })
  );
}

export function chimney(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  stripe: string,
  smoke: string,
): string {
  const puffs = [0, 1, 2]
    .map((i) => circle(x + w / 2 + i * 14, y - h - 14 - i * 16, 9 + i * 4, smoke, { opacity: 0.45 - i * 0.1 }))
    .join('');
  return (
    poly(
      [
        [x, y],
        [x + w * 0.15, y - h],
        [x + w * 0.85, y - h],
        [x + w, y],
      ],
      fill,
    ) +
    rect(x + w * 0.1, y - h * 0.85, w * 0.8, h * 0.06, stripe) +
    rect(x + w * 0.12, y - h * 0.7, w * 0.76, h * 0.06, stripe) +
    puffs
  );
}

export function flare(x: number, y: number, h: number, fill: string, flame: string): string {
  return rect(x - 3, y - h, 6, h, fill) + path(`M${x} ${y - h - 30}q12 16 0 30q-12 -14 0 -30z`, flame);
}

export function pipeRack(
  x0: number,
  x1: number,
  y: number,
  levels: number,
  colours: string[],
  support: string,
): string {
  const posts = Array.from({ length: Math.floor((x1 - x0) / 60) + 1 }, (_, i) =>
    rect(x0 + i * 60, y - levels * 14 - 6, 4, levels * 14 + 6, support),
  ).join('');
  const pipes = Array.from({ length: levels }, (_, i) =>
    rect(x0, y - 10 - i * 14, x1 - x0, 6, colours[i % colours.length] ?? support),
  ).join('');
  return posts + pipes;
}

export function towerCrane(x: number, y: number, h: number, reach: number, fill: string, cable: string): string {
  const mast =
    rect(x - 6, y - h, 12, h, fill) +
    Array.from({ length: Math.floor(h / 24) }, (_, i) =>
      line(x - 6, y - i * 24, x + 6, y - i * 24 - 24, cable, 1.5),
    ).join('');
  const jib =
    rect(x - reach * 0.3, y - h - 8, reach * 1.3, 8, fill) +
    poly(
      [
        [x - 4, y - h - 8],
        [x + 4, y - h - 8],
        [x, y - h - 34],
      ],
      fill,
    );
  const ties =
    line(x, y - h - 34, x + reach, y - h - 8, cable, 1.5) + line(x, y - h - 34, x - reach * 0.3, y - h - 8, cable, 1.5);
  const hookX = x + reach * 0.7;
  return (
    mast +
    jib +
    ties +
    rect(x - reach * 0.28, y - h, 26, 14, fill) +
    line(hookX, y - h, hookX, y - h * 0.45, cable, 1.5) +
    rect(hookX - 5, y - h * 0.45, 10, 8, cable)
  );
}

export function steelFrame(x: number, y: number, w: number, h: number, floors: number, fill: string): string {
  const bays = Math.max(2, Math.round(w / 50));
  const cols = Array.from({ length: bays + 1 }, (_, i) => rect(x + (i * w) / bays - 2, y - h, 4, h, fill)).join('');
  const beams = Array.from({ length: floors + 1 }, (_, i) => rect(x, y - (i * h) / floors - 3, w, 4, fill)).join('');
  return cols + beams + line(x, y, x + w / bays, y - h / floors, fill, 2);
}

export function windTurbine(x: number, y: number, h: number, angle: number, fill: string): string {
  const blade = (a: number): string =>
    group(path(`M0 0 L-5 -6 L0 ${-h * 0.45} L5 -6 Z`, fill), { transform: `rotate(${a})` });
  return (
    poly(
      [
        [x - 5, y],
        [x - 2, y - h],
        [x + 2, y - h],
        [x + 5, y],
      ],
      fill,
    ) +
    group(blade(0) + blade(120) + blade(240) + circle(0, 0, 5, fill), {
      transform: `translate(${n(x)} ${n(y - h)}) rotate(${n(angle)})`,
    })
  );
}

export function solarRow(x: number, y: number, count: number, panel: string, frame: string): string {
  return Array.from({ length: count }, (_, i) => {
    const px = x + i * 58;
    return (
      rect(px + 24, y - 18, 3, 18, frame) +
      poly(
        [
          [px, y - 16],
          [px + 50, y - 16],
          [px + 56, y - 40],
          [px + 8, y - 40],
        ],
        panel,
      ) +
      line(px + 4, y - 28, px + 53, y - 28, frame, 1)
    );
  }).join('');
}

export function containers(x: number, y: number, cols: number, rows: number, colours: string[], rng: Rng): string {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols - (r % 2); c++)
      out += rect(x + c * 46 + (r % 2) * 23, y - (r + 1) * 20, 44, 19, pick(rng, colours));
  }
  return out;
}

export function ship(x: number, y: number, len: number, hull: string, deck: string, cargo: string[], rng: Rng): string {
  const hullPath = poly(
    [
      [x, y - 30],
      [x + len, y - 30],
      [x + len - 30, y],
      [x + 20, y],
    ],
    hull,
  );
  const bridge = rect(x + len - 90, y - 78, 40, 48, deck) + rect(x + len - 84, y - 70, 28, 6, hull, { opacity: 0.5 });
  return containers(x + 30, y - 30, Math.floor((len - 140) / 46), 2, cargo, rng) + hullPath + bridge;
}

/** A ship-to-shore gantry crane. */
export function gantry(x: number, y: number, h: number, fill: string): string {
  return (
    rect(x, y - h, 8, h, fill) +
    rect(x + 60, y - h, 8, h, fill) +
    rect(x - 40, y - h - 10, 170, 10, fill) +
    line(x + 4, y - h * 0.5, x + 64, y - h, fill, 3) +
    rect(x + 100, y - h, 4, h * 0.45, fill)
  );
}

/** A process building with rows of windows. */
export function building(x: number, y: number, w: number, h: number, fill: string, glass: string): string {
  const rows = Math.max(1, Math.floor((h - 20) / 26));
  const cols = Math.max(1, Math.floor((w - 12) / 24));
  let windows = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) windows += rect(x + 10 + c * 24, y - h + 14 + r * 26, 12, 12, undefined);
  return rect(x, y - h, w, h, fill) + rect(x - 4, y - h - 6, w + 8, 6, fill) + group(windows, { fill: glass });
}
