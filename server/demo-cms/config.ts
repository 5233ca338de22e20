/** The demo CMS's own settings when it runs on its own (`npm run demo-cms`). */
export interface DemoCmsConfig {
  port: number;
  host: string;
}

export const DEFAULT_DEMO_CMS_PORT = 8081;
export const DEFAULT_DEMO_CMS_HOST = '0.0.0.0';

export class DemoCmsConfigError extends Error {
  override name = 'DemoCmsConfigError';
}

/** Reads `DEMO_CMS_PORT` and `DEMO_CMS_HOST`; a bad value is reported with the variable's name. */
export function loadDemoCmsConfig(env: Readonly<Record<string, string | undefined>>): DemoCmsConfig {
  const rawPort = env.DEMO_CMS_PORT?.trim();
  let port = DEFAULT_DEMO_CMS_PORT;
  if (rawPort !== undefined && rawPort !== '') {
    port = /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : Number.NaN;
    if (!(port >= 0 && port <= 65535)) {
      throw new DemoCmsConfigError(`DEMO_CMS_PORT=${rawPort} is not valid: expected a port number from 0 to 65535`);
    }
  }
  const rawHost = env.DEMO_CMS_HOST?.trim();
  let host = DEFAULT_DEMO_CMS_HOST;
  if (rawHost !== undefined && rawHost !== '') {
    if (!/^[A-Za-z0-9.:-]+$/.test(rawHost) && !/^\[[0-9A-Fa-f:.]+\]$/.test(rawHost)) {
      throw new DemoCmsConfigError(`DEMO_CMS_HOST=${rawHost} is not valid: expected a host name or an IP address`);
    }
    host = rawHost;
  }
  return Object.freeze({ port, host });
}
