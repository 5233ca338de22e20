import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../../client/src/api/api.js';

const CLIENT_SRC = fileURLToPath(new URL('../../../../client/src/', import.meta.url));
/** The module that defines the one API and the helper every area injects its endpoints with. */
const API_MODULE = join(CLIENT_SRC, 'api', 'api.ts');

// A process of its own (`*.isolated.test.*`): each API module must be imported here for the first time, so
// its injection is seen; in the shared worker, another file (the route kinds' loaders) may import them first.

/** Every module of the client that adds endpoints to the one API, found by what it calls. */
function apiModules(dir = CLIENT_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return apiModules(path);
    const injects = /\.tsx?$/.test(entry.name) && /\binjectEndpoints\(/.test(readFileSync(path, 'utf8'));
    return injects && path !== API_MODULE ? [path] : [];
  });
}

interface Injection {
  module: string;
  names: string[];
  overrideExisting: unknown;
}

/** A stand-in for the endpoint builder: only the names of the endpoints are wanted here. */
const nameOnlyBuilder = { query: () => ({}), mutation: () => ({}), infiniteQuery: () => ({}) };

describe('the API endpoints', () => {
  it('are each defined once, by a module that refuses to redefine one', async () => {
    const injections: Injection[] = [];
    let current = '';
    const inject = api.injectEndpoints.bind(api);
    // Each injection is recorded with the module being imported, then made as usual.
    type InjectOptions = Parameters<typeof inject>[0];
    // The generic signature of `injectEndpoints` cannot be restated here; the recorder passes the options
    // on unchanged, so the real signature still holds for the modules.
    const record = (options: InjectOptions) => {
      const endpoints = options.endpoints(nameOnlyBuilder as never);
      injections.push({ module: current, names: Object.keys(endpoints), overrideExisting: options.overrideExisting });
      return inject(options);
    };
    const spy = vi.spyOn(api, 'injectEndpoints').mockImplementation(record as unknown as typeof inject);

    const modules = apiModules();
    expect(modules.length).toBeGreaterThan(10);
    for (const path of modules) {
      current = relative(CLIENT_SRC, path);
      await import(/* @vite-ignore */ path);
    }
    spy.mockRestore();

    expect(injections.map((injection) => injection.module).sort()).toEqual(
      modules.map((path) => relative(CLIENT_SRC, path)).sort(),
    );
    for (const injection of injections) expect(injection.overrideExisting, injection.module).toBe('throw');
    const owners = new Map<string, string[]>();
    for (const { module, names } of injections) {
      for (const name of names) owners.set(name, [...(owners.get(name) ?? []), module]);
    }
    const twice = [...owners].filter(([, where]) => where.length > 1);
    expect(twice, 'endpoints defined in more than one module').toEqual([]);
  });
});
