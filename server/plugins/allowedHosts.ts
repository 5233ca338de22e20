import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { BffError } from '../errors/bffError.js';
import { sendError } from '../errors/errorHandler.js';
import { noteRequestFlag } from '../errors/errorLanguage.js';
import { HostAllowlist, servedHosts } from '../http/hostAllowlist.js';

export interface AllowedHostsOptions {
  config: Config;
}

/** Probes reach a replica by its address, whatever host name that is: they answer any host. */
const PROBE_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

const MISDIRECTED = new BffError(421, 'MISDIRECTED_REQUEST', {
  en: 'Misdirected request: this site is not served under the host name the request names',
  zh: '请求的主机名不属于本站，本站不以该主机名提供服务',
});

/**
 * Only our own hosts are served: the host of `SITE_URL` and those of `ALLOWED_HOSTS`. The host is the one
 * absolute URLs would be made from (`X-Forwarded-Host` only from a trusted proxy), so a request naming
 * another one can neither have pages name that origin nor fill the page cache with copies under made-up
 * names: it is answered 421 before rate limiting, routing work, rendering or any cache.
 */
async function allowedHostsPlugin(app: FastifyInstance, { config }: AllowedHostsOptions): Promise<void> {
  const allowlist = new HostAllowlist(servedHosts(config.siteUrl, config.allowedHosts));
  app.addHook('onRequest', (request, reply, done) => {
    if (allowlist.allows(request.host) || PROBE_ROUTES.has(request.routeOptions.url ?? '')) {
      done();
      return;
    }
    // The message follows the call's own flag when its query has one, as every error of the BFF does (the
    // flag is noted at once: nothing in it waits).
    void noteRequestFlag(request);
    sendError(reply, MISDIRECTED);
  });
}

export default fp(allowedHostsPlugin, { name: 'bff-allowed-hosts', fastify: '5.x' });
