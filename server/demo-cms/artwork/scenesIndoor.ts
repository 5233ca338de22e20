import {
  banner,
  beaker,
  cone,
  crowd,
  flask,
  helmet,
  medal,
  molecule,
  monitor,
  person,
  podium,
  table,
  testTubes,
  trophy,
  windowPane,
} from './figures.js';
import { between, column, type Rng } from './landscape.js';
import type { Palette } from './palettes.js';
import { circle, poly, rect } from './svg.js';

/** Indoor and emblem scenes of the illustration pool, 800×500. */
const W = 800;
const H = 500;

function room(p: Palette, floor: number): string {
  return (
    rect(0, 0, W, H, 'url(#s)') + rect(0, floor, W, H - floor, p.ground) + rect(0, floor, W, 6, p.mid, { opacity: 0.5 })
  );
}

export function labScene(index: number, p: Palette, rng: Rng): string {
  const floor = 400;
  let out = room(p, floor) + windowPane(index % 2 ? 80 : 520, 50, 200, 150, p.light, p.skyBottom, p.far);
  out +=
    rect(40, floor - 110, 720, 14, p.near) +
    rect(60, floor - 96, 16, 96, p.near) +
    rect(724, floor - 96, 16, 96, p.near);
  const bench = floor - 110;
  out += flask(between(rng, 120, 220), bench, 1.3, p.light, p.accent);
  out += beaker(between(rng, 270, 330), bench, 50, 70, p.light, p.accent2);
  out += testTubes(between(rng, 380, 440), bench, [p.accent, p.accent2, p.mid, p.accent], p.near);
  out += flask(between(rng, 600, 680), bench, 0.9, p.light, p.accent2);
  if (index % 2 === 0) out += molecule(index % 4 ? 650 : 160, 130, 12, p.accent, p.mid, rng);
  if (index > 2) out += person(index % 2 ? 560 : 250, floor + 40, 200, p.mid);
  return out;
}

export function digitalScene(index: number, p: Palette, rng: Rng): string {
  const floor = 420;
  let out = room(p, floor);
  const screens = index % 3 === 0 ? 1 : index % 3 === 1 ? 2 : 3;
  const w = screens === 1 ? 420 : screens === 2 ? 260 : 200;
  for (let i = 0; i < screens; i++) {
    const x = (W - screens * (w + 40)) / 2 + i * (w + 40) + 20;
    out += monitor(x, 90, w, w * 0.6, p.near, p.light, i % 2 ? p.accent2 : p.accent, (index + i) % 4, rng);
  }
  out += table(120, floor, 560, p.mid);
  out += Array.from({ length: 10 }, () =>
    circle(between(rng, 20, 780), between(rng, 20, 70), between(rng, 2, 5), p.accent2, { opacity: 0.6 }),
  ).join('');
  if (index > 3) out += person(index % 2 ? 110 : 690, floor + 50, 220, p.near);
  return out;
}

export function peopleScene(index: number, p: Palette, rng: Rng): string {
  const floor = 380;
  let out = room(p, floor) + banner(between(rng, 140, 260), 40, 320, 110, p.accent, p.light);
  if (index % 2)
    out += table(160, floor + 20, 480, p.near) + crowd(200, floor - 10, 6, 130, [p.mid, p.near, p.accent2], rng);
  else out += crowd(70, floor + 60, 10, 170, [p.near, p.mid, p.accent2], rng);
  if (index > 4) out += rect(650, 170, 18, floor - 170, p.near) + rect(668, 170, 80, 50, p.accent);
  return out;
}

export function awardScene(index: number, p: Palette, rng: Rng): string {
  const floor = 410;
  let out = room(p, floor);
  out += Array.from({ length: 16 }, () =>
    rect(
      between(rng, 20, 780),
      between(rng, 20, 300),
      8,
      14,
      [p.accent, p.accent2, p.sun][Math.floor(rng() * 3)] ?? p.accent,
      { transform: `rotate(${Math.round(between(rng, -40, 40))})` },
    ),
  ).join('');
  if (index % 2) {
    out += podium(250, floor, 300, p.mid, p.near) + trophy(400, floor - 80, 1, p.accent, p.near);
    out += medal(300, floor - 90, 20, p.accent2, p.sun) + medal(500, floor - 70, 18, p.accent2, p.light);
  } else {
    out +=
      trophy(between(rng, 280, 520), floor, 1.6, p.accent, p.near) +
      crowd(70, floor + 60, 3, 150, [p.mid, p.near], rng) +
      crowd(580, floor + 60, 3, 150, [p.mid, p.near], rng);
  }
  return out;
}

export function safetyScene(index: number, p: Palette, rng: Rng): string {
  const floor = 400;
  let out = rect(0, 0, W, H, 'url(#s)') + rect(0, floor, W, H - floor, p.ground);
  // Hazard stripes along the floor edge.
  out += Array.from({ length: 20 }, (_, i) => rect(i * 40, floor, 20, 12, i % 2 ? p.near : p.accent)).join('');
  if (index === 3) {
    out +=
      helmet(400, 300, 2, p.accent, p.near) +
      cone(160, floor, 2, p.accent, p.light) +
      cone(640, floor, 2, p.accent, p.light);
  } else if (index === 6) {
    // A drill: a warning triangle and a line of people walking to the muster point.
    out +=
      poly(
        [
          [560, 80],
          [700, 320],
          [420, 320],
        ],
        p.accent,
      ) +
      poly(
        [
          [560, 120],
          [666, 302],
          [454, 302],
        ],
        p.light,
      ) +
      rect(552, 170, 16, 80, p.near) +
      rect(552, 264, 16, 16, p.near);
    out += crowd(60, floor + 60, 5, 150, [p.near, p.mid], rng, p.accent) + cone(720, floor, 1.4, p.accent, p.light);
  } else {
    out +=
      column(index % 2 ? 80 : 640, floor, 40, 240, p.mid, p.light) +
      crowd(index % 2 ? 220 : 90, floor + 60, 6, 160, [p.near, p.mid], rng, p.accent);
    // A safety sign on a post: the helmet pictogram on a board.
    const signX = index % 2 ? 650 : 520;
    out += rect(signX - 6, 200, 12, floor - 200, p.near) + rect(signX - 80, 90, 160, 130, p.light, { rx: 12 });
    out += rect(signX - 72, 98, 144, 114, p.accent2, { rx: 8 }) + helmet(signX, 185, 0.8, p.light, p.near);
  }
  return out;
}
