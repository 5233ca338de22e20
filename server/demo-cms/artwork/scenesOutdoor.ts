import { cone, crowd, leaf } from './figures.js';
import {
  between,
  building,
  chimney,
  clouds,
  column,
  containers,
  flare,
  gantry,
  ground,
  hills,
  pipeRack,
  ship,
  sky,
  solarRow,
  sphereTank,
  steelFrame,
  tank,
  towerCrane,
  windTurbine,
  type Rng,
} from './landscape.js';
import type { Palette } from './palettes.js';
import { circle, group, rect } from './svg.js';

/** Outdoor scenes of the illustration pool, 800×500, drawn back to front. */
const W = 800;
const H = 500;

function backdrop(p: Palette, rng: Rng, horizon: number): string {
  return (
    sky(W, H, p, rng) +
    clouds(W, H, p, rng, 2 + Math.floor(rng() * 2)) +
    hills(W, horizon, between(rng, 40, 90), p.far, rng)
  );
}

/** Night scenes light windows and platforms. */
function lights(p: Palette, rng: Rng, x0: number, x1: number, y0: number, y1: number, count: number): string {
  if (!p.night) return '';
  return group(
    Array.from({ length: count }, () => circle(between(rng, x0, x1), between(rng, y0, y1), 2, undefined)).join(''),
    { fill: p.accent },
  );
}

export function plantScene(index: number, p: Palette, rng: Rng): string {
  const horizon = index === 3 ? 430 : index === 4 ? 300 : between(rng, 340, 380);
  let out = backdrop(p, rng, horizon);
  const trims = p.light;
  switch (index) {
    case 3: {
      // Close up: two tall columns and a platform stair in front.
      out += column(180, horizon, 70, 380, p.near, trims) + column(300, horizon, 50, 300, p.mid, trims);
      out +=
        chimney(600, horizon, 50, 330, p.mid, p.accent, p.light) + building(420, horizon, 140, 120, p.far, p.light);
      out += ground(W, H, horizon, p.ground) + pipeRack(0, W, horizon + 40, 2, [p.accent, p.accent2], p.near);
      break;
    }
    case 4: {
      // A far panorama across a river.
      for (let x = 30; x < W; x += between(rng, 55, 85)) {
        out +=
          rng() < 0.6
            ? column(x, horizon, 14, between(rng, 60, 140), p.mid, trims)
            : sphereTank(x + 16, horizon, 16, p.light, p.mid);
      }
      out += rect(0, horizon, W, H - horizon, p.accent2, { opacity: 0.7 });
      out += Array.from({ length: 10 }, () =>
        rect(between(rng, 0, 760), between(rng, horizon + 10, H - 10), between(rng, 30, 90), 3, p.light, {
          opacity: 0.5,
        }),
      ).join('');
      break;
    }
    case 5: {
      // Spheres in front of a column row.
      for (let i = 0; i < 5; i++) out += column(60 + i * 150, horizon, 26, between(rng, 140, 240), p.mid, trims);
      out += ground(W, H, horizon, p.ground);
      out +=
        sphereTank(180, H - 20, 70, p.light, p.near) +
        sphereTank(400, H - 20, 80, p.light, p.near) +
        sphereTank(630, H - 20, 66, p.light, p.near);
      break;
    }
    default: {
      const left = index % 2 === 1;
      const start = left ? 420 : 60;
      for (let i = 0; i < 4; i++) {
        out += column(
          start + i * between(rng, 44, 70),
          horizon,
          between(rng, 22, 34),
          between(rng, 150, 260),
          i % 2 ? p.mid : p.near,
          trims,
        );
      }
      out += chimney(left ? 120 : 640, horizon, 36, between(rng, 200, 250), p.mid, p.accent, p.light);
      out += flare(left ? 300 : 360, horizon, 180, p.near, p.accent);
      out += building(
        left ? 230 : 250,
        horizon,
        between(rng, 90, 130),
        between(rng, 70, 110),
        p.far,
        p.night ? p.accent : p.light,
      );
      const tanksAt = left ? 80 : 420;
      out +=
        sphereTank(tanksAt + 60, horizon, 42, p.light, p.mid) + sphereTank(tanksAt + 170, horizon, 34, p.light, p.mid);
      out += ground(W, H, horizon, p.ground) + pipeRack(0, W, horizon + 46, 3, [p.accent, p.accent2, p.mid], p.near);
      if (index === 2) out += tank(80, H - 20, 150, 70, p.mid, p.light) + tank(260, H - 20, 120, 56, p.near, p.light);
      if (index === 6) out += crowd(520, H - 24, 4, 90, [p.near, p.mid], rng, p.accent);
    }
  }
  return out + lights(p, rng, 40, 760, 150, horizon, 12);
}

export function constructionScene(index: number, p: Palette, rng: Rng): string {
  const horizon = between(rng, 360, 390);
  let out = backdrop(p, rng, horizon);
  const craneX = index % 2 ? between(rng, 520, 640) : between(rng, 160, 260);
  out += steelFrame(
    index % 2 ? 120 : 430,
    horizon,
    between(rng, 200, 280),
    between(rng, 150, 220),
    4 + (index % 3),
    p.mid,
  );
  out += towerCrane(craneX, horizon, between(rng, 250, 300), between(rng, 160, 220), p.accent, p.near);
  if (index > 3) out += towerCrane(index % 2 ? 120 : 700, horizon, 190, 120, p.accent2, p.near);
  out += column(index % 2 ? 380 : 700, horizon, 28, 140, p.near, p.light);
  out += ground(W, H, horizon, p.ground);
  out += crowd(index % 2 ? 90 : 470, H - 30, 3 + (index % 3), 80, [p.near, p.mid], rng, p.accent);
  out +=
    cone(index % 2 ? 360 : 700, H - 28, 0.9, p.accent, p.light) +
    cone(index % 2 ? 400 : 740, H - 24, 0.8, p.accent, p.light);
  return out + lights(p, rng, 100, 700, 160, horizon, 18);
}

export function pipelineScene(index: number, p: Palette, rng: Rng): string {
  const horizon = between(rng, 300, 340);
  let out = backdrop(p, rng, horizon);
  const tanks = 2 + (index % 3);
  for (let i = 0; i < tanks; i++)
    out += tank(
      60 + i * between(rng, 150, 190),
      horizon,
      between(rng, 110, 150),
      between(rng, 70, 120),
      i % 2 ? p.light : p.mid,
      p.near,
    );
  out += ground(W, H, horizon, p.ground);
  out += pipeRack(0, W, horizon + 70, 3 + (index % 2), [p.accent, p.accent2, p.near, p.mid], p.near);
  // A pipe bend sweeping to the front, different on each picture.
  const bendX = between(rng, 200, 600);
  out += rect(bendX, horizon + 40, 18, H - horizon - 40, p.accent2) + rect(bendX - 120, H - 60, 138, 18, p.accent2);
  out +=
    rect(bendX - 10, H - 70, 38, 10, p.near) +
    circle(bendX + 9, horizon + 90, 14, p.near) +
    circle(bendX + 9, horizon + 90, 7, p.accent);
  if (index > 3) out += sphereTank(680, horizon, 46, p.light, p.mid);
  return out + lights(p, rng, 40, 760, 200, horizon, 16);
}

export function greenScene(index: number, p: Palette, rng: Rng): string {
  const horizon = between(rng, 330, 370);
  let out = backdrop(p, rng, horizon) + hills(W, horizon + 10, 30, p.mid, rng);
  const turbines = 2 + (index % 3);
  for (let i = 0; i < turbines; i++) {
    out += windTurbine(between(rng, 60, 740), horizon, between(rng, 160, 240), between(rng, 0, 120), p.light);
  }
  out += ground(W, H, horizon + 10, p.ground);
  if (index % 2) out += solarRow(60, H - 40, 6, p.accent2, p.near) + solarRow(420, H - 70, 5, p.accent2, p.near);
  else
    out +=
      tank(520, H - 40, 140, 90, p.light, p.accent2) +
      rect(548, H - 110, 84, 26, p.accent2) +
      solarRow(60, H - 40, 7, p.accent2, p.near);
  for (let i = 0; i < 5; i++)
    out += leaf(between(rng, 30, 770), H - between(rng, 0, 20), between(rng, 0.6, 1.1), p.near, between(rng, -30, 30));
  return out;
}

export function portScene(index: number, p: Palette, rng: Rng): string {
  const horizon = between(rng, 300, 330);
  let out = sky(W, H, p, rng) + clouds(W, H, p, rng, 2) + hills(W, horizon, 40, p.far, rng);
  // Water, then a quay in the foreground.
  out += rect(0, horizon, W, 110, p.accent2, { opacity: 0.75 });
  out += Array.from({ length: 8 }, () =>
    rect(between(rng, 0, 760), between(rng, horizon + 10, horizon + 100), between(rng, 30, 80), 3, p.light, {
      opacity: 0.5,
    }),
  ).join('');
  out += ship(
    between(rng, 60, 260),
    horizon + 80,
    between(rng, 380, 480),
    p.near,
    p.light,
    [p.accent, p.mid, p.light, p.accent2],
    rng,
  );
  out += rect(0, horizon + 105, W, H - horizon - 105, p.ground);
  out += gantry(index % 2 ? 560 : 120, horizon + 105, 220, p.accent);
  out += containers(index % 2 ? 40 : 420, H - 10, 7, 2 + (index % 2), [p.accent, p.mid, p.near, p.accent2], rng);
  return out + lights(p, rng, 60, 740, horizon + 20, horizon + 90, 12);
}
