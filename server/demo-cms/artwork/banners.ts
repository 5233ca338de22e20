import { hashText, seededRandom } from '../seededRandom.js';
import { crowd, flask, molecule } from './figures.js';
import {
  between,
  building,
  chimney,
  clouds,
  column,
  flare,
  ground,
  hills,
  pipeRack,
  sky,
  skyDefs,
  solarRow,
  sphereTank,
  tank,
  windTurbine,
  type Rng,
} from './landscape.js';
import { PALETTES, type Palette } from './palettes.js';
import { circle, el, group, line, poly, rect, svgDoc, text } from './svg.js';

/** The home page's top carousel: wide artwork, 1920×850, with room on the left for a caption. */
const W = 1920;
const H = 850;

const palette = (name: string): Palette => PALETTES.find((p) => p.name === name) ?? (PALETTES[0] as Palette);

/** Darkens the left third so a caption laid over it stays readable. */
const SHADE_DEFS = el(
  'linearGradient',
  { id: 'shade', x1: 0, y1: 0, x2: 1, y2: 0 },
  el('stop', { offset: 0, 'stop-color': '#000', 'stop-opacity': 0.35 }) +
    el('stop', { offset: 0.45, 'stop-color': '#000', 'stop-opacity': 0 }),
);
const shade = rect(0, 0, W, H, 'url(#shade)');

function skyline(p: Palette, rng: Rng, horizon: number, from: number, to: number): string {
  let out = '';
  for (let x = from; x < to; x += between(rng, 70, 140)) {
    const kind = rng();
    if (kind < 0.45)
      out += column(x, horizon, between(rng, 26, 44), between(rng, 200, 420), rng() < 0.5 ? p.near : p.mid, p.light);
    else if (kind < 0.7) out += sphereTank(x + 40, horizon, between(rng, 40, 70), p.light, p.mid);
    else if (kind < 0.85)
      out += building(x, horizon, between(rng, 100, 180), between(rng, 90, 160), p.far, p.night ? p.accent : p.light);
    else out += chimney(x, horizon, 44, between(rng, 300, 420), p.mid, p.accent, p.light);
  }
  return out;
}

function cityDawn(rng: Rng): string {
  const p = palette('dusk');
  const horizon = 640;
  return (
    sky(W, H, p, rng) +
    clouds(W, H, p, rng, 5) +
    hills(W, horizon, 140, p.far, rng) +
    skyline(p, rng, horizon, 700, 1900) +
    ground(W, H, horizon, p.accent2) +
    rect(0, horizon + 60, W, H - horizon, p.near, { opacity: 0.25 }) +
    pipeRack(0, W, horizon + 50, 2, [p.accent, p.light], p.near)
  );
}

function ethyleneNight(rng: Rng): string {
  const p = palette('night');
  const horizon = 680;
  let out =
    sky(W, H, p, rng) +
    hills(W, horizon, 100, p.far, rng) +
    skyline(p, rng, horizon, 600, 1900) +
    flare(1500, horizon, 420, p.near, p.accent);
  out += ground(W, H, horizon, p.ground) + pipeRack(0, W, horizon + 80, 3, [p.accent2, p.mid, p.accent], p.near);
  out += Array.from({ length: 80 }, () =>
    circle(between(rng, 620, 1900), between(rng, 260, horizon), 2.5, p.accent, { opacity: 0.9 }),
  ).join('');
  return out;
}

function greenHydrogen(rng: Rng): string {
  const p = palette('fresh');
  const horizon = 600;
  let out =
    sky(W, H, p, rng) +
    clouds(W, H, p, rng, 4) +
    hills(W, horizon, 120, p.far, rng) +
    hills(W, horizon + 20, 60, p.mid, rng);
  for (let i = 0; i < 7; i++)
    out += windTurbine(between(rng, 700, 1880), horizon + 10, between(rng, 260, 420), between(rng, 0, 120), p.light);
  out += ground(W, H, horizon + 20, p.ground);
  for (let row = 0; row < 3; row++) out += solarRow(640 + row * 40, H - 40 - row * 70, 18 - row * 2, p.accent2, p.near);
  out +=
    tank(1500, horizon + 150, 260, 170, p.light, p.accent2) +
    text(1630, horizon + 80, 'H₂', {
      'font-family': 'Arial, sans-serif',
      'font-size': 72,
      'font-weight': 'bold',
      fill: p.accent2,
      'text-anchor': 'middle',
    });
  return out;
}

function innovation(rng: Rng): string {
  const p = palette('violet');
  let out = rect(0, 0, W, H, 'url(#s)');
  // A hexagon lattice fading to the right, like a catalyst's structure.
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 22; c++) {
      const x = c * 90 + (r % 2) * 45;
      const y = r * 78 + 40;
      if (rng() < 0.55) continue;
      const pts: [number, number][] = Array.from({ length: 6 }, (_, k) => [
        x + 40 * Math.cos((k * Math.PI) / 3 + Math.PI / 6),
        y + 40 * Math.sin((k * Math.PI) / 3 + Math.PI / 6),
      ]);
      out += poly(pts, 'none', { stroke: p.light, 'stroke-width': 2, opacity: (0.15 + (c / 22) * 0.5).toFixed(2) });
    }
  }
  out += molecule(1250, 330, 34, p.accent, p.light, rng) + molecule(1640, 560, 24, p.accent2, p.light, rng);
  out += flask(1450, 760, 3.2, p.light, p.accent2) + rect(900, 760, 1020, 90, p.near);
  return out;
}

function expo(rng: Rng): string {
  const p = palette('golden');
  const horizon = 700;
  let out = sky(W, H, p, rng) + clouds(W, H, p, rng, 3) + ground(W, H, horizon, p.ground);
  // A pavilion with a wave roof and a row of flags.
  out +=
    rect(760, 380, 1000, 320, p.light) +
    el('path', { d: 'M720 400 Q1000 250 1260 380 Q1520 250 1800 400 L1800 420 L720 420 Z', fill: p.accent2 });
  out += Array.from({ length: 10 }, (_, i) => rect(800 + i * 96, 460, 64, 200, p.skyBottom, { opacity: 0.8 })).join('');
  out += Array.from({ length: 12 }, (_, i) => {
    const x = 700 + i * 100;
    return (
      line(x, horizon, x, horizon - 230, p.near, 4) +
      poly(
        [
          [x, horizon - 230],
          [x + 56, horizon - 215],
          [x, horizon - 200],
        ],
        [p.accent, p.accent2, p.mid][i % 3] ?? p.accent,
      )
    );
  }).join('');
  out += crowd(760, H - 20, 20, 120, [p.near, p.mid, p.accent2], rng);
  return out;
}

const BANNERS: readonly { title: string; draw: (rng: Rng) => string; palette: string }[] = [
  { title: 'Chemical complex at dawn', draw: cityDawn, palette: 'dusk' },
  { title: 'Ethylene complex at night', draw: ethyleneNight, palette: 'night' },
  { title: 'Wind, solar and hydrogen', draw: greenHydrogen, palette: 'fresh' },
  { title: 'Research and innovation', draw: innovation, palette: 'violet' },
  { title: 'Exhibition pavilion', draw: expo, palette: 'golden' },
];

export function banners(): { name: string; svg: string }[] {
  return BANNERS.map((b, i) => {
    const name = `banner-${i + 1}`;
    const body = group(b.draw(seededRandom(hashText(name)))) + shade;
    return { name, svg: svgDoc(W, H, b.title, body, skyDefs(palette(b.palette)) + SHADE_DEFS) };
  });
}
