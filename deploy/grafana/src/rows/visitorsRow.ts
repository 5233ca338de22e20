import { BFF, EDGE, rateOf, type RowSpec } from '../panelKit.js';

const edgeHits = `sum(${rateOf('varnish_main_cache_hit', EDGE)})`;
const edgeMisses = `sum(${rateOf('varnish_main_cache_miss', EDGE)})`;
const bffCacheEvents = rateOf('bff_cache_events_total', BFF, 'event!="bypass"');

/** Who comes and how they are answered: the BFF's requests, the edge's and the BFF's caches. */
export const VISITORS_ROW: RowSpec = {
  title: 'Visitors',
  panels: [
    {
      title: 'Requests per second by kind and status class',
      description:
        'Requests the BFF answered each second (with an edge in front: its misses and passes), by kind (page, api, picture: /cms/files and the share-price chart, static: built files) and status class; probes, scrapes and purges are left out. ' +
        'Good: 2xx and 3xx (revalidations answered 304) make nearly all of it, with a trickle of 4xx (old links, scanners). ' +
        'Bad: a lasting 5xx line (the CMS failing with nothing stale to serve, renders failing), or 4xx jumping (a broken link in a page, a crawler on made-up URLs).',
      unit: 'reqps',
      stacked: true,
      queries: [
        {
          expr: `sum by (kind, class) (label_replace(${rateOf('bff_http_requests_total', BFF, 'kind!="operations"')}, "class", "\${1}xx", "status", "([1-5]).."))`,
          legend: '{{kind}} {{class}}',
        },
      ],
    },
    {
      title: 'Edge hit ratio',
      description:
        'Share of the cacheable requests Varnish answered from its own objects (grace hits included) rather than fetching them from the BFF; passes (POST, private requests) are not counted. ' +
        'Good: above 80% once warm; it dips for a few minutes after Varnish restarts or everything is purged. ' +
        'Bad: below 50% for long: objects evicted (VARNISH_SIZE too small), URLs that keep changing (new query parameters, a cookie the VCL does not ignore), or answers the BFF marks no-store.',
      unit: 'percentunit',
      min: 0,
      max: 1,
      thresholds: { orange: 0.8, red: 0.5, rising: false },
      queries: [{ expr: `${edgeHits} / (${edgeHits} + ${edgeMisses})`, legend: 'edge hit ratio' }],
    },
    {
      title: 'Edge requests and fetches from the BFF',
      description:
        'Requests visitors made to Varnish, the fetches Varnish made from the BFF replicas (misses, passes, background refreshes), and fetches that found no connection. ' +
        'Good: fetches a small part of the requests; failed fetches at zero. ' +
        'Bad: fetches close to the requests (the edge keeps nothing), or failed fetches above zero (no healthy replica: visitors get stale objects, then 503).',
      unit: 'reqps',
      queries: [
        { expr: `sum(${rateOf('varnish_main_client_req', EDGE)})`, legend: 'visitor requests' },
        { expr: `sum(${rateOf('varnish_main_backend_req', EDGE)})`, legend: 'fetches from the BFF' },
        { expr: `sum(${rateOf('varnish_main_backend_fail', EDGE)})`, legend: 'fetches that failed to connect' },
      ],
    },
    {
      title: 'BFF cache: hit, stale and miss ratio',
      description:
        'Share of the API answers, pages and sitemaps the BFF served from its cache fresh (hit), stale (while one refresh runs, or while the CMS fails), or had to make (miss); private requests (bypass) are left out. ' +
        'Good: hit and stale together above 90% under steady traffic. ' +
        'Bad: misses above a third for long: TTLs too short for the traffic, CACHE_MAX_MB too small (see Capacity), or purges of everything in a loop.',
      unit: 'percentunit',
      stacked: true,
      min: 0,
      max: 1,
      queries: [
        {
          expr: `sum by (event) (${bffCacheEvents}) / on () group_left () sum(${bffCacheEvents})`,
          legend: '{{event}}',
        },
      ],
    },
  ],
};
