import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../shared/routePreloads';
import { ROUTE_PAGES, type RouteKindId } from '../../shared/routeTable';
import { ROUTES } from '../../shared/routes';
import { gzippedSize, ownScripts, reachable, type ScriptChunk } from './bundleSizes';

/** The pages' folder (the route table names page modules from it) and the module hydration loads. */
export interface RouteSizeReportOptions {
  pages: string;
  hydration: string;
}

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
const kb = (bytes: number) => (bytes / 1000).toFixed(1); // of 1000 bytes, as Vite prints its own sizes

function table(rows: readonly string[][]): string {
  const widths = rows[0]?.map((_cell, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  const cell = (text: string, i: number) => (i === 2 ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0));
  return rows.map((row) => row.map(cell).join('  ').trimEnd()).join('\n');
}

/**
 * For every route of the route table, the scripts a first visit loads before the page can show: the
 * entry, the hydration's module and the route's page module, with their static imports. Prints their
 * gzipped sizes by route, and writes `route-preloads.json`: each route's scripts beyond the entry's,
 * which the server names in a page of that route so the browser fetches them side by side.
 */
export function routeSizeReport(options: RouteSizeReportOptions): Plugin {
  return {
    name: 'route-size-report',
    apply: 'build',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const graph = new Map<string, ScriptChunk>();
      const entries: string[] = [];
      const byModule = new Map<string, string>();
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type === 'asset') continue;
        graph.set(fileName, { code: item.code, imports: item.imports });
        if (item.isEntry) entries.push(fileName);
        // Every module's chunk: a lazily loaded module may share its chunk with others (then it is no facade).
        for (const module of item.moduleIds) byModule.set(withoutExtension(module), fileName);
      }
      const chunkOf = (module: string) => {
        const chunk = byModule.get(withoutExtension(module));
        if (chunk === undefined) this.error(`route size report: no script of the build holds ${module}`);
        return chunk;
      };
      const hydration = chunkOf(options.hydration);
      const atEntry = reachable(graph, entries);
      const preloads: RoutePreloads = {};
      const rows = [['route', 'path', 'JS kB', 'scripts']];
      // A route's page module: its route kind's module, with the loader, is not needed to show a page the
      // server drew.
      for (const [id, page] of Object.entries(ROUTE_PAGES) as [RouteKindId, string][]) {
        const firstVisit = reachable(graph, [...entries, hydration, chunkOf(join(options.pages, page))]);
        preloads[id] = { scripts: ownScripts(atEntry, firstVisit) };
        rows.push([id, ROUTES[id], kb(gzippedSize(graph, firstVisit)), String(firstVisit.size)]);
      }
      // `/` shows the home page (the app redirects it to the home route).
      const home = preloads.homeIndex;
      if (home) preloads.home = home;
      this.info(
        `initial JavaScript of each route, gzipped (entry + page module + their static imports):\n${table(rows)}`,
      );
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
