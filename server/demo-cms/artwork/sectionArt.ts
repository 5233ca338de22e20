import { hashText, seededRandom } from '../seededRandom.js';
import { leaf, molecule, person } from './figures.js';
import { between, building, column, sphereTank, type Rng } from './landscape.js';
import { PALETTES, type Palette } from './palettes.js';
import { circle, el, group, line, poly, polyline, rect, svgDoc, vGradient } from './svg.js';

/**
 * Section header images (1920×300) for the level-1 menus, and the wide backgrounds of the home page's
 * profile, news and investor blocks (1920×600). Motifs sit to the right, in light tones, so titles laid
 * over the left stay readable.
 */
const W = 1920;

const palette = (name: string): Palette => PALETTES.find((p) => p.name === name) ?? (PALETTES[0] as Palette);

type Motif = (p: Palette, rng: Rng, h: number) => string;

const towers: Motif = (p, rng, h) => {
  let out = '';
  for (let x = 900; x < W; x += between(rng, 90, 150))
    out += building(x, h, between(rng, 70, 120), between(rng, h * 0.35, h * 0.85), p.light, p.skyTop);
  return group(out, { opacity: 0.35 });
};

const plantLine: Motif = (p, rng, h) => {
  let out = '';
  for (let x = 860; x < W; x += between(rng, 80, 130)) {
    out +=
      rng() < 0.6
        ? column(x, h, between(rng, 20, 32), between(rng, h * 0.4, h * 0.9), p.light, p.skyTop)
        : sphereTank(x + 30, h, between(rng, 26, 40), p.light, p.skyTop);
  }
  return group(out, { opacity: 0.35 });
};

const molecules: Motif = (p, rng, h) =>
  group(
    Array.from({ length: 5 }, (_, i) =>
      molecule(1000 + i * 190, between(rng, h * 0.3, h * 0.7), between(rng, 10, 18), p.light, p.light, rng),
    ).join(''),
    { opacity: 0.4 },
  );

const circuit: Motif = (p, rng, h) => {
  let out = '';
  for (let i = 0; i < 22; i++) {
    const x = between(rng, 900, W);
    const y = between(rng, 20, h - 20);
    const len = between(rng, 60, 220);
    out +=
      polyline(
        [
          [x, y],
          [x + len, y],
          [x + len + 30, y + (rng() < 0.5 ? 30 : -30)],
        ],
        p.light,
        3,
      ) + circle(x, y, 6, p.light);
  }
  return group(out, { opacity: 0.4 });
};

const risingChart: Motif = (p, rng, h) => {
  const pts: [number, number][] = Array.from({ length: 16 }, (_, i) => [
    900 + i * 68,
    h * 0.85 - i * h * 0.045 - between(rng, 0, h * 0.12),
  ]);
  const bars = pts.map(([x, y]) => rect(x - 14, y + 20, 28, h - y - 20, p.light, { opacity: 0.35 })).join('');
  return group(bars + polyline(pts, p.light, 5), { opacity: 0.6 });
};

const news: Motif = (p, rng, h) => {
  let out = circle(1600, h * 0.5, h * 0.38, 'none', { stroke: p.light, 'stroke-width': 4 });
  out += el('ellipse', {
    cx: 1600,
    cy: h * 0.5,
    rx: h * 0.16,
    ry: h * 0.38,
    fill: 'none',
    stroke: p.light,
    'stroke-width': 3,
  });
  out += line(1600 - h * 0.38, h * 0.5, 1600 + h * 0.38, h * 0.5, p.light, 3);
  for (let i = 0; i < 6; i++) out += rect(950, 50 + i * 36, between(rng, 200, 380), 12, p.light, { rx: 6 });
  return group(out, { opacity: 0.4 });
};

const community: Motif = (p, rng, h) => {
  let out = '';
  for (let i = 0; i < 9; i++) out += person(1000 + i * 90, h, h * between(rng, 0.45, 0.6), p.light);
  for (let i = 0; i < 8; i++)
    out += leaf(between(rng, 950, 1900), between(rng, h * 0.3, h * 0.6), 1.2, p.light, between(rng, -40, 40));
  return group(out, { opacity: 0.4 });
};

const ribbons: Motif = (p, rng, h) => {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const y = h * (0.2 + i * 0.2);
    out += el('path', {
      d: `M900 ${y} C1200 ${y - 80} 1500 ${y + 80} ${W} ${y - 20}`,
      fill: 'none',
      stroke: p.light,
      'stroke-width': 14 - i * 2,
    });
  }
  out +=
    poly(
      [
        [1700, 40],
        [1780, 60],
        [1700, 80],
      ],
      p.light,
    ) + line(1700, 40, 1700, h - 20, p.light, 4);
  return group(out, { opacity: 0.4 });
};

/** Header per level-1 menu code (the English menus use the same pictures). */
const HEADERS: readonly { name: string; title: string; palette: string; top: string; bottom: string; motif: Motif }[] =
  [
    {
      name: 'default',
      title: 'Hengchuan skyline',
      palette: 'day',
      top: '#1d4f91',
      bottom: '#3f7cc4',
      motif: plantLine,
    },
    { name: 'gywm', title: 'About us', palette: 'day', top: '#173f73', bottom: '#2f6db3', motif: towers },
    { name: 'gsxw', title: 'News centre', palette: 'steel', top: '#20496e', bottom: '#4a7ea8', motif: news },
    { name: 'ywly', title: 'Our business', palette: 'teal', top: '#145a5a', bottom: '#2a8f8a', motif: plantLine },
    {
      name: 'jscx',
      title: 'Technology and innovation',
      palette: 'violet',
      top: '#3b2f73',
      bottom: '#6a58b0',
      motif: molecules,
    },
    { name: 'szhfw', title: 'Digital services', palette: 'night', top: '#0f2a4a', bottom: '#1f5f8f', motif: circuit },
    {
      name: 'tzzgx',
      title: 'Investor relations',
      palette: 'golden',
      top: '#7a1f1f',
      bottom: '#b5452f',
      motif: risingChart,
    },
    {
      name: 'shzr',
      title: 'Social responsibility',
      palette: 'fresh',
      top: '#1f5e3a',
      bottom: '#3d9a62',
      motif: community,
    },
    { name: 'ztzl', title: 'Special topics', palette: 'dusk', top: '#8a3b12', bottom: '#c9692c', motif: ribbons },
  ];

function wide(name: string, title: string, h: number, top: string, bottom: string, p: Palette, motif: Motif): string {
  const rng = seededRandom(hashText(name));
  const glow = circle(between(rng, 1200, 1700), h * 0.4, h * 0.9, '#ffffff', { opacity: 0.06 });
  return svgDoc(W, h, title, rect(0, 0, W, h, 'url(#s)') + glow + motif(p, rng, h), vGradient('s', top, bottom));
}

export function sectionHeaders(): { name: string; svg: string }[] {
  return HEADERS.map((s) => ({
    name: s.name,
    svg: wide(`header-${s.name}`, s.title, 300, s.top, s.bottom, palette(s.palette), s.motif),
  }));
}

export function blockBackgrounds(): { name: string; svg: string }[] {
  return [
    {
      name: 'profile',
      svg: wide(
        'bg-profile',
        'Company profile background',
        600,
        '#eef4fb',
        '#d6e4f3',
        { ...palette('day'), light: '#8fb3d9' },
        towers,
      ),
    },
    {
      name: 'news',
      svg: wide(
        'bg-news',
        'News centre background',
        600,
        '#f5f7fa',
        '#e3e9f0',
        { ...palette('steel'), light: '#9fb1c4' },
        news,
      ),
    },
    {
      name: 'investor',
      svg: wide(
        'bg-investor',
        'Investor relations background',
        600,
        '#fbf3ef',
        '#f1ddd3',
        { ...palette('golden'), light: '#d08b6a' },
        risingChart,
      ),
    },
  ];
}
