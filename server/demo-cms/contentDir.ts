import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The content pack's directory. It is found from the project root (the nearest directory above this
 * module that holds `package.json`), so the same code works from `server/` under tsx or vitest and from
 * the compiled `dist/server/`, where the JSON and SVG files are not copied.
 */
export function findContentDir(moduleUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'server', 'demo-cms', 'content');
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`demo CMS: no package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
}
