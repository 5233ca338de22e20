import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import type { EnvReader } from '../envReader.js';

/**
 * The picture cache's directory, created here when it does not exist: a directory that cannot be made or
 * written stops the start with the other configuration errors, not at the first picture. The variable's
 * name comes from `config.ts`, which alone knows the names.
 */
export function readImageCacheDir(env: EnvReader, name: string): string | null {
  const value = env.raw(name);
  if (value === undefined) return null;
  const expected = 'an absolute path of a directory the BFF can create, read and write';
  if (!isAbsolute(value)) {
    env.fail(name, expected);
    return null;
  }
  try {
    mkdirSync(value, { recursive: true });
    if (!statSync(value).isDirectory()) throw new Error('not a directory');
    accessSync(value, constants.R_OK | constants.W_OK | constants.X_OK);
    return value;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    env.fail(name, `${expected} (${typeof code === 'string' ? code : 'not a directory'})`);
    return null;
  }
}
