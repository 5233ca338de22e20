import { join } from 'node:path';
import { loadConfig, type Config } from '../../server/config.js';
import { findProjectRoot } from '../../server/projectRoot.js';

/**
 * The configuration of a BFF on loopback serving the built client (`npm run build` first) in front of the
 * CMS at `cmsUrl`: quiet logs and no rate limit, then the given settings.
 */
export function builtSiteConfig(cmsUrl: string, settings: Readonly<Record<string, string>> = {}): Config {
  return loadConfig(
    {
      CMS_UPSTREAM_URL: cmsUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MIN: '0',
      ...settings,
    },
    { clientDir: join(findProjectRoot(), 'client', 'dist') },
  );
}
