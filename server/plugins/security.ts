import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
  if (/^https?:\/\//i.test(stockChartUrl)) sources.push(new URL(stockChartUrl.replace('{code}', 'x')).origin);
  return sources;
}

/**
 * Security headers on every answer: a CSP with no inline script or style (the client uses
 * CSS files and sets styles through the DOM, and sanitised article HTML carries no style attributes),
 * no framing, no plugins. HSTS is sent only on connections that arrived over TLS: on plain HTTP it is
 * meaningless, and the TLS terminator in front of the BFF is the place that knows the host's policy.
 */
/** Lets helmet write its headers once, on a first response, and takes them over as plain values. */
function captureHelmetHeaders(reply: FastifyReply): Record<string, string> {
  reply.helmet();
  const raw = reply.raw;
  const captured: Record<string, string> = {};
  for (const name of raw.getHeaderNames()) {
    const value = raw.getHeader(name);
    if (value !== undefined) captured[name] = Array.isArray(value) ? value.join(', ') : String(value);
    raw.removeHeader(name);
  }
  return captured;
}

async function securityPlugin(app: FastifyInstance, { config }: SecurityPluginOptions): Promise<void> {
  await app.register(helmet, {
    // Applied below from a copy: @fastify/helmet rebuilds helmet's middleware on every request, which
    // cost a sixth of a cache hit; the headers never vary, since the policy uses no nonces.
    global: false,
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
  });
  let headers: Record<string, string> | null = null;
  app.addHook('onRequest', (request, reply, done) => {
    if (headers === null) headers = captureHelmetHeaders(reply);
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });
}

export default fp(securityPlugin, { name: 'bff-security', fastify: '5.x' });
