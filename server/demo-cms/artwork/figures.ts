import { between, type Rng } from './landscape.js';
import { circle, ellipse, group, line, n, path, poly, polyline, rect } from './svg.js';

/** People, indoor objects and emblems, drawn standing on a base line `y`. */

export function person(x: number, y: number, h: number, fill: string, helmet?: string): string {
  const head = h * 0.13;
  const body = `M${x - h * 0.16} ${y} L${x - h * 0.15} ${y - h * 0.55} Q${x} ${y - h * 0.78} ${x + h * 0.15} ${y - h * 0.55} L${x + h * 0.16} ${y} Z`;
  const hat = helmet
    ? path(
        `M${x - head * 1.15} ${y - h * 0.83} A${head * 1.15} ${head} 0 0 1 ${x + head * 1.15} ${y - h * 0.83} Z`,
        helmet,
      )
    : '';
  return path(body, fill) + circle(x, y - h * 0.8, head, fill) + hat;
}

export function crowd(
  x: number,
  y: number,
  count: number,
  h: number,
  colours: string[],
  rng: Rng,
  helmet?: string,
): string {
  return Array.from({ length: count }, (_, i) =>
    person(
      x + i * h * 0.42 + between(rng, -4, 4),
      y + between(rng, -3, 3),
      h * between(rng, 0.9, 1.05),
      colours[i % colours.length] ?? '#333',
      helmet,
    ),
  ).join('');
}

export function flask(x: number, y: number, s: number, glass: string, liquid: string): string {
  const outline = `M${x - 8 * s} ${y - 60 * s} L${x - 8 * s} ${y - 36 * s} L${x - 30 * s} ${y} L${x + 30 * s} ${y} L${x + 8 * s} ${y - 36 * s} L${x + 8 * s} ${y - 60 * s} Z`;
  return (
    path(outline, glass, { opacity: 0.6 }) +
    poly(
      [
        [x - 20 * s, y - 18 * s],
        [x + 20 * s, y - 18 * s],
        [x + 30 * s, y],
        [x - 30 * s, y],
      ],
      liquid,
    ) +
    rect(x - 11 * s, y - 64 * s, 22 * s, 5 * s, glass)
  );
}

export function beaker(x: number, y: number, w: number, h: number, glass: string, liquid: string): string {
  return (
    rect(x, y - h, w, h, glass, { opacity: 0.55 }) +
    rect(x, y - h * 0.45, w, h * 0.45, liquid) +
    rect(x - 3, y - h, w + 6, 4, glass)
  );
}

export function testTubes(x: number, y: number, colours: string[], rack: string): string {
  const tubes = colours
    .map(
      (c, i) =>
        rect(x + 8 + i * 22, y - 70, 12, 60, '#ffffff', { opacity: 0.7 }) + rect(x + 8 + i * 22, y - 38, 12, 28, c),
    )
    .join('');
  return (
    tubes + rect(x, y - 14, colours.length * 22 + 12, 8, rack) + rect(x, y - 50, colours.length * 22 + 12, 5, rack)
  );
}

/** A screen with a chart: `kind` 0 bars, 1 line, 2 gauge, 3 map of dots. */
export function monitor(
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  screen: string,
  ink: string,
  kind: number,
  rng: Rng,
): string {
  let chart: string;
  const cx = x + 14;
  const cw = w - 28;
  const base = y + h - 16;
  if (kind === 0) {
    chart = Array.from({ length: 7 }, (_, i) => {
      const bh = between(rng, 0.2, 0.85) * (h - 40);
      return rect(cx + (i * cw) / 7 + 3, base - bh, cw / 7 - 6, bh, ink);
    }).join('');
  } else if (kind === 1) {
    const pts: [number, number][] = Array.from({ length: 9 }, (_, i) => [
      cx + (i * cw) / 8,
      base - between(rng, 0.15, 0.9) * (h - 40),
    ]);
    chart = polyline(pts, ink, 3) + line(cx, base, cx + cw, base, ink, 1);
  } else if (kind === 2) {
    const r = Math.min(w, h) * 0.32;
    const a = between(rng, 0.2, 0.9) * Math.PI;
    chart =
      path(`M${x + w / 2 - r} ${y + h * 0.72} A${r} ${r} 0 0 1 ${x + w / 2 + r} ${y + h * 0.72}`, 'none', {
        stroke: ink,
        'stroke-width': 8,
        opacity: 0.5,
      }) + line(x + w / 2, y + h * 0.72, x + w / 2 - r * Math.cos(a), y + h * 0.72 - r * Math.sin(a), ink, 4);
  } else {
    chart = Array.from({ length: 16 }, () =>
      circle(cx + rng() * cw, y + 14 + rng() * (h - 30), between(rng, 2, 6), ink, { opacity: 0.8 }),
    ).join('');
  }
  return (
    rect(x - 8, y - 8, w + 16, h + 16, frame, { rx: 6 }) +
    rect(x, y, w, h, screen) +
    chart +
    rect(x + w / 2 - 6, y + h + 8, 12, 20, frame) +
    rect(x + w / 2 - 30, y + h + 26, 60, 6, frame)
  );
}

export function trophy(x: number, y: number, s: number, metal: string, base: string): string {
  const cup = `M${x - 30 * s} ${y - 120 * s} L${x + 30 * s} ${y - 120 * s} Q${x + 30 * s} ${y - 70 * s} ${x} ${y - 62 * s} Q${x - 30 * s} ${y - 70 * s} ${x - 30 * s} ${y - 120 * s} Z`;
  const handles =
    path(`M${x - 30 * s} ${y - 112 * s} q-20 ${4 * s} ${-8 * s} ${28 * s}`, 'none', {
      stroke: metal,
      'stroke-width': 5 * s,
    }) +
    path(`M${x + 30 * s} ${y - 112 * s} q20 ${4 * s} ${8 * s} ${28 * s}`, 'none', {
      stroke: metal,
      'stroke-width': 5 * s,
    });
  return (
    path(cup, metal) +
    handles +
    rect(x - 5 * s, y - 62 * s, 10 * s, 30 * s, metal) +
    rect(x - 24 * s, y - 34 * s, 48 * s, 12 * s, metal) +
    rect(x - 32 * s, y - 22 * s, 64 * s, 22 * s, base)
  );
}

export function medal(x: number, y: number, r: number, ribbon: string, metal: string): string {
  return (
    poly(
      [
        [x - r * 0.6, y - r * 2.4],
        [x - r * 0.1, y - r * 2.4],
        [x + r * 0.3, y - r * 0.8],
        [x - r * 0.2, y - r * 0.8],
      ],
      ribbon,
    ) +
    poly(
      [
        [x + r * 0.6, y - r * 2.4],
        [x + r * 0.1, y - r * 2.4],
        [x - r * 0.3, y - r * 0.8],
        [x + r * 0.2, y - r * 0.8],
      ],
      ribbon,
      { opacity: 0.8 },
    ) +
    circle(x, y, r, metal) +
    circle(x, y, r * 0.65, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.6 })
  );
}

export function helmet(x: number, y: number, s: number, fill: string, shade: string): string {
  const dome = `M${x - 60 * s} ${y} A${60 * s} ${58 * s} 0 0 1 ${x + 60 * s} ${y} Z`;
  return (
    path(dome, fill) +
    rect(x - 78 * s, y - 4 * s, 156 * s, 10 * s, fill, { rx: 5 * s }) +
    rect(x - 6 * s, y - 58 * s, 12 * s, 56 * s, shade, { opacity: 0.5 }) +
    ellipse(x - 28 * s, y - 30 * s, 10 * s, 18 * s, '#ffffff', { opacity: 0.35 })
  );
}

export function cone(x: number, y: number, s: number, fill: string, stripe: string): string {
  return (
    poly(
      [
        [x - 20 * s, y],
        [x - 6 * s, y - 50 * s],
        [x + 6 * s, y - 50 * s],
        [x + 20 * s, y],
      ],
      fill,
    ) +
    poly(
      [
        [x - 13 * s, y - 22 * s],
        [x - 9 * s, y - 34 * s],
        [x + 9 * s, y - 34 * s],
        [x + 13 * s, y - 22 * s],
      ],
      stripe,
    ) +
    rect(x - 26 * s, y - 4 * s, 52 * s, 6 * s, fill)
  );
}

export function windowPane(
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  glassTop: string,
  glassBottom: string,
): string {
  return (
    rect(x, y, w, h, frame) +
    rect(x + 6, y + 6, w / 2 - 9, h - 12, glassTop) +
    rect(x + w / 2 + 3, y + 6, w / 2 - 9, h - 12, glassBottom)
  );
}

export function podium(x: number, y: number, w: number, fill: string, edge: string): string {
  const third = w / 3;
  return (
    rect(x, y - 50, third, 50, fill) +
    rect(x + third, y - 80, third, 80, edge) +
    rect(x + 2 * third, y - 34, third, 34, fill)
  );
}

export function banner(x: number, y: number, w: number, h: number, fill: string, ink: string): string {
  return (
    rect(x, y, w, h, fill) +
    rect(x + w * 0.15, y + h * 0.35, w * 0.7, h * 0.12, ink, { opacity: 0.8 }) +
    rect(x + w * 0.25, y + h * 0.58, w * 0.5, h * 0.08, ink, { opacity: 0.5 })
  );
}

export function table(x: number, y: number, w: number, fill: string): string {
  return rect(x, y - 40, w, 8, fill) + rect(x + 10, y - 32, 6, 32, fill) + rect(x + w - 16, y - 32, 6, 32, fill);
}

export function molecule(x: number, y: number, r: number, fill: string, bond: string, rng: Rng): string {
  const atoms: [number, number][] = [[x, y]];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + rng();
    atoms.push([x + Math.cos(a) * r * 3, y + Math.sin(a) * r * 3]);
  }
  return (
    atoms
      .slice(1)
      .map(([ax, ay]) => line(x, y, ax, ay, bond, 3))
      .join('') + atoms.map(([ax, ay], i) => circle(ax, ay, i === 0 ? r * 1.3 : r, fill)).join('')
  );
}

export function leaf(x: number, y: number, s: number, fill: string, angle: number): string {
  return group(
    path(`M0 0 Q${20 * s} ${-24 * s} 0 ${-52 * s} Q${-20 * s} ${-24 * s} 0 0 Z`, fill) +
      line(0, 0, 0, -46 * s, '#ffffff', 1.2),
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` },
  );
}
