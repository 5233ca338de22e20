import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkInfo {
  code: string;
  imports: string[];
  dynamicImports: string[];
}

/**
 * Prints the JavaScript the home page loads, gzipped, and fails the build when the first visit needs
 * more than the budget (DESIGN §8). Two figures: the first visit (the entry, the home page's module and
 * every chunk they import), checked against the budget; and the total once every block the home page
 * loads later (below the fold, as it nears the viewport or when the browser is idle) has arrived.
 */
export function homePageBudget(options: { homeModule: RegExp; limitKb: number }): Plugin {
  return {
    name: 'home-page-budget',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      const entries: string[] = [];
      const homes: string[] = [];
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(fileName, { code: item.code, imports: item.imports, dynamicImports: item.dynamicImports });
        if (item.isEntry) entries.push(fileName);
        if (item.facadeModuleId !== null && options.homeModule.test(item.facadeModuleId)) homes.push(fileName);
      }
      const closure = (roots: string[], follow: (fileName: string, chunk: ChunkInfo) => string[]) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = chunks.get(fileName);
          if (chunk) follow(fileName, chunk).forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const firstVisit = closure([...entries, ...homes], (_fileName, chunk) => chunk.imports);
      // The home page's own lazy blocks and what they import; the first visit's chunks are not followed
      // again, since the entry's lazy imports lead to every other page.
      const homeBlocks = homes.flatMap((fileName) => chunks.get(fileName)?.dynamicImports ?? []);
      const later = closure(homeBlocks, (fileName, chunk) =>
        firstVisit.has(fileName) ? [] : [...chunk.imports, ...chunk.dynamicImports],
      );
      const all = new Set([...firstVisit, ...later]);
      const kb = (files: Set<string>) =>
        [...files].reduce((sum, fileName) => sum + gzipSync(chunks.get(fileName)?.code ?? '').length, 0) / 1000;
      // Kilobytes of 1000 bytes, as Vite prints its own sizes.
      const first = kb(firstVisit);
      const line =
        `home page, first visit: ${firstVisit.size} scripts, ${first.toFixed(1)} kB gzipped (budget ${options.limitKb} kB); ` +
        `with every home block loaded: ${all.size} scripts, ${kb(all).toFixed(1)} kB`;
      if (homes.length === 0) this.error('home page budget: no chunk matches the home page module');
      if (first > options.limitKb) this.error(line);
      this.info(line);
    },
  };
}
