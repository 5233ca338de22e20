/**
 * No visitor changes what the next visitor gets through the edge: the BFF runs set up the way that invites
 * trouble (it believes the edge's forwarded headers, SITE_URL unset, ALLOWED_HOSTS with localhost), and
 * every probe (a visitor header, a cloaked query, a private request, a GET with a body)
 * asks first for a page nobody has asked for yet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisibleAnswer } from './visitorHeaders.js';
import { useEdgeSite } from './edgeSite.js';
import { plainBaseline, poisoned, type Probe } from './poisonProbe.js';
import { VISITOR_HEADERS } from './visitorHeaders.js';

const PAGE = '/columndetail/gsjj';

const HEADER_PROBES: Probe[] = [
  ...VISITOR_HEADERS.map(([name, value]) => ({
    name: `${name}: ${value}`,
    path: PAGE,
    options: { headers: { [name]: value } },
  })),
  ...VISITOR_HEADERS.map(([name, value]) => ({
    name: `${name}: ${value} (English)`,
    path: '/columndetail/egsjj?lang=en',
    options: { headers: { [name]: value } },
  })),
  { name: 'GET with a body', path: PAGE, options: { headers: { 'content-type': 'text/plain' }, body: 'poison' } },
];

const QUERY_PROBES: Probe[] = [
  `${PAGE}?utm_source=news&lang=en&gclid=1`,
  `${PAGE}?lang=en;utm_source=news`,
  `${PAGE}?lang=en;lang=zh`,
  `${PAGE}?lang=en&lang=zh`,
  `${PAGE}?lang=zh&lang=en`,
  `${PAGE}?lang=EN`,
  `${PAGE}?lang=&lang=en`,
  `${PAGE}?lang=en%26lang%3Dzh`,
  '/columndetail/egsjj?utm_medium=mail&lang=en&fbclid=2',
  '/columndetail/egsjj?lang=zh',
  '/cms/api/folder/list?flag=zh&utm_source=x&flag=en',
  '/cms/api/folder/list?flag=EN',
].map((path) => ({ name: path, path }));

const PRIVATE_PROBES: Probe[] = [
  { name: 'private cookie', path: PAGE, options: { headers: { cookie: 'session=abc; locale=en' } } },
  {
    name: 'private cookie (English)',
    path: '/columndetail/egsjj?lang=en',
    options: { headers: { cookie: 'session=abc' } },
  },
  { name: 'Authorization', path: PAGE, options: { headers: { authorization: 'Bearer visitor' } } },
  {
    name: 'Authorization on an API answer',
    path: '/cms/api/folder/list?flag=zh',
    options: { headers: { authorization: 'Bearer visitor' } },
  },
];

describe('poisoning the edge', () => {
  const site = useEdgeSite({
    settings: { TRUST_PROXY: '127.0.0.1', ALLOWED_HOSTS: 'localhost,127.0.0.1' },
  });
  let baseline: Map<string, VisibleAnswer>;
  let probes = 0;
  let poisonedAnswers = 0;

  beforeAll(async () => {
    baseline = await plainBaseline(site());
  });
  afterAll(() => {
    console.info(`poisoning: ${probes} probes through the edge, ${poisonedAnswers} poisoned answers`);
  });

  async function expectNoPoison(probe: Probe) {
    const { differing, probeAnswer } = await poisoned(site(), baseline, probe);
    probes += 1;
    poisonedAnswers += differing.length;
    expect(differing).toEqual([]);
    return probeAnswer;
  }

  it.each(HEADER_PROBES.map((probe) => [probe.name, probe] as const))('header %s', async (_name, probe) => {
    await expectNoPoison(probe);
  });

  it.each(QUERY_PROBES.map((probe) => [probe.name, probe] as const))('query %s', async (_name, probe) => {
    await expectNoPoison(probe);
  });

  it.each(PRIVATE_PROBES.map((probe) => [probe.name, probe] as const))('%s: never kept', async (_name, probe) => {
    const answer = await expectNoPoison(probe);
    expect(answer.headers['x-cache']).toBe('MISS');
    // Asked again, it reaches the BFF again: the edge kept nothing of it.
    const before = site().bffRequests.length;
    const again = await site().get(probe.path, probe.options);
    expect(again.headers['x-cache']).toBe('MISS');
    expect(
      site()
        .bffRequests.slice(before)
        .map((request) => request.url),
    ).toEqual([probe.path]);
  });
});
