/**
 * From an address outside the edge's `operators` ACL (a client bound to 127.0.0.2; the test edge's ACL is
 * 127.0.0.1): no PURGE, BAN or xkey-purge, none of the BFF's operations routes, and nothing leaves the
 * cache. From 127.0.0.1 the same requests work, so the refusals are the ACL's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peerDispatcher, type EdgeRequestOptions } from '../../helpers/edgeRequest.js';
import { ADMIN_TOKEN, useEdgeSite } from './edgeSite.js';

const PAGE = '/columndetail/gsjj';
const VISITOR = peerDispatcher('127.0.0.2');

const OPERATIONS: { name: string; path: string; options: EdgeRequestOptions; refused: number }[] = [
  {
    name: 'PURGE by key',
    path: '/',
    options: { method: 'PURGE', headers: { 'xkey-purge': 'folder:gsjj menu:zh site' } },
    refused: 403,
  },
  { name: 'PURGE of the page', path: PAGE, options: { method: 'PURGE' }, refused: 403 },
  { name: 'BAN', path: '/', options: { method: 'BAN' }, refused: 403 },
  {
    name: 'the purge route, with the right token',
    path: '/_bff/cache/purge',
    options: { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
    refused: 403,
  },
  { name: '/_bff/', path: '/_bff/', options: {}, refused: 403 },
  { name: '/metrics', path: '/metrics', options: {}, refused: 403 },
  { name: '/readyz', path: '/readyz', options: {}, refused: 403 },
  { name: '//metrics', path: '//metrics', options: {}, refused: 403 },
  { name: '/metrics/', path: '/metrics/', options: {}, refused: 403 },
  { name: '/Readyz', path: '/Readyz', options: {}, refused: 403 },
  { name: '/%6detrics', path: '/%6detrics', options: {}, refused: 400 },
  { name: '/%5Fbff/cache/purge', path: '/%5Fbff/cache/purge', options: { method: 'POST' }, refused: 400 },
];

describe('operations through the edge', () => {
  const site = useEdgeSite();

  beforeAll(async () => {
    await site().get(PAGE);
    expect((await site().get(PAGE)).headers['x-cache']).toBe('HIT');
  });
  afterAll(() => VISITOR.close());

  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))(
    '%s from a visitor is refused, reaches no BFF and purges nothing',
    async (_name, operation) => {
      const before = site().bffRequests.length;
      const answer = await site().get(operation.path, { ...operation.options, dispatcher: VISITOR });
      expect(answer.status).toBe(operation.refused);
      expect(site().bffRequests.length).toBe(before);
      const page = await site().get(PAGE, { dispatcher: VISITOR });
      expect(page.headers['x-cache']).toBe('HIT');
    },
  );

  it('answers the same requests from an operator', async () => {
    expect((await site().get('/metrics')).status).toBe(200);
    expect((await site().get('/readyz')).status).toBe(200);
    const purge = await site().get('/', { method: 'PURGE', headers: { 'xkey-purge': 'folder:gsjj' } });
    expect([purge.status, Number(purge.headers['xkey-purged'])]).toEqual([200, expect.any(Number) as number]);
    expect(Number(purge.headers['xkey-purged'])).toBeGreaterThan(0);
    expect((await site().get(PAGE)).headers['x-cache']).toBe('MISS');
  });
});
