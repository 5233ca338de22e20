import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '../../shared/ssr/renderContract.js';

/** The renderer's build beside the client's (`npm run build` writes both). */
export const SERVER_ENTRY_FILE = 'entry-server.js';

export function serverEntryPath(clientDir: string): string {
  return join(clientDir, '..', 'dist-ssr', SERVER_ENTRY_FILE);
}

function isServerEntry(value: unknown): value is ServerEntry {
  return typeof value === 'object' && value !== null && typeof (value as ServerEntry).render === 'function';
}

/** The built server entry, or null when there is none (the pages are then served as the client shell). */
export async function loadServerEntry(clientDir: string): Promise<ServerEntry | null> {
  const path = serverEntryPath(clientDir);
  if (!existsSync(path)) return null;
  const module: unknown = await import(pathToFileURL(path).href);
  if (!isServerEntry(module)) throw new Error(`${path} does not export render()`);
  return module;
}
