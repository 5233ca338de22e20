import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROUTE_PRELOADS_FILE } from '../../shared/routePreloads.js';

export const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
export const ASSET_PATH = '/assets/app-3f9a1c.js';

export interface ClientBuildOptions {
  /** The content of `route-preloads.json`, written as is (a string) or as JSON; absent when undefined. */
  routePreloads?: unknown;
  /** Whether the asset gets `.br` and `.gz` copies beside it, as the build writes them. */
  precompressed?: boolean;
}

/**
 * A minimal client build in a temporary directory: `index.html`, one hashed asset and a favicon, and on
 * request the route preload list and compressed copies of the asset.
 */
export async function makeClientBuild(
  options: ClientBuildOptions = {},
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'bff-client-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  const asset = 'console.log("app");\n'.repeat(200);
  await writeFile(join(dir, ASSET_PATH), asset);
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (options.precompressed) {
    await writeFile(join(dir, `${ASSET_PATH}.br`), brotliCompressSync(asset));
    await writeFile(join(dir, `${ASSET_PATH}.gz`), gzipSync(asset));
  }
  if (options.routePreloads !== undefined) {
    const { routePreloads } = options;
    const text = typeof routePreloads === 'string' ? routePreloads : JSON.stringify(routePreloads);
    await writeFile(join(dir, ROUTE_PRELOADS_FILE), text);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
