import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../shared/routePreloads';
import { ROUTES } from '../../shared/routes';
import {
  loadSize,
  ownFiles,
  reachable,
  renderedStyles,
  type BundleGraph,
  type LoadSize,
  type ScriptChunk,
} from './bundleSizes';
import { readPageModules } from './pageModuleTable';

export interface RouteSizeReportOptions {
  /** The app's route → page module table (`PAGE_MODULES`). */
  pageModules: string;
  /** The route of the home page, whose first visit has a budget. */
  homeRoute: string;
  /** The budget of the home page's first-visit JavaScript, in kB (1000 bytes) gzipped. */
  limitKb: number;
}

interface Row {
  route: string;
  path: string;
  size: LoadSize;
}

// Kilobytes of 1000 bytes, as Vite prints its own sizes.
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const pathOf = (route: string) => (route in ROUTES ? ROUTES[route as keyof typeof ROUTES].path : '');

function table(rows: readonly Row[]): string {
  const head = ['route', 'path', 'JS kB', 'CSS kB', 'files'];
  const lines = rows.map((r) => [
    r.route,
    r.path,
    kb(r.size.jsBytes),
    kb(r.size.cssBytes),
    `${r.size.scripts} js + ${r.size.sheets} css`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 2 || i === 3 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ');
  return [format(head), ...lines.map(format)].map((line) => line.trimEnd()).join('\n');
}

/**
 * Prints, for every route kind, the JavaScript and CSS a first visit loads, gzipped: the entry, the
 * route's page module and everything they import statically (what the browser fetches before the page
 * can show). For the home page it also prints the total once every block it loads later (below the fold,
 * as it nears the viewport) has arrived. The build fails when the home page's first-visit JavaScript passes
 * the budget. It also writes `route-preloads.json`: each route's scripts and style sheets beyond the
 * entry's, which the server names in `index.html` for that route.
 */
export function routeSizeReport(options: RouteSizeReportOptions): Plugin {
  return {
    name: 'route-size-report',
    apply: 'build',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const chunks = new Map<string, ScriptChunk>();
      const sheets = new Map<string, string | Uint8Array>();
      const entries: string[] = [];
      const byModule = new Map<string, string>();
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type === 'asset') {
          if (fileName.endsWith('.css')) sheets.set(fileName, item.source);
          continue;
        }
        const css = [...(item.viteMetadata?.importedCss ?? [])];
        chunks.set(fileName, { code: item.code, imports: item.imports, dynamicImports: item.dynamicImports, css });
        if (item.isEntry) entries.push(fileName);
        if (item.facadeModuleId !== null) byModule.set(item.facadeModuleId.replace(/\.[cm]?[jt]sx?$/, ''), fileName);
      }
      const graph: BundleGraph = { chunks, sheets };

      const pages = readPageModules(options.pageModules);
      if (pages.length === 0) this.error(`route size report: no page modules found in ${options.pageModules}`);
      const rows: Row[] = [];
      const atEntry = reachable(graph, entries);
      const preloads: RoutePreloads = {};
      let home: { chunk: string; firstVisit: Set<string> } | null = null;
      const pageChunks = new Map<string, string>();
      for (const { route, module } of pages) {
        const chunk = byModule.get(module);
        if (chunk === undefined) this.error(`route size report: no script of the build renders ${route} (${module})`);
        pageChunks.set(route, chunk);
      }
      for (const [route, chunk] of pageChunks) {
        const firstVisit = reachable(graph, [...entries, chunk]);
        rows.push({ route, path: pathOf(route), size: loadSize(graph, firstVisit) });
        const others = new Set([...pageChunks.values()].filter((other) => other !== chunk));
        const rendered = renderedStyles(graph, atEntry, [...entries, chunk], others);
        preloads[route] = { ...ownFiles(graph, atEntry, firstVisit), renderedStyles: rendered };
        if (route === options.homeRoute) home = { chunk, firstVisit };
      }
      if (home === null) this.error(`route size report: the home route ${options.homeRoute} has no page module`);

      // The home page's own lazy blocks and what they load; the first visit's scripts are not followed
      // again, since the entry's lazy imports lead to every other page.
      const { chunk, firstVisit } = home;
      const later = reachable(graph, chunks.get(chunk)?.dynamicImports ?? [], (fileName, c) =>
        firstVisit.has(fileName) ? [] : [...c.imports, ...c.dynamicImports],
      );
      const first = loadSize(graph, firstVisit);
      const all = loadSize(graph, new Set([...firstVisit, ...later]));
      const verdict =
        `home page first visit: ${kb(first.jsBytes)} kB of JavaScript gzipped (budget ${options.limitKb} kB); ` +
        `with every home block loaded: ${kb(all.jsBytes)} kB of JavaScript and ${kb(all.cssBytes)} kB of CSS ` +
        `(${all.scripts} scripts, ${all.sheets} style sheets)`;
      this.info(
        `initial JavaScript and CSS of each route kind, gzipped (entry + page module + their static imports):\n` +
          `${table(rows)}\n${verdict}`,
      );
      if (first.jsBytes > options.limitKb * 1000) this.error(verdict);
      // `/` shows the home page (the app redirects it to the home route).
      const homePreload = preloads[options.homeRoute];
      if (homePreload) preloads.home = homePreload;
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
