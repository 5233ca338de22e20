import { readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { RouteKind } from '../src/app/routeKind';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = join(ROOT, 'client/src/pages');
export const ROUTE_TABLE_FILE = join(ROOT, 'shared/routeTable.ts');
const PAGE_MODULES_FILE = join(ROOT, 'client/src/app/pageModules.ts');
const KIND_MODULES_FILE = join(ROOT, 'client/src/app/data/kindModules.ts');

/** Each page folder with a `route.ts` and the route kind it declares, in folder order. */
export async function readRouteKinds(): Promise<{ folder: string; kind: RouteKind }[]> {
  const folders = readdirSync(PAGES).filter((folder) => existsSync(join(PAGES, folder, 'route.ts')));
  return Promise.all(
    folders.sort().map(async (folder) => {
      const url = pathToFileURL(join(PAGES, folder, 'route.ts')).href;
      return { folder, kind: ((await import(url)) as { default: RouteKind }).default };
    }),
  );
}

const list = (ids: string[]) => JSON.stringify(ids);

/**
 * The sources of `shared/routeTable.ts` (the facts of every route kind the server, the router and the
 * links need) and of the client's tables of lazy page and route kind modules, by file.
 */
export async function routeTableSources(): Promise<Record<string, string>> {
  const kinds = await readRouteKinds();
  const rows = kinds.flatMap(({ folder, kind }) =>
    Object.entries(kind.paths).map(([id, path]) => ({ id, path, folder, kind })),
  );
  const seen = new Set<string>();
  for (const { id, folder, kind } of rows) {
    if (seen.has(id)) throw new Error(`route id ${id} is declared by two route kinds`);
    if (!existsSync(join(PAGES, folder, `${kind.page}.tsx`)))
      throw new Error(`${folder}/route.ts: no ${kind.page}.tsx`);
    seen.add(id);
  }
  const record = (value: (row: (typeof rows)[number]) => string) =>
    `{${rows.map((row) => `${row.id}: ${value(row)}`).join(',')}}`;
  const where = (test: (kind: RouteKind) => boolean) => list(rows.filter((row) => test(row.kind)).map((row) => row.id));
  const source = `/**
 * The route table, written by \`npm run routes\` from the route kinds (\`client/src/pages/<page>/route.ts\`);
 * not edited by hand: a unit test fails when it differs from what they declare.
 */
import type { EndpointName } from './api/endpoints.js';

/** Each route's path pattern (react-router syntax), by route id. */
export const ROUTE_PATHS = ${record((row) => JSON.stringify(row.path))} as const;

export type RouteKindId = keyof typeof ROUTE_PATHS;

/** Each route's page module, from the pages' folder, without its extension: its folder holds the route kind's \`route.ts\`. */
export const ROUTE_PAGES: Readonly<Record<RouteKindId, string>> = ${record((row) => JSON.stringify(`${row.folder}/${row.kind.page}`))};

/** The calls each route's page cannot be drawn without, besides the menu tree. */
export const ESSENTIAL_CALLS: Readonly<Record<RouteKindId, readonly EndpointName[]>> = ${record((row) => list([...row.kind.essential]))};

/** The home page's routes. */
export const HOME_ROUTES: readonly RouteKindId[] = ${where((kind) => kind.head?.home === true)};

/** The routes whose pages leave the header's section picture out. */
export const NO_SECTION_BANNER: readonly RouteKindId[] = ${where((kind) => kind.head?.noSectionBanner === true)};
`;
  const generated = (what: string) => `/**
 * ${what}: written by \`npm run routes\` from the route kinds (\`client/src/pages/<page>/route.ts\`), like
 * \`shared/routeTable.ts\`; not edited by hand. (A file of its own, so that it is in the chunk of the code
 * that uses it.)
 */`;
  const pages = `${generated("Each route's page module, loaded on first use")}
import type { RouteKindId } from '../../../shared/routeTable';
import type { PageModule } from './routeKind';

export const PAGE_MODULES: Readonly<Record<RouteKindId, () => Promise<PageModule>>> = ${record(
    (row) => `() => import('../pages/${row.folder}/${row.kind.page}')`,
  )};
`;
  const kindTable = `${generated("Each route's route kind module, loaded when its loader first runs")}
import type { RouteKindId } from '../../../../shared/routeTable';
import type { RouteKind } from '../routeKind';

export const KIND_MODULES: Readonly<Record<RouteKindId, () => Promise<{ default: RouteKind }>>> = ${record(
    (row) => `() => import('../../pages/${row.folder}/route')`,
  )};
`;
  const options = await resolveConfig(ROUTE_TABLE_FILE);
  return {
    [ROUTE_TABLE_FILE]: await format(source, { ...options, filepath: ROUTE_TABLE_FILE }),
    [PAGE_MODULES_FILE]: await format(pages, { ...options, filepath: PAGE_MODULES_FILE }),
    [KIND_MODULES_FILE]: await format(kindTable, { ...options, filepath: KIND_MODULES_FILE }),
  };
}

// `npm run routes`
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [file, source] of Object.entries(await routeTableSources())) writeFileSync(file, source);
}
