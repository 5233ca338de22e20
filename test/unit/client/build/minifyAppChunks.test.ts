import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { minifyAppChunks } from '../../../../client/build/minifyAppChunks.js';

/** What the bundler's minifier leaves: a CSS Module's class map, looked up where the classes are used. */
const SITE = 'var s={slot:`_a1`,bar:`_b2`};export function f(){return[s.slot,s.bar]}';
const LIBRARY = 'var s={slot:`_a1`};export function g(){return s.slot}';

/** The chunk's code after the plugin's `renderChunk`, which runs before the chunk's name is hashed. */
async function rendered(format: string, name: string, code: string): Promise<string> {
  const plugin: Plugin = minifyAppChunks({ skip: ['react'] });
  const hook = plugin.renderChunk as (
    this: { error: (message: string) => never },
    code: string,
    chunk: { name: string; fileName: string },
    output: { format: string },
  ) => Promise<{ code: string } | null>;
  const result = await hook.call(
    {
      error: (message) => {
        throw new Error(message);
      },
    },
    code,
    { name, fileName: `assets/${name}-[hash].js` },
    { format },
  );
  return result?.code ?? code;
}

describe('chunks minified a second time', () => {
  it('get the class names written where they are used, the map gone, and keep their exports', async () => {
    const code = await rendered('es', 'site', SITE);
    expect(code).not.toContain('slot');
    expect(code).toContain('"_a1","_b2"');
    expect(code).toMatch(/export\{\w+ as f\}|export function f/);
    // The same behaviour: the function still returns both names.
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { f: () => string[] };
    expect(module.f()).toEqual(['_a1', '_b2']);
  });

  it('leave the chunks it is told to skip as the bundler wrote them', async () => {
    expect(await rendered('es', 'react', LIBRARY)).toBe(LIBRARY);
  });

  it('leave other output formats alone', async () => {
    expect(await rendered('cjs', 'site', SITE)).toBe(SITE);
  });
});
