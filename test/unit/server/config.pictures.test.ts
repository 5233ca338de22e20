import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';

const load = (env: Record<string, string>) => loadConfig(env, { clientDir: '/tmp/client' });

function problemOf(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a configuration error');
}

let base: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'bff-image-config-'));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('the picture cache settings', () => {
  it('keeps 256 MB in memory by default', () => {
    expect(load({})).toMatchObject({ imageCacheMaxBytes: 256 * 1024 * 1024, imageCacheDir: null });
  });

  it('reads IMAGE_CACHE_MAX_MB', () => {
    expect(load({ IMAGE_CACHE_MAX_MB: '32' }).imageCacheMaxBytes).toBe(32 * 1024 * 1024);
  });

  it.each(['0', '-5', 'lots', '1.5'])('rejects IMAGE_CACHE_MAX_MB=%s', (value) => {
    expect(problemOf({ IMAGE_CACHE_MAX_MB: value })).toContain(
      `IMAGE_CACHE_MAX_MB=${JSON.stringify(value)}: expected a positive integer`,
    );
  });

  it('creates the IMAGE_CACHE_DIR directory at start', () => {
    const dir = join(base, 'pictures', 'cache');
    expect(load({ IMAGE_CACHE_DIR: dir }).imageCacheDir).toBe(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
  });

  it('takes an existing directory as it is', () => {
    expect(load({ IMAGE_CACHE_DIR: base }).imageCacheDir).toBe(base);
  });

  it('rejects a relative IMAGE_CACHE_DIR without creating it', () => {
    expect(problemOf({ IMAGE_CACHE_DIR: 'pictures' })).toContain(
      'IMAGE_CACHE_DIR="pictures": expected an absolute path of a directory the BFF can create, read and write',
    );
    expect(existsSync('pictures')).toBe(false);
  });

  it('rejects a directory that cannot be made, naming the reason, with the other bad variables', () => {
    const file = join(base, 'a-file');
    writeFileSync(file, '');
    const message = problemOf({ IMAGE_CACHE_DIR: join(file, 'cache'), IMAGE_CACHE_MAX_MB: 'x' });
    expect(message).toMatch(/IMAGE_CACHE_DIR=".*a-file\/cache": expected an absolute path .* \(ENOTDIR\)/);
    expect(message).toContain('IMAGE_CACHE_MAX_MB="x"');
  });

  it('rejects a file where the directory should be', () => {
    const file = join(base, 'a-file');
    writeFileSync(file, '');
    expect(problemOf({ IMAGE_CACHE_DIR: file })).toContain('IMAGE_CACHE_DIR=');
  });
});
