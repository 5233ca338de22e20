import { readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { RouteKind } from '../src/app/routeKind';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = join(ROOT, 'client/src/pages');
export const ROUTE_TABLE_FILE = join(ROOT, 'shared/routeTable.ts');

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

/** The source of `shared/routeTable.ts`: the facts of every route kind the server and the links need. */
export async function routeTableSource(): Promise<string> {
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
  return format(source, { ...(await resolveConfig(ROUTE_TABLE_FILE)), filepath: ROUTE_TABLE_FILE });
}

// `npm run routes`
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(ROUTE_TABLE_FILE, await routeTableSource());
}
