/**
 * Reading the settings that say where requests come from: the address the BFF listens on, the hosts it
 * serves, the public origin, and the proxies it believes. Each reader takes the variable's name from
 * `config.ts`, which alone knows the names.
 */
import { isIP } from 'node:net';
import type { EnvReader } from '../envReader.js';
import { listeningHostEntry, parseHostEntry } from '../http/hostNames.js';

/**
 * Which proxies in front of the BFF may tell it the visitor's address (`X-Forwarded-For`) and protocol:
 * none, all, the nearest `hops` of the chain, or the listed addresses and ranges.
 */
export type TrustProxy = boolean | number | readonly string[];

export const DEFAULT_HOST = '0.0.0.0';
export const DEFAULT_TRUST_PROXY: TrustProxy = false;
/** Served without configuration, so that `npm start` works on http://localhost:8080; `HOST` is added when it names one address. */
export const DEFAULT_ALLOWED_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];
/** Names that the address matcher knows for the reserved ranges (loopback, link-local, private). */
export const TRUST_PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

export function readHost(env: EnvReader, name: string): string {
  const value = env.raw(name);
  if (value === undefined) return DEFAULT_HOST;
  if (/\s/.test(value)) env.fail(name, 'a host name or address');
  return value;
}

/** An IPv4 or IPv6 address, optionally with a prefix length (`10.0.0.0/8`, `fd00::/8`), or a range name. */
function isTrustedProxyEntry(entry: string): boolean {
  if ((TRUST_PROXY_RANGE_NAMES as readonly string[]).includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export function readTrustProxy(env: EnvReader, name: string): TrustProxy {
  const value = env.raw(name);
  if (value === undefined) return DEFAULT_TRUST_PROXY;
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops === 0) return false;
    if (hops <= 100) return hops;
  } else {
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isTrustedProxyEntry)) return Object.freeze(entries);
  }
  env.fail(
    name,
    `true, false, a hop count from 0 to 100, or a comma-separated list of IP addresses, CIDR ranges or ${TRUST_PROXY_RANGE_NAMES.join('/')}`,
  );
  return DEFAULT_TRUST_PROXY;
}

export function readSiteUrl(env: EnvReader, name: string): string | null {
  const value = env.raw(name);
  if (value === undefined) return null;
  const expected =
    'the http(s) origin of the public site without path, query or credentials, such as https://www.example.com';
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol === 'http:' || url.protocol === 'https:') && bare) return url.origin;
  } catch {
    // reported below
  }
  env.fail(name, expected);
  return null;
}

/** The hosts served besides the site's own; by default the loopback names and `host` when it is one address. */
export function readAllowedHosts(env: EnvReader, name: string, host: string): readonly string[] {
  const value = env.raw(name);
  if (value === undefined) {
    const listening = listeningHostEntry(host);
    const hosts = listening === null ? DEFAULT_ALLOWED_HOSTS : [...DEFAULT_ALLOWED_HOSTS, listening];
    return Object.freeze([...new Set(hosts)]);
  }
  const entries = value.split(',').map(parseHostEntry);
  if (entries.some((entry) => entry === null)) {
    env.fail(
      name,
      'comma-separated host names or IP addresses, each optionally with :port, such as www.example.com,example.com:8443',
    );
    return DEFAULT_ALLOWED_HOSTS;
  }
  return Object.freeze([...new Set(entries as string[])]);
}
