import { afterEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import type { TrustProxy } from '../../../server/config.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { peerAgent } from '../../helpers/httpClient.js';

/**
 * The peers are loopback addresses, from which a test's connections can really come: the load balancers
 * are 127.0.0.4 to 127.0.0.7, the outsider is another address.
 */
const LOAD_BALANCERS = '127.0.0.4/30';
const LOAD_BALANCER = '127.0.0.5';
const OUTSIDER = '127.0.0.9';
const VISITOR_A = '198.51.100.1';
const VISITOR_B = '198.51.100.2';

let bff: BffHarness | null = null;
let logLines: Record<string, unknown>[] = [];

afterEach(async () => {
  await bff?.close();
  bff = null;
});

/** A BFF allowing one /cms/api request per minute per address, logging its request lines. */
async function start(trustProxy: TrustProxy): Promise<BffHarness> {
  logLines = [];
  const logStream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };
  bff = await startBff({ trustProxy, rateLimitPerMin: 1, logLevel: 'info' }, { logStream });
  return bff;
}

async function apiCall(harness: BffHarness, peer: string, headers: Record<string, string> = {}) {
  return harness.http.get(endpointUrl('fastTrack')).agent(peerAgent(peer)).set(headers);
}

function loggedAddresses(): unknown[] {
  return logLines.filter((line) => line.msg === 'request completed').map((line) => line.remoteAddress);
}

describe('without TRUST_PROXY', () => {
  it('counts every request from one peer against that peer, whatever X-Forwarded-For claims', async () => {
    const harness = await start(false);
    const first = await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-for': VISITOR_A });
    const second = await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-for': VISITOR_B });
    expect([first.status, second.status]).toEqual([200, 429]);
  });

  it('logs the socket peer as the remote address', async () => {
    const harness = await start(false);
    await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-for': VISITOR_A });
    expect(loggedAddresses()).toEqual([LOAD_BALANCER]);
  });

  it('ignores X-Forwarded-Proto, so HSTS is not sent over plain HTTP', async () => {
    const harness = await start(false);
    const response = await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('with TRUST_PROXY naming the load balancer', () => {
  it('counts requests against the forwarded visitor address', async () => {
    const harness = await start([LOAD_BALANCERS]);
    const first = await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-for': VISITOR_A });
    const second = await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-for': VISITOR_B });
    const third = await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-for': VISITOR_A });
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
  });

  it('logs the forwarded visitor address', async () => {
    const harness = await start([LOAD_BALANCERS]);
    await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-for': VISITOR_A });
    expect(loggedAddresses()).toEqual([VISITOR_A]);
  });

  it('believes no forwarding header from a peer outside the list', async () => {
    const harness = await start([LOAD_BALANCERS]);
    await apiCall(harness, OUTSIDER, { 'x-forwarded-for': VISITOR_A });
    const second = await apiCall(harness, OUTSIDER, { 'x-forwarded-for': VISITOR_B });
    expect(second.status).toBe(429);
    expect(loggedAddresses()).toEqual([OUTSIDER, OUTSIDER]);
  });

  it('stops at the first untrusted address of a forged chain', async () => {
    const harness = await start([LOAD_BALANCERS]);
    await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-for': `${VISITOR_A}, ${VISITOR_B}` });
    expect(loggedAddresses()).toEqual([VISITOR_B]);
  });

  it('sends HSTS when the trusted proxy says the visitor came over HTTPS', async () => {
    const harness = await start([LOAD_BALANCERS]);
    const response = await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  it('takes the address that many hops from the BFF', async () => {
    const harness = await start(2);
    await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-for': `${VISITOR_A}, ${VISITOR_B}, 10.0.0.9` });
    expect(loggedAddresses()).toEqual([VISITOR_B]);
  });

  it('falls back to the farthest address of a shorter chain', async () => {
    const harness = await start(2);
    await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-for': VISITOR_A });
    expect(loggedAddresses()).toEqual([VISITOR_A]);
  });
});

describe('with TRUST_PROXY=true', () => {
  it('takes the farthest address of the chain', async () => {
    const harness = await start(true);
    await apiCall(harness, LOAD_BALANCER, { 'x-forwarded-for': `${VISITOR_A}, ${VISITOR_B}` });
    expect(loggedAddresses()).toEqual([VISITOR_A]);
  });
});
