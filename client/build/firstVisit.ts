import { reachable, type BundleGraph } from './bundleSizes';

/** When a script of a first visit to the home page loads. */
export type LoadTime = 'with the page' | 'while hydrating' | 'on interaction';

/** One script a first visit to the home page may load, with what it holds. */
export interface FirstVisitScript {
  fileName: string;
  /** The library the script holds (its chunk group), or `app` for the site's own code. */
  library: string;
  when: LoadTime;
}

export interface FirstVisitInput {
  graph: BundleGraph;
  /** The scripts every page loads: the entry's, and the hydration's that the entry loads on its own. */
  entries: readonly string[];
  /** The home page module's script. */
  page: string;
  /** Lazy scripts a first visit to the home page never loads: other pages, what only another language or
   *  a page without server markup needs. */
  never: ReadonlySet<string>;
  /** Lazy scripts that wait for the visitor to act on the page. */
  onInteraction: ReadonlySet<string>;
  /** The library a script holds, if it is one of the libraries' chunks. */
  libraryOf: (fileName: string) => string | undefined;
}

/** Follows static imports and the lazy ones not in `skipped`. */
const following =
  (skipped: (fileName: string) => boolean) =>
  (_fileName: string, chunk: { imports: readonly string[]; dynamicImports: readonly string[] }) => [
    ...chunk.imports,
    ...chunk.dynamicImports.filter((fileName) => !skipped(fileName)),
  ];

/**
 * The scripts a first visit to the home page loads, in three sets: those the HTML names and their
 * static imports (`with the page`), the lazy ones the page loads on its own, without the visitor doing
 * anything (`while hydrating`), and the lazy ones that wait for the visitor (`on interaction`). The first
 * two make the figure of the first-visit budget.
 */
export function firstVisitScripts(input: FirstVisitInput): FirstVisitScript[] {
  const { graph, entries, page, never, onInteraction, libraryOf } = input;
  const roots = [...entries, page];
  const withPage = reachable(graph, roots);
  const loaded = reachable(
    graph,
    roots,
    following((fileName) => never.has(fileName) || onInteraction.has(fileName)),
  );
  const waiting = [...loaded].flatMap((fileName) =>
    (graph.chunks.get(fileName)?.dynamicImports ?? []).filter((target) => onInteraction.has(target)),
  );
  const later = reachable(
    graph,
    waiting,
    following((fileName) => never.has(fileName)),
  );
  const when = (fileName: string): LoadTime =>
    withPage.has(fileName) ? 'with the page' : loaded.has(fileName) ? 'while hydrating' : 'on interaction';
  return [...new Set([...loaded, ...later])].map((fileName) => ({
    fileName,
    library: libraryOf(fileName) ?? 'app',
    when: when(fileName),
  }));
}
