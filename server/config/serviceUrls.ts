/**
 * Reading the URLs of the services the BFF talks to or names: the CMS, the shared cache's Redis and the
 * share-price chart. Each reader takes the variable's name from `config.ts`, which alone knows the names.
 */
import type { EnvReader } from '../envReader.js';
import { parseBaseUrl } from '../http/baseUrl.js';

export const DEFAULT_STOCK_CHART_URL = '/cms/files/stock/{lang}/{code}.svg';

export function readUpstreamUrl(env: EnvReader, name: string): string | null {
  const value = env.raw(name);
  if (value === undefined) return null;
  const url = parseBaseUrl(value);
  if (url === null) env.fail(name, 'an http(s) URL without credentials, query or fragment, such as http://cms:8081');
  return url;
}

export function readStockChartUrl(env: EnvReader, name: string): string {
  const value = env.raw(name);
  if (value === undefined) return DEFAULT_STOCK_CHART_URL;
  const expected = 'a site-relative path or an http(s) URL containing {code} (and {lang} where the language goes)';
  if (!value.includes('{code}')) {
    env.fail(name, expected);
    return DEFAULT_STOCK_CHART_URL;
  }
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // reported below
  }
  env.fail(name, expected);
  return DEFAULT_STOCK_CHART_URL;
}

export function readRedisUrl(env: EnvReader, name: string): string | null {
  const value = env.raw(name);
  if (value === undefined) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'redis:' || url.protocol === 'rediss:') return value;
  } catch {
    // reported below
  }
  env.fail(name, 'a redis:// or rediss:// URL, such as redis://redis:6379/0', true);
  return null;
}
