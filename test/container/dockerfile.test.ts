/** The Dockerfile's promises that do not need it built: base image, user, port, signal, health, context. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../server/projectRoot.js';
import {
  copiesOf,
  envOf,
  execForm,
  finalStage,
  healthcheckOf,
  instructionsOf,
  lastOf,
  readDockerfile,
} from '../helpers/dockerfile.js';
import { readDockerignore } from './dockerignore.js';

const root = findProjectRoot();
const dockerfile = readDockerfile(root);
const runtime = finalStage(dockerfile);
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

/** `A=1 B=2 node x.js` → the assignments and the command. */
function splitScript(script: string): { env: Record<string, string>; command: string[] } {
  const words = script.split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] !== undefined && /^\w+=/.test(words[0])) {
    const word = words.shift() ?? '';
    const at = word.indexOf('=');
    env[word.slice(0, at)] = word.slice(at + 1);
  }
  return { env, command: words };
}

function filesBelow(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesBelow(join(path, name)));
}

describe('the Dockerfile', () => {
  it('builds every stage on one Debian slim Node image, pinned by major version, no older than engines.node', () => {
    const bases = new Set(dockerfile.stages.map((stage) => stage.base));
    expect(bases.size).toBe(1);
    const [base = ''] = bases;
    // Debian's glibc, not Alpine's musl: MALLOC_MMAP_THRESHOLD_ is a glibc setting.
    const match = /^node:(\d+)-(bookworm|trixie)-slim$/.exec(base);
    expect(match, base).not.toBeNull();
    const minimum = Number(/(\d+)/.exec(packageJson.engines.node)?.[1]);
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(minimum);
  });

  it('has several stages, building with npm ci then npm run build', () => {
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(2);
    const build = dockerfile.stages.find((stage) =>
      instructionsOf(stage, 'RUN').some((run) => run.args === 'npm run build'),
    );
    const runs = instructionsOf(build ?? runtime, 'RUN').map((run) => run.args);
    const install = runs.findIndex((args) => /^npm ci\b/.test(args) && !args.includes('--omit=dev'));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(runs.indexOf('npm run build')).toBeGreaterThan(install);
  });

  it('runs the final stage as the unprivileged node user', () => {
    expect(lastOf(runtime, 'USER')?.args).toBe('node');
  });

  it('exposes 8080, the port its environment makes the BFF listen on, on every interface', () => {
    expect(lastOf(runtime, 'EXPOSE')?.args).toBe('8080');
    expect(envOf(runtime)).toMatchObject({ PORT: '8080', HOST: '0.0.0.0' });
  });

  it('stops the BFF with SIGTERM, on which it drains', () => {
    expect(lastOf(runtime, 'STOPSIGNAL')?.args).toBe('SIGTERM');
  });

  it('checks /healthz with node itself, in exec form and with a timeout', () => {
    const healthcheck = healthcheckOf(runtime);
    expect(healthcheck?.command[0]).toBe('node');
    expect(healthcheck?.command.join(' ')).toContain('/healthz');
    expect(healthcheck?.options).toMatchObject({ interval: expect.any(String), timeout: expect.any(String) });
  });

  it('runs what npm run serve runs, with the same malloc and engine settings', () => {
    const serve = splitScript(packageJson.scripts.serve ?? '');
    expect(execForm(lastOf(runtime, 'CMD')?.args ?? '')).toEqual(serve.command);
    expect(serve.env.MALLOC_MMAP_THRESHOLD_).toBe('65536');
    expect(envOf(runtime).MALLOC_MMAP_THRESHOLD_).toBe(serve.env.MALLOC_MMAP_THRESHOLD_);
    expect(serve.env.NODE_OPTIONS).toBe('--max-semi-space-size=4');
    expect(envOf(runtime).NODE_OPTIONS).toBe(serve.env.NODE_OPTIONS);
  });

  it('copies no source code from the build context into the final stage', () => {
    const fromContext = copiesOf(runtime).filter((copy) => copy.from === null);
    const sources = fromContext.flatMap((copy) => copy.sources);
    expect(sources).not.toContain('.');
    const code = sources.flatMap((source) => filesBelow(join(root, source))).filter((f) => /\.(ts|tsx|js)$/.test(f));
    expect(code).toEqual([]);
  });
});

describe('.dockerignore', () => {
  const ignored = readDockerignore(root);

  it.each(['node_modules', 'server/node_modules', 'dist', 'client/dist', '.git', 'test', '.ci', '.env', 'README.md'])(
    'keeps %s out of the build context',
    (path) => {
      expect(ignored(path)).toBe(true);
    },
  );

  it('lets in everything the build and the final stage copy from the context', () => {
    const copied = dockerfile.stages.flatMap((stage) =>
      copiesOf(stage)
        .filter((copy) => copy.from === null)
        .flatMap((copy) => copy.sources),
    );
    const buildInputs = ['server/main.ts', 'shared/routes.ts', 'client/index.html', 'client/vite.config.ts'];
    const configs = ['tsconfig.json', 'server/tsconfig.json', 'server/tsconfig.build.json', 'client/tsconfig.json'];
    for (const path of [...copied.filter((p) => p !== '.'), ...buildInputs, ...configs]) {
      expect(ignored(path), path).toBe(false);
    }
  });
});
