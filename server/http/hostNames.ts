import { isIP } from 'node:net';

/** A DNS name (letters, digits, hyphens, and underscores as container names have them), dot-separated. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;
/** Addresses that listen on every interface: no host is named by them. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);

/** A host name or address in the form the `Host` header writes it: lower case, IPv6 in brackets. */
function hostName(text: string): string | null {
  const lower = text.toLowerCase();
  if (lower.startsWith('[') && lower.endsWith(']')) return isIP(lower.slice(1, -1)) === 6 ? lower : null;
  if (isIP(lower) === 6) return `[${lower}]`;
  return isIP(lower) === 4 || HOST_NAME.test(lower) ? lower : null;
}

/**
 * One entry of an allowed-hosts list, `name` or `name:port` (an IPv6 address in brackets, or bare without a
 * port), written as the `Host` header would be: lower case, IPv6 in brackets. Null when it is neither.
 */
export function parseHostEntry(entry: string): string | null {
  const text = entry.trim();
  if (isIP(text) === 6) return `[${text.toLowerCase()}]`;
  const match = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(text);
  if (match === null) return null;
  const name = hostName(match[1] ?? '');
  if (name === null) return null;
  if (match[2] === undefined) return name;
  const port = Number(match[2]);
  return port >= 1 && port <= 65_535 ? `${name}:${port}` : null;
}

/** The listening address as a host entry when it names one host or address (not 0.0.0.0 or ::). */
export function listeningHostEntry(host: string): string | null {
  const name = hostName(host.trim());
  return name === null || ANY_ADDRESS.has(name) ? null : name;
}
