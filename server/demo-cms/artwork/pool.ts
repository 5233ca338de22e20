import { hashText, seededRandom } from '../seededRandom.js';
import { skyDefs, type Rng } from './landscape.js';
import { paletteFor, PALETTES, type Palette } from './palettes.js';
import { awardScene, digitalScene, labScene, peopleScene, safetyScene } from './scenesIndoor.js';
import { constructionScene, greenScene, pipelineScene, plantScene, portScene } from './scenesOutdoor.js';
import { circle, path, rect, svgDoc, vGradient } from './svg.js';

type Scene = (index: number, p: Palette, rng: Rng) => string;

/** The illustration pool of README "Illustration pool": six pictures per theme, and the leaders' portraits. */
export const POOL_THEMES: readonly { theme: string; title: string; scene: Scene }[] = [
  { theme: 'plant', title: 'Chemical plant', scene: plantScene },
  { theme: 'construction', title: 'Construction site', scene: constructionScene },
  { theme: 'lab', title: 'Research laboratory', scene: labScene },
  { theme: 'pipeline', title: 'Tank farm and pipe rack', scene: pipelineScene },
  { theme: 'digital', title: 'Digital control room', scene: digitalScene },
  { theme: 'people', title: 'Meeting', scene: peopleScene },
  { theme: 'green', title: 'Clean energy', scene: greenScene },
  { theme: 'port', title: 'Port and shipping', scene: portScene },
  { theme: 'award', title: 'Award ceremony', scene: awardScene },
  { theme: 'safety', title: 'Safety at work', scene: safetyScene },
];

export const POOL_SIZE = 6;
export const LEADER_COUNT = 6;

export function poolPicture(themeIndex: number, index: number): { name: string; svg: string } {
  const entry = POOL_THEMES[themeIndex];
  if (!entry) throw new Error(`no theme ${themeIndex}`);
  const name = `${entry.theme}-${index}`;
  const palette = paletteFor(themeIndex, index);
  const body = entry.scene(index, palette, seededRandom(hashText(name)));
  return { name, svg: svgDoc(800, 500, `${entry.title} ${index}`, body, skyDefs(palette)) };
}

/** Three hair shapes, so the six portraits differ: short, parted and a longer bob. */
function hair(index: number, p: Palette): string {
  const shade = p.night ? p.far : p.mid;
  if (index % 3 === 0)
    return path(
      'M128 215 Q130 130 200 138 Q272 130 272 215 Q268 250 258 262 L252 200 Q200 176 148 200 L142 262 Q130 250 128 215 Z',
      shade,
    );
  if (index % 3 === 1) return path('M130 200 Q140 136 210 140 Q262 146 270 196 Q236 170 150 190 Z', shade);
  return path('M132 196 Q150 140 200 142 Q250 140 268 196 Q240 160 176 180 Z', shade);
}

/** An abstract head-and-shoulders silhouette on a tinted background, 400×500. */
export function leaderPortrait(index: number): { name: string; svg: string } {
  const p = PALETTES[(index * 5) % PALETTES.length] as Palette;
  const rng = seededRandom(hashText(`leader-${index}`));
  const tint = p.night ? p.mid : p.far;
  const shoulders = 150 + rng() * 30;
  const body =
    rect(0, 0, 400, 500, 'url(#s)') +
    circle(80 + rng() * 240, 120, 150, p.light, { opacity: 0.25 }) +
    path(
      `M${200 - shoulders} 500 Q${200 - shoulders} 330 200 320 Q${200 + shoulders} 330 ${200 + shoulders} 500 Z`,
      p.near,
    ) +
    path(`M176 330 L200 420 L224 330 Z`, p.light) +
    path(`M193 340 L200 430 L207 340 Z`, index % 2 ? p.accent : p.accent2) +
    rect(180, 260, 40, 70, p.near) +
    circle(200, 215, 72, p.near) +
    hair(index, p);
  return {
    name: `leader-${index}`,
    svg: svgDoc(400, 500, `Portrait ${index}`, body, vGradient('s', tint, p.skyBottom)),
  };
}
