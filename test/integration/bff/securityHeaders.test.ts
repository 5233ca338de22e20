import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { makeClientBuild } from '../../helpers/clientBuild.js';

let bff: BffHarness;
let build: Awaited<ReturnType<typeof makeClientBuild>>;

beforeAll(async () => {
  build = await makeClientBuild();
  bff = await startBff({ clientDir: build.dir, stockChartUrl: 'https://charts.example.com/img/{code}.png' });
});
afterAll(async () => {
  await bff.close();
  await build.remove();
});

function directives(csp: string | undefined): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as [string, string];
    }),
  );
}

describe.each([
  ['an HTML page', '/index/sy'],
  ['an API answer', `${endpointUrl('fastTrack')}`],
  ['an API error', '/cms/api/unknown'],
])('the security headers of %s', (_label, url) => {
  it('include a strict Content-Security-Policy without inline script or style', async () => {
    const response = await bff.http.get(url);
    const csp = directives(response.headers['content-security-policy'] as string | undefined);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data: https://charts.example.com");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('include nosniff, a referrer policy and frame denial', async () => {
    const response = await bff.http.get(url);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('leave out HSTS on a plain HTTP connection', async () => {
    const response = await bff.http.get(url);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('request ids', () => {
  it('echo a safe incoming X-Request-Id', async () => {
    const response = await bff.http.get('/healthz').set('x-request-id', 'edge-1234.abc');
    expect(response.headers['x-request-id']).toBe('edge-1234.abc');
  });

  it('replace an unsafe incoming X-Request-Id with a fresh one', async () => {
    // A line break cannot cross the wire inside a header value; spaces and markup are as unsafe.
    const response = await bff.http.get('/healthz').set('x-request-id', 'a b;forged=<1>');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the rate limit on /cms/api', () => {
  it('answers 429 JSON after RATE_LIMIT_PER_MIN requests from one address', async () => {
    const limited = await startBff({ rateLimitPerMin: 3 });
    try {
      const url = endpointUrl('fastTrack');
      for (let i = 0; i < 3; i += 1) expect((await limited.http.get(url)).status).toBe(200);
      const response = await limited.http.get(url);
      expect(response.status).toBe(429);
      expect(response.body).toMatchObject({ error: { status: 429, code: 'RATE_LIMITED' } });
      expect(response.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('keeps rate-limit counters off answers under the limit, which shared caches may store', async () => {
    const limited = await startBff({ rateLimitPerMin: 3 });
    try {
      const response = await limited.http.get(endpointUrl('fastTrack'));
      expect(response.headers['x-ratelimit-remaining']).toBeUndefined();
    } finally {
      await limited.close();
    }
  });

  it('does not limit pages and operations', async () => {
    const limited = await startBff({ rateLimitPerMin: 1 });
    try {
      for (let i = 0; i < 3; i += 1) expect((await limited.http.get('/healthz')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
