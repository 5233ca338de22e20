import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { minifyAppChunks } from '../../../../client/build/minifyAppChunks.js';

/** What the bundler's minifier leaves: a CSS Module's class map, looked up where the classes are used. */
const SITE = 'var s={slot:`_a1`,bar:`_b2`};export function f(){return[s.slot,s.bar]}';
const LIBRARY = 'var s={slot:`_a1`};export function g(){return s.slot}';

type Chunk = { type: 'chunk'; name: string; fileName: string; code: string };

async function run(format: string, chunks: Chunk[]): Promise<void> {
  const plugin: Plugin = minifyAppChunks({ libraries: ['react'] });
  const hook = plugin.generateBundle as (
    this: { error: (message: string) => never },
    output: { format: string },
    bundle: Record<string, Chunk>,
  ) => Promise<void>;
  const bundle = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]));
  await hook.call(
    {
      error: (message) => {
        throw new Error(message);
      },
    },
    { format },
    bundle,
  );
}

describe("the site's chunks, minified a second time", () => {
  it('get the class names written where they are used, the map gone, and keep their exports', async () => {
    const site: Chunk = { type: 'chunk', name: 'site', fileName: 'assets/site-x.js', code: SITE };
    await run('es', [site]);
    expect(site.code).not.toContain('slot');
    expect(site.code).toContain('"_a1","_b2"');
    expect(site.code).toMatch(/export\{\w+ as f\}|export function f/);
    // The same behaviour: the function still returns both names.
    const module = (await import(`data:text/javascript,${encodeURIComponent(site.code)}`)) as { f: () => string[] };
    expect(module.f()).toEqual(['_a1', '_b2']);
  });

  it("leave the libraries' chunks as the bundler wrote them", async () => {
    const react: Chunk = { type: 'chunk', name: 'react', fileName: 'assets/react-x.js', code: LIBRARY };
    await run('es', [react]);
    expect(react.code).toBe(LIBRARY);
  });

  it('leave other output formats alone', async () => {
    const site: Chunk = { type: 'chunk', name: 'site', fileName: 'site.cjs', code: SITE };
    await run('cjs', [site]);
    expect(site.code).toBe(SITE);
  });
});
