/**
 * `.ci/run` installs the Debian packages the tests start for real when they are missing: Varnish and
 * varnish-modules (the edge tests), redis-server (the replica tests), Prometheus and the Varnish exporter
 * (the ops tests). Run here with stand-ins for apt-get and npm that only note their arguments.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../../server/projectRoot.js';

const run = promisify(execFile);
const root = findProjectRoot();

/** A directory of stand-ins: apt-get and npm write their arguments to `calls`, one line a call. */
let stubs = '';
beforeAll(async () => {
  stubs = await mkdtemp(join(tmpdir(), 'ci-run-'));
  for (const name of ['apt-get', 'npm']) {
    const script = `#!/bin/sh\necho "${name} $*" >> "${join(stubs, 'calls')}"\n`;
    await writeFile(join(stubs, name), script);
    await chmod(join(stubs, name), 0o755);
  }
  // What the script itself needs besides bash's builtins.
  for (const tool of ['dirname', 'id']) await symlink(`/usr/bin/${tool}`, join(stubs, tool));
});
afterAll(() => rm(stubs, { recursive: true, force: true }));

async function ciRun(path: string): Promise<string[]> {
  await rm(join(stubs, 'calls'), { force: true });
  await run('/bin/bash', [join(root, '.ci', 'run')], { env: { PATH: path }, cwd: root });
  const calls = await readFile(join(stubs, 'calls'), 'utf8').catch(() => '');
  return calls.split('\n').filter((line) => line !== '');
}

const installed = (calls: string[]): string[] =>
  calls.filter((call) => call.startsWith('apt-get install')).flatMap((call) => call.split(' ').slice(4));

describe('.ci/run', () => {
  it('installs the servers the tests start when they are not on the PATH, then runs npm ci and npm test', async () => {
    const calls = await ciRun(stubs);
    expect(calls).toContain('apt-get update -qq');
    expect(installed(calls)).toEqual(
      expect.arrayContaining(['varnish', 'redis-server', 'prometheus', 'prometheus-varnish-exporter']),
    );
    expect(calls.slice(-2)).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
  });

  it('installs neither Varnish package when varnishd and the xkey vmod are there', async () => {
    expect(await run('/bin/bash', ['-c', 'command -v varnishd'])).toBeTruthy();
    const calls = await ciRun(`${stubs}:/usr/sbin:/usr/bin:/sbin:/bin`);
    expect(installed(calls)).not.toContain('varnish');
    expect(installed(calls)).not.toContain('varnish-modules');
    expect(calls.slice(-2)).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
  });

  it('installs neither Prometheus package when prometheus, promtool and the exporter are there', async () => {
    expect(await run('/bin/bash', ['-c', 'command -v prometheus promtool prometheus-varnish-exporter'])).toBeTruthy();
    const calls = await ciRun(`${stubs}:/usr/sbin:/usr/bin:/sbin:/bin`);
    expect(installed(calls)).not.toContain('prometheus');
    expect(installed(calls)).not.toContain('prometheus-varnish-exporter');
  });
});
