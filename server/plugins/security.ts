import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

export interface SecurityPluginOptions {
  config: Config;
}

/** One year, as browsers' preload lists expect. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** The CSP's image sources: the site, inline data images and, when absolute, the share-chart host. */
export function imageSources(stockChartUrl: string): string[] {
  const sources = ["'self'", 'data:'];
  if (/^https?:\/\//i.test(stockChartUrl)) {
    sources.push(new URL(stockChartUrl.replaceAll('{code}', 'x').replaceAll('{lang}', 'x')).origin);
  }
  return sources;
}

/** helmet's options: a CSP with no inline script or style, no framing, no plugins; HSTS set separately. */
function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: imageSources(config.stockChartUrl),
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * The headers helmet writes, taken once from a throwaway app at start: the policy uses no nonces, so they
 * never vary, and registering @fastify/helmet on the app itself would add two hooks to every request (one
 * building helmet's middleware again), a sixth of a cache hit.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  const captured: Record<string, string> = {};
  probe.get('/', (_request, reply) => {
    const raw = reply.raw;
    for (const name of raw.getHeaderNames()) {
      const value = raw.getHeader(name);
      if (value !== undefined) captured[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return reply.send('');
  });
  await probe.inject('/');
  await probe.close();
  return captured;
}

/**
 * Security headers on every answer: a CSP with no inline script or style (the client uses
 * CSS files and sets styles through the DOM, and sanitised article HTML carries no style attributes),
 * no framing, no plugins. HSTS is sent only on connections that arrived over TLS: on plain HTTP it is
 * meaningless, and the TLS terminator in front of the BFF is the place that knows the host's policy.
 */
async function securityPlugin(app: FastifyInstance, { config }: SecurityPluginOptions): Promise<void> {
  const headers = await helmetHeaders(helmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });
}

export default fp(securityPlugin, { name: 'bff-security', fastify: '5.x' });
