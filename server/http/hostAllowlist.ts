/**
 * The hosts the site is served under. An entry without a port allows its name on any port, one with a port
 * that port only; names compare without regard to case. Entries are written as `parseHostEntry` writes them
 * (lower case, IPv6 in brackets).
 */
export class HostAllowlist {
  /** Names allowed on any port. */
  readonly #anyPort = new Set<string>();
  /** `name:port` entries. */
  readonly #exact = new Set<string>();

  constructor(entries: Iterable<string>) {
    for (const entry of entries) {
      const portAt = entry.lastIndexOf(':');
      const hasPort = portAt > entry.lastIndexOf(']');
      (hasPort ? this.#exact : this.#anyPort).add(entry);
    }
  }

  /** Whether a `Host` (or forwarded host) value names an allowed host: a Set lookup or two. */
  allows(host: string): boolean {
    // The usual request names a listed host exactly as listed: no copy of the string is made for it.
    if (this.#anyPort.has(host) || this.#exact.has(host)) return true;
    const lower = host.toLowerCase();
    const portAt = lower.lastIndexOf(':');
    if (portAt <= lower.lastIndexOf(']')) return this.#anyPort.has(lower);
    const name = lower.slice(0, portAt);
    const port = lower.slice(portAt + 1);
    if (!/^\d{1,5}$/.test(port)) return false;
    return this.#anyPort.has(name) || this.#exact.has(`${name}:${Number(port)}`);
  }
}

/** The hosts a configuration serves: the host of `SITE_URL`, when set, and the allowed hosts. */
export function servedHosts(siteUrl: string | null, allowedHosts: readonly string[]): string[] {
  return siteUrl === null ? [...allowedHosts] : [new URL(siteUrl).host.toLowerCase(), ...allowedHosts];
}
