import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** A route of the route table and the module that renders it. */
export interface PageModuleEntry {
  route: string;
  /** The module's path, absolute, without its extension (as written in the import). */
  module: string;
}

const ENTRY = /^\s*(\w+):\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/gm;

/**
 * The route → page module pairs of the app's `PAGE_MODULES` table (`client/src/app/pageModules.ts`),
 * read from its source, so the size report names each route kind without a second list to keep.
 */
export function parsePageModules(source: string, fromDir: string): PageModuleEntry[] {
  return Array.from(source.matchAll(ENTRY), ([, route = '', path = '']) => ({ route, module: resolve(fromDir, path) }));
}

export function readPageModules(file: string): PageModuleEntry[] {
  return parsePageModules(readFileSync(file, 'utf8'), dirname(file));
}
