import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
export const ASSET_PATH = '/assets/app-3f9a1c.js';

/** A minimal client build in a temporary directory: `index.html`, one hashed asset and a favicon. */
export async function makeClientBuild(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'bff-client-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, ASSET_PATH), 'console.log("app");\n'.repeat(200));
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
