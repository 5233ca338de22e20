import { hashText, seededRandom } from '../seededRandom.js';
import {
  between,
  building,
  chimney,
  clouds,
  column,
  ground,
  hills,
  pipeRack,
  sky,
  skyDefs,
  sphereTank,
} from './landscape.js';
import { mark } from './logo.js';
import { PALETTES, type Palette } from './palettes.js';
import { circle, group, svgDoc } from './svg.js';

/**
 * The site's picture for link previews (`/cms/files/social/default.jpg`, drawn as a JPEG like the banners):
 * the group's mark on a white disc above a plant skyline at daylight. The shape of a share card (1200 ×
 * 630), so its card is the whole picture; no words, since the card is drawn where no CJK font may be
 * installed, and the preview writes the page's title beside it anyway.
 */
const W = 1200;
const H = 630;
const HORIZON = 520;

const DAY = PALETTES.find((p) => p.name === 'day') ?? (PALETTES[0] as Palette);

function skyline(p: Palette, rng: () => number): string {
  let out = '';
  for (let x = 20; x < W - 40; x += between(rng, 60, 110)) {
    // The middle stays low, under the mark.
    const low = x > W * 0.28 && x < W * 0.68;
    const kind = low ? 1 : rng();
    if (kind < 0.4) out += column(x, HORIZON, between(rng, 22, 34), between(rng, 160, 300), p.near, p.light);
    else if (kind < 0.6) out += chimney(x, HORIZON, 30, between(rng, 200, 300), p.mid, p.accent, p.light);
    else if (kind < 0.8) out += sphereTank(x + 30, HORIZON, between(rng, 30, 46), p.light, p.mid);
    else out += building(x, HORIZON, between(rng, 80, 130), between(rng, 60, 110), p.far, p.light);
  }
  return out;
}

export function socialPicture(): { name: string; svg: string } {
  const name = 'default';
  const rng = seededRandom(hashText(`social-${name}`));
  const p = DAY;
  const body =
    sky(W, H, p, rng) +
    clouds(W, H, p, rng, 4) +
    hills(W, HORIZON, 90, p.far, rng) +
    skyline(p, rng) +
    ground(W, H, HORIZON, p.ground) +
    pipeRack(0, W, HORIZON + 60, 3, [p.accent, p.accent2, p.mid], p.near) +
    circle(W / 2, 250, 150, p.light, { opacity: 0.96 }) +
    group(mark('#1f5fa8', p.accent), { transform: `translate(${W / 2 - 2.1 * 56} ${250 - 2.1 * 60}) scale(2.1)` });
  return { name, svg: svgDoc(W, H, 'Hengchuan Chemical Engineering Group', body, skyDefs(p)) };
}
