import { gzipSync } from 'node:zlib';

/** What the size report needs of one script of the build. */
export interface ScriptChunk {
  code: string;
  /** Scripts it imports statically: they load with it. */
  imports: readonly string[];
  /** Scripts it loads later, on demand. */
  dynamicImports: readonly string[];
  /** Style sheets that load with it. */
  css: readonly string[];
}

export interface BundleGraph {
  chunks: ReadonlyMap<string, ScriptChunk>;
  /** Style sheets by file name. */
  sheets: ReadonlyMap<string, string | Uint8Array>;
}

/** Scripts and style sheets of one load, and their gzipped sizes in bytes. */
export interface LoadSize {
  scripts: number;
  jsBytes: number;
  sheets: number;
  cssBytes: number;
}

/**
 * The scripts reached from `roots` by following `next` from each script, roots included; `next` defaults
 * to the static imports, the scripts a browser fetches together before the code runs. Each script comes
 * after those it reaches (bar cycles): the order in which a browser can run them one by one.
 */
export function reachable(
  graph: BundleGraph,
  roots: Iterable<string>,
  next: (fileName: string, chunk: ScriptChunk) => readonly string[] = (_fileName, chunk) => chunk.imports,
): Set<string> {
  const seen = new Set<string>();
  const inOrder = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = graph.chunks.get(fileName);
    if (chunk) next(fileName, chunk).forEach(visit);
    inOrder.add(fileName);
  };
  for (const root of roots) visit(root);
  return inOrder;
}

const gzipped = (content: string | Uint8Array) => gzipSync(content).length;

/** The gzipped size of a set of scripts and of the style sheets they bring. */
export function loadSize(graph: BundleGraph, scripts: ReadonlySet<string>): LoadSize {
  const sheets = new Set([...scripts].flatMap((fileName) => graph.chunks.get(fileName)?.css ?? []));
  let jsBytes = 0;
  for (const fileName of scripts) jsBytes += gzipped(graph.chunks.get(fileName)?.code ?? '');
  let cssBytes = 0;
  for (const fileName of sheets) cssBytes += gzipped(graph.sheets.get(fileName) ?? '');
  return { scripts: scripts.size, jsBytes, sheets: sheets.size, cssBytes };
}

/**
 * The scripts and style sheets of a first visit (`firstVisit`) that the entry's own load (`atEntry`) does
 * not bring, as paths from the site root, in `firstVisit`'s order: what `index.html` should name for that
 * route.
 */
export function ownFiles(
  graph: BundleGraph,
  atEntry: ReadonlySet<string>,
  firstVisit: ReadonlySet<string>,
): { scripts: string[]; styles: string[] } {
  const cssOf = (scripts: Iterable<string>) =>
    new Set([...scripts].flatMap((fileName) => graph.chunks.get(fileName)?.css ?? []));
  const entryCss = cssOf(atEntry);
  const own = [...firstVisit].filter((fileName) => !atEntry.has(fileName));
  return {
    scripts: own.map((fileName) => `/${fileName}`),
    styles: [...cssOf(own)].filter((fileName) => !entryCss.has(fileName)).map((fileName) => `/${fileName}`),
  };
}

/**
 * The style sheets a server-rendered page needs besides the entry's: those of its own load and of the
 * parts it loads later that the server draws too (the home page's blocks, the footer), but not those of
 * other pages (`otherPages`, the chunks of the other page modules, are not followed).
 */
export function renderedStyles(
  graph: BundleGraph,
  atEntry: ReadonlySet<string>,
  roots: readonly string[],
  otherPages: ReadonlySet<string>,
): string[] {
  const drawn = reachable(graph, roots, (_fileName, chunk) => [
    ...chunk.imports,
    ...chunk.dynamicImports.filter((fileName) => !otherPages.has(fileName)),
  ]);
  const entryCss = new Set([...atEntry].flatMap((fileName) => graph.chunks.get(fileName)?.css ?? []));
  const styles = new Set([...drawn].flatMap((fileName) => graph.chunks.get(fileName)?.css ?? []));
  return [...styles].filter((fileName) => !entryCss.has(fileName)).map((fileName) => `/${fileName}`);
}
