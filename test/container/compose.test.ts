/**
 * docker-compose.yml, read with a YAML parser (no Docker engine here): the services, the BFF's build,
 * ports, health check and environment, and the documentation of every variable.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_GROUPS } from '../../shared/api/endpoints.js';
import { DEFAULT_GROUP_TTL_MS, loadConfig } from '../../server/config.js';
import { loadDemoCmsConfig } from '../../server/demo-cms/config.js';
import { findProjectRoot } from '../../server/projectRoot.js';
import { finalStage, healthcheckOf, lastOf, readDockerfile } from '../helpers/dockerfile.js';
import { commandOf, environmentOf, readCompose, type ComposeService } from './composeFile.js';
import { bffVariables, demoCmsVariables } from './configVariables.js';

const root = findProjectRoot();
const compose = readCompose(root);
const dockerfile = readDockerfile(root);
const runtime = finalStage(dockerfile);
const CLIENT_DIR = '/nonexistent';

function service(name: string): ComposeService {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

const bff = service('bff');
const demoCms = service('demo-cms');
/** The BFF's environment with no shell variables set, as `docker compose config` would resolve it. */
const bffEnv = environmentOf(bff);

/** Variables whose default is "unset": no value of their own, or one taken from another variable. */
const UNSET_BY_DEFAULT = new Set([
  'ADMIN_TOKEN',
  'TRUST_PROXY',
  'CACHE_REDIS_URL',
  'SITE_URL',
  'IMAGE_CACHE_DIR',
  'CACHE_TTL_PAGE_MS',
  'PRIVATE_COOKIES',
  'EDGE_PURGE_URLS',
  ...CACHE_GROUPS.filter((group) => DEFAULT_GROUP_TTL_MS[group] === undefined).map((g) => `CACHE_TTL_${g}_MS`),
]);

function buildTarget(s: ComposeService): { context: string; target?: string } {
  if (typeof s.build === 'string') return { context: s.build };
  if (!s.build) throw new Error('no build section');
  return s.build;
}

describe('docker-compose.yml', () => {
  it('runs the BFF and the demo CMS by default (the services without a profile)', () => {
    const byDefault = Object.entries(compose.services).filter(([, s]) => s.profiles === undefined);
    expect(byDefault.map(([name]) => name).sort()).toEqual(['bff', 'demo-cms']);
  });

  it('builds both services from the Dockerfile in the project root, up to its final stage', () => {
    for (const s of [bff, demoCms]) {
      const build = buildTarget(s);
      expect(build.context).toBe('.');
      expect([undefined, runtime.name]).toContain(build.target);
    }
  });

  it("publishes the BFF's exposed port", () => {
    const exposed = lastOf(runtime, 'EXPOSE')?.args;
    expect(bff.ports).toEqual([`${exposed}:${exposed}`]);
    expect(bffEnv.PORT).toBe(exposed);
  });

  it("checks the BFF's health with the image's HEALTHCHECK command", () => {
    const healthcheck = healthcheckOf(runtime);
    expect(bff.healthcheck?.test).toEqual(['CMD', ...(healthcheck?.command ?? [])]);
    expect(bff.healthcheck?.interval).toBe(healthcheck?.options.interval);
    expect(bff.healthcheck?.timeout).toBe(healthcheck?.options.timeout);
  });

  it('starts the BFF once the demo CMS is healthy', () => {
    expect(bff.depends_on).toEqual({ 'demo-cms': { condition: 'service_healthy' } });
    expect(demoCms.healthcheck?.test[0]).toBe('CMD');
  });

  it('points the BFF at the demo CMS over the network', () => {
    expect(bffEnv.CMS_UPSTREAM_URL).toBe(`http://demo-cms:${environmentOf(demoCms).DEMO_CMS_PORT}`);
  });

  it('lists every variable the BFF reads, and nothing else', () => {
    expect(Object.keys(bffEnv).sort()).toEqual(bffVariables());
  });

  it('gives every variable its default, apart from the upstream', () => {
    const composed = loadConfig(bffEnv, { clientDir: CLIENT_DIR });
    const defaults = loadConfig({ CMS_UPSTREAM_URL: bffEnv.CMS_UPSTREAM_URL }, { clientDir: CLIENT_DIR });
    expect(composed).toEqual(defaults);
  });

  it('writes each default out, leaving empty only the variables that are unset by default', () => {
    const empty = Object.entries(bffEnv)
      .filter(([, value]) => value === '')
      .map(([name]) => name);
    expect(empty.sort()).toEqual([...UNSET_BY_DEFAULT].sort());
  });

  it('takes the purge token from the shell, never from the file', () => {
    expect(environmentOf(bff, { ADMIN_TOKEN: 'a-token-from-the-shell' }).ADMIN_TOKEN).toBe('a-token-from-the-shell');
  });

  it('runs the demo CMS with the command of npm run demo-cms on port 8081 of all interfaces', () => {
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(commandOf(demoCms).join(' ')).toBe(scripts['demo-cms']);
    const env = environmentOf(demoCms);
    expect(Object.keys(env).sort()).toEqual(demoCmsVariables());
    expect(loadDemoCmsConfig(env)).toEqual({ port: 8081, host: '0.0.0.0' });
  });

  it('gives the BFF longer than its 10 s drain to stop', () => {
    expect(bff.stop_grace_period).toMatch(/^(1[1-9]|[2-9]\d)s$/);
  });
});

describe('the README', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const tableRows = readme.split('\n').filter((line) => line.startsWith('|'));

  it.each([...bffVariables(), ...demoCmsVariables()])('documents %s in a configuration table', (name) => {
    expect(tableRows.some((row) => row.includes(`\`${name}\``))).toBe(true);
  });
});
