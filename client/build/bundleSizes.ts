import { gzipSync } from 'node:zlib';

/** What the size report needs of one script of the build. */
export interface ScriptChunk {
  code: string;
  /** Scripts it imports statically: they load with it. */
  imports: readonly string[];
}

/** The scripts of the build by file name. */
export type BundleGraph = ReadonlyMap<string, ScriptChunk>;

/**
 * The scripts reached from `roots` by their static imports, roots included: what a browser fetches
 * together before the code runs. Each script comes after those it reaches (bar cycles): the order in
 * which a browser can run them one by one.
 */
export function reachable(graph: BundleGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const inOrder = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    graph.get(fileName)?.imports.forEach(visit);
    inOrder.add(fileName);
  };
  for (const root of roots) visit(root);
  return inOrder;
}

const gzipped = new WeakMap<ScriptChunk, number>();
/** The gzipped size in bytes of a set of scripts, each compressed once for all the routes that hold it. */
export function gzippedSize(graph: BundleGraph, scripts: ReadonlySet<string>): number {
  let bytes = 0;
  for (const chunk of [...scripts].flatMap((fileName) => graph.get(fileName) ?? [])) {
    if (!gzipped.has(chunk)) gzipped.set(chunk, gzipSync(chunk.code).length);
    bytes += gzipped.get(chunk) ?? 0;
  }
  return bytes;
}

/**
 * The scripts of a first visit (`firstVisit`) that the entry's own load (`atEntry`) does not bring, as
 * paths from the site root, in `firstVisit`'s order: what `index.html` should name for that route.
 */
export function ownScripts(atEntry: ReadonlySet<string>, firstVisit: ReadonlySet<string>): string[] {
  return [...firstVisit].filter((fileName) => !atEntry.has(fileName)).map((fileName) => `/${fileName}`);
}
