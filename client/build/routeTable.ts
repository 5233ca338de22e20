import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { RouteKind } from '../src/routeKit/routeKind';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = join(ROOT, 'client/src/pages');

/** Each page folder with a `route.ts` and the route kind it declares, in folder order. */
export async function readRouteKinds(): Promise<{ folder: string; kind: RouteKind }[]> {
  const folders = readdirSync(PAGES).filter((folder) => existsSync(join(PAGES, folder, 'route.ts')));
  return Promise.all(
    folders.sort().map(async (folder) => {
      const module = (await import(pathToFileURL(join(PAGES, folder, 'route.ts')).href)) as { default: RouteKind };
      return { folder, kind: module.default };
    }),
  );
}

const HEADER = `// Written by \`npm run routes\` from the route kinds (client/src/pages/<page>/route.ts): not edited by hand.
// A unit test fails when it differs from what they declare.`;

/**
 * The sources, by file, of the tables written from the route kinds: `shared/routeTable.ts` (what the
 * server, the router and the links need), `shared/routeDefaultFolders.ts` (the pages whose query may name
 * their default folder), `shared/routeFacts.ts` (each route's query, language, sitemap and feed facts), the
 * client's route titles (`client/src/routeKit/routeTitles.ts`, the UI labels the pages no menu names are
 * titled by), and the client's table of each route's lazily loaded modules, its route kind's and its page's
 * (`client/src/app/routeModules.ts`), each table a file of its own so it goes with its user.
 */
export async function routeTableSources(): Promise<Record<string, string>> {
  const folders = await readRouteKinds();
  const rows = folders.flatMap(({ folder, kind }) =>
    Object.entries(kind.paths).map(([id, path]) => ({ id, path, folder, kind })),
  );
  // Each folder's modules are a constant of the client's table, named after the folder.
  for (const { folder } of folders)
    if (!/^[a-z][A-Za-z0-9]*$/.test(folder)) throw new Error(`page folder ${folder} is not a camelCase name`);
  const seen = new Set<string>();
  for (const { id, folder, kind } of rows) {
    if (seen.has(id)) throw new Error(`route id ${id} is declared by two route kinds`);
    if (!existsSync(join(PAGES, folder, `${kind.page}.tsx`)))
      throw new Error(`${folder}/route.ts: no ${kind.page}.tsx`);
    seen.add(id);
  }
  const record = (value: (row: (typeof rows)[number]) => string) =>
    `{${rows.map((row) => `${row.id}: ${value(row)}`).join(',')}}`;
  const where = (test: (kind: RouteKind) => boolean) =>
    JSON.stringify(rows.filter((row) => test(row.kind)).map((row) => row.id));
  const defaultFolders = rows.flatMap(({ id, kind }) => (kind.defaultFolder ? [[id, kind.defaultFolder]] : []));
  // Each page folder's two modules, once: the routes of a route kind share them.
  const modulesByFolder = folders
    .map(
      ({ folder, kind }) => `
const ${folder}: RouteModules = {
  kind: () => import('../pages/${folder}/route'),
  page: () => import('../pages/${folder}/${kind.page}'),
};`,
    )
    .join('');
  const sources = {
    'shared/routeTable.ts': `${HEADER}
/** Each route's path pattern (react-router syntax), by route id. */
export const ROUTE_PATHS = ${record((row) => JSON.stringify(row.path))} as const;
export type RouteKindId = keyof typeof ROUTE_PATHS;

/** Each route's page module (in client/src/pages/, without its extension), beside its route kind's module. */
export const ROUTE_PAGES: Readonly<Record<RouteKindId, string>> = ${record((row) => `'${row.folder}/${row.kind.page}'`)};

/** The home page's routes. */
export const HOME_ROUTES: readonly RouteKindId[] = ${where((kind) => kind.head?.home === true)};

/** The routes whose pages leave the header's section picture out. */
export const NO_SECTION_BANNER: readonly RouteKindId[] = ${where((kind) => kind.head?.noSectionBanner === true)};
`,
    'shared/routeDefaultFolders.ts': `${HEADER}
import type { MENU_CODES } from './constants.js';
import type { RouteKindId } from './routeTable.js';

/** A query parameter naming the folder a page shows, and the menu whose folder it shows without one. */
export interface DefaultFolder {
  param: string;
  menu: keyof typeof MENU_CODES;
}

/** The routes whose URL may name the folder they show without one: the URL without it is the page's. */
export const DEFAULT_FOLDERS: Readonly<Partial<Record<RouteKindId, DefaultFolder>>> = ${JSON.stringify(Object.fromEntries(defaultFolders))};
`,
    'shared/routeFacts.ts': `${HEADER}
import type { RouteKindId } from './routeTable.js';

/** The query parameters of a route's URL: those that make another page, and those that only change how it is drawn. */
export interface RouteQuery {
  page: readonly string[];
  view: readonly string[];
}

/** The routes whose URL reads a query (the others drop it all). */
export const ROUTE_QUERIES: Readonly<Partial<Record<RouteKindId, RouteQuery>>> = ${JSON.stringify(
      Object.fromEntries(
        rows.flatMap(({ id, kind }) =>
          kind.query ? [[id, { page: kind.query.page ?? [], view: kind.query.view ?? [] }]] : [],
        ),
      ),
    )};

/** The routes whose pages exist in one language only: they name no alternate. */
export const ONE_LANGUAGE_ROUTES: readonly RouteKindId[] = ${where((kind) => kind.oneLanguage === true)};

/** The routes no sitemap lists. */
export const UNLISTED_ROUTES: readonly RouteKindId[] = ${where((kind) => kind.unlisted === true)};

/** The routes that list their \`:fdCode\` folder's articles, whose feed they announce. */
export const FEED_ROUTES: readonly RouteKindId[] = ${where((kind) => kind.feed === true)};
`,
    'client/src/routeKit/routeTitles.ts': `${HEADER}
import type { RouteKindId } from '../../../shared/routeTable';
import type { MessageId } from '../i18n/messages';

/** The UI label that titles each route's page which no menu names (its route kind's \`head.title\`). */
export const ROUTE_TITLES = ${JSON.stringify(
      Object.fromEntries(rows.flatMap(({ id, kind }) => (kind.head?.title ? [[id, kind.head.title]] : []))),
    )} as const satisfies Partial<Record<RouteKindId, MessageId>>;
`,
    'client/src/app/routeModules.ts': `${HEADER}
import type { RouteKindId } from '../../../shared/routeTable';
import type { RouteModules } from '../routeKit/routeKind';
${modulesByFolder}

/** Each route's modules: its route kind's, with the loader, and its page's. */
export const ROUTE_MODULES: Readonly<Record<RouteKindId, RouteModules>> = ${record((row) => row.folder)};
`,
  };
  const options = await resolveConfig(join(ROOT, 'shared/routeTable.ts'));
  const formatted = Object.entries(sources).map(async ([file, source]) => {
    const path = join(ROOT, file);
    return [path, await format(source, { ...options, filepath: path })] as const;
  });
  return Object.fromEntries(await Promise.all(formatted));
}

// `npm run routes`
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [file, source] of Object.entries(await routeTableSources())) writeFileSync(file, source);
}
