import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The directory holding the project's package.json, found by walking up from this module, so the same
 * code works from `server/` (tsx) and from `dist/server/` (the build).
 */
export function findProjectRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
}

/** Where `npm run build` puts the SPA. */
export function findClientDir(): string {
  return join(findProjectRoot(), 'client', 'dist');
}
