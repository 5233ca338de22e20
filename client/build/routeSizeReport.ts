import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
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
import { firstVisitReport } from './firstVisitReport';
import { firstVisitScripts, type FirstVisitScript } from './firstVisit';
import { readPageModules } from './pageModuleTable';

export interface RouteSizeReportOptions {
  /** The app's route → page module table (`PAGE_MODULES`). */
  pageModules: string;
  /** The route of the home page, whose first visit has a budget. */
  homeRoute: string;
  /** The module the entry loads to hydrate a server-rendered page: its script and their static imports
   *  load with every page. */
  hydration: string;
  /** The budget of the JavaScript a first visit to the home page loads without interaction, in kB (1000
   *  bytes) gzipped. */
  limitKb: number;
  /** Lazy modules a first visit to the home page never loads (only another language or a page without
   *  server markup needs them). */
  notOnFirstVisit: RegExp;
  /** Lazy modules of the home page that wait for the visitor to act on the page. */
  onInteraction: RegExp;
  /** The names of the libraries' chunks. */
  libraries: readonly string[];
  /** Worker scripts a first visit starts on its own (built apart from the chunks, emitted as files). */
  workers: RegExp;
  /** Where the budget's figures are written (script by script), for the check that loads the page. */
  recordFile: string;
}

interface Row {
  route: string;
  path: string;
  size: LoadSize;
}

// Kilobytes of 1000 bytes, as Vite prints its own sizes.
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const pathOf = (route: string) => (route in ROUTES ? ROUTES[route as keyof typeof ROUTES] : '');

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
 * can show). Once the files are written it prints every script a first visit to the home page loads, the
 * library it holds and when it loads (see `firstVisitScripts`), and fails when what loads without the
 * visitor doing anything passes the budget; the figures are also written to `recordFile`. It also writes `route-preloads.json`: each route's scripts and style sheets beyond the
 * entry's, which the server names in `index.html` for that route.
 */
export function routeSizeReport(options: RouteSizeReportOptions): Plugin {
  let scripts: FirstVisitScript[] = [];
  return {
    name: 'route-size-report',
    apply: 'build',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const chunks = new Map<string, ScriptChunk>();
      const sheets = new Map<string, string | Uint8Array>();
      const entries: string[] = [];
      const byModule = new Map<string, string>();
      const libraries = new Map<string, string>();
      const workers: string[] = [];
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type === 'asset') {
          if (fileName.endsWith('.css')) sheets.set(fileName, item.source);
          if (options.workers.test(fileName)) workers.push(fileName);
          continue;
        }
        const css = [...(item.viteMetadata?.importedCss ?? [])];
        chunks.set(fileName, { code: item.code, imports: item.imports, dynamicImports: item.dynamicImports, css });
        if (item.isEntry) entries.push(fileName);
        // Every module's chunk: a lazily loaded module may share its chunk with others (then it is no facade).
        for (const module of item.moduleIds) byModule.set(module.replace(/\.[cm]?[jt]sx?$/, ''), fileName);
        if (options.libraries.includes(item.name)) libraries.set(fileName, item.name);
      }
      const graph: BundleGraph = { chunks, sheets };

      const pages = readPageModules(options.pageModules);
      if (pages.length === 0) this.error(`route size report: no page modules found in ${options.pageModules}`);
      const rows: Row[] = [];
      const atEntry = reachable(graph, entries);
      const preloads: RoutePreloads = {};
      let home: string | null = null;
      const pageChunks = new Map<string, string>();
      for (const { route, module } of pages) {
        const chunk = byModule.get(module);
        if (chunk === undefined) this.error(`route size report: no script of the build renders ${route} (${module})`);
        pageChunks.set(route, chunk);
      }
      const hydration = byModule.get(options.hydration.replace(/\.[cm]?[jt]sx?$/, ''));
      if (hydration === undefined) this.error(`route size report: no script of the build holds ${options.hydration}`);
      for (const [route, chunk] of pageChunks) {
        const firstVisit = reachable(graph, [...entries, hydration, chunk]);
        rows.push({ route, path: pathOf(route), size: loadSize(graph, firstVisit) });
        const others = new Set([...pageChunks.values()].filter((other) => other !== chunk));
        const rendered = renderedStyles(graph, atEntry, [...entries, hydration, chunk], others);
        preloads[route] = { ...ownFiles(graph, atEntry, firstVisit), renderedStyles: rendered };
        if (route === options.homeRoute) home = chunk;
      }
      if (home === null) this.error(`route size report: the home route ${options.homeRoute} has no page module`);

      this.info(
        `initial JavaScript and CSS of each route kind, gzipped (entry + page module + their static imports):\n${table(rows)}`,
      );
      const facades = [...byModule].map(([module, fileName]) => ({ module, fileName }));
      const matching = (pattern: RegExp) =>
        new Set(facades.filter(({ module }) => pattern.test(module)).map(({ fileName }) => fileName));
      const otherPages = [...pageChunks.values()].filter((fileName) => fileName !== home);
      scripts = firstVisitScripts({
        graph,
        entries: [...entries, hydration],
        page: home,
        never: new Set([...otherPages, ...matching(options.notOnFirstVisit)]),
        onInteraction: matching(options.onInteraction),
        libraryOf: (fileName) => libraries.get(fileName),
      });
      if (workers.length === 0) this.error(`route size report: no worker script matches ${String(options.workers)}`);
      scripts.push(...workers.map((fileName) => ({ fileName, library: 'app', when: 'while hydrating' as const })));
      // `/` shows the home page (the app redirects it to the home route).
      const homePreload = preloads[options.homeRoute];
      if (homePreload) preloads.home = homePreload;
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
    // Measured on the files as written, the bytes a browser is sent.
    writeBundle(_output, bundle) {
      const codeOf = (fileName: string) => {
        const item = bundle[fileName];
        if (item?.type === 'chunk') return item.code;
        return item?.type === 'asset' ? item.source : '';
      };
      const report = firstVisitReport(scripts, codeOf, options);
      this.info(report.text);
      mkdirSync(dirname(options.recordFile), { recursive: true });
      writeFileSync(options.recordFile, `${JSON.stringify(report.record, null, 2)}\n`);
      if (report.record.firstVisitBytes > options.limitKb * 1000) this.error(report.verdict);
    },
  };
}
