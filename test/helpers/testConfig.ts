import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadConfig, type Config } from '../../server/config.js';

/** A directory that never holds a client build. */
export const MISSING_CLIENT_DIR = join(tmpdir(), 'bff-test-no-client-build');

/**
 * An explicit configuration for tests: the documented defaults, quiet logs, no rate limit, the given
 * upstream, then the test's overrides. No environment variable is read.
 */
export function testConfig(upstreamUrl: string, overrides: Partial<Config> = {}): Config {
  const defaults = loadConfig({}, { clientDir: MISSING_CLIENT_DIR });
  return Object.freeze({ ...defaults, upstreamUrl, logLevel: 'silent', rateLimitPerMin: 0, ...overrides });
}
