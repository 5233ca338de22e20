import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkInfo {
  code: string;
  imports: string[];
}

/**
 * Prints the JavaScript a first visit of the home page loads (the entry, the home page's lazy module
 * and every chunk they import), gzipped, and fails the build above the budget (DESIGN §8).
 */
export function homePageBudget(options: { homeModule: RegExp; limitKb: number }): Plugin {
  return {
    name: 'home-page-budget',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      const roots: string[] = [];
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(fileName, { code: item.code, imports: item.imports });
        if (item.isEntry || (item.facadeModuleId !== null && options.homeModule.test(item.facadeModuleId))) {
          roots.push(fileName);
        }
      }
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      roots.forEach(visit);
      const bytes = [...seen].reduce((sum, fileName) => sum + gzipSync(chunks.get(fileName)?.code ?? '').length, 0);
      // Kilobytes of 1000 bytes, as Vite prints its own sizes.
      const kb = bytes / 1000;
      const line = `home page, first visit: ${seen.size} scripts, ${kb.toFixed(1)} kB gzipped (budget ${options.limitKb} kB)`;
      if (kb > options.limitKb) this.error(line);
      this.info(line);
    },
  };
}
