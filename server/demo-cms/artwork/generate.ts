/**
 * Draws the demo CMS's artwork into `content/files/`: the illustration pool and leaders' portraits,
 * banners, section headers, block backgrounds, the site's picture for link previews, fast-track icons,
 * the logo and the organisation charts.
 * Run with `npx tsx server/demo-cms/artwork/generate.ts`; the output is committed, so the site needs no
 * build step for it. The drawings are seeded by file name, so a run reproduces the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findContentDir } from '../contentDir.js';
import { banners } from './banners.js';
import { fastTrackIcons } from './icons.js';
import { logos } from './logo.js';
import { orgChart } from './orgChart.js';
import { LEADER_COUNT, leaderPortrait, POOL_SIZE, POOL_THEMES, poolPicture } from './pool.js';
import { blockBackgrounds, sectionHeaders } from './sectionArt.js';
import { socialPicture } from './socialPicture.js';

type Drawing = { name: string; svg: string };

function writeAll(dir: string, drawings: Drawing[]): number {
  mkdirSync(dir, { recursive: true });
  for (const d of drawings) writeFileSync(join(dir, `${d.name}.svg`), d.svg);
  return drawings.length;
}

const files = join(findContentDir(import.meta.url), 'files');
const pool: Drawing[] = [];
POOL_THEMES.forEach((_, t) => {
  for (let i = 1; i <= POOL_SIZE; i++) pool.push(poolPicture(t, i));
});
for (let i = 1; i <= LEADER_COUNT; i++) pool.push(leaderPortrait(i));

const written =
  writeAll(join(files, 'images'), pool) +
  writeAll(join(files, 'banners'), banners()) +
  writeAll(join(files, 'headers'), sectionHeaders()) +
  writeAll(join(files, 'backgrounds'), blockBackgrounds()) +
  writeAll(join(files, 'social'), [socialPicture()]) +
  writeAll(join(files, 'icons'), fastTrackIcons()) +
  writeAll(files, [...logos(), orgChart('zh'), orgChart('en')]);
process.stdout.write(`wrote ${written} files under ${files}\n`);
