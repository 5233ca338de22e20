import { BFF, rateOf, type RowSpec } from '../panelKit.js';

const latency = (quantile: number): string =>
  `histogram_quantile(${quantile}, sum by (le, path) (${rateOf('bff_upstream_request_duration_seconds_bucket', BFF)}))`;

/** The BFF's upstream: how fast and how well the CMS answers, and what visitors get when it does not. */
export const CMS_ROW: RowSpec = {
  title: 'The CMS',
  panels: [
    {
      title: 'CMS latency p50 / p95 / p99 by endpoint',
      description:
        "Time the CMS takes to answer the BFF's calls, by upstream path, at the median, the 95th and the 99th percentile. " +
        'Good: p95 under 250 ms, p99 under a second. ' +
        'Bad: p99 above 2 s (the CmsSlow alert): server renders then run into SSR_DATA_TIMEOUT_MS (3 s by default) and come out degraded, and calls past CMS_UPSTREAM_TIMEOUT_MS fail with 504.',
      unit: 's',
      min: 0,
      thresholds: { orange: 1, red: 2, rising: true },
      queries: [
        { expr: latency(0.5), legend: 'p50 {{path}}' },
        { expr: latency(0.95), legend: 'p95 {{path}}' },
        { expr: latency(0.99), legend: 'p99 {{path}}' },
      ],
    },
    {
      title: 'CMS errors by kind',
      description:
        'Calls to the CMS that failed each second, by kind: timeout (past CMS_UPSTREAM_TIMEOUT_MS), unavailable (refused, reset, no address), http_status, invalid_json, too_large, envelope (a code other than 200), shape (an answer the BFF cannot read), not_found (a missing item, such as an old link). ' +
        'Good: zero, apart from a little not_found. ' +
        'Bad: timeout or unavailable (the CMS or the way to it is down: CmsUnreachable), shape or envelope after a CMS upgrade (its contract changed).',
      unit: 'reqps',
      stacked: true,
      queries: [{ expr: `sum by (kind) (${rateOf('bff_upstream_errors_total', BFF)})`, legend: '{{kind}}' }],
    },
    {
      title: 'Answers served stale because the CMS failed',
      description:
        'Answers, pages and sitemaps served each second after their expiry because their last refresh from the CMS failed (stale-if-error, for up to CACHE_STALE_MS after expiry). ' +
        'Good: zero. ' +
        'Bad: any lasting value: visitors see the site as it was when the CMS stopped answering; once entries pass CACHE_STALE_MS they fail like cold misses.',
      unit: 'reqps',
      stacked: true,
      queries: [{ expr: `sum by (group) (${rateOf('bff_cache_stale_on_error_total', BFF)})`, legend: '{{group}}' }],
    },
    {
      title: 'Degraded and failed pages',
      description:
        'Server renders each second drawn with a fallback for a block (degraded: a secondary call failed or came after SSR_DATA_TIMEOUT_MS) or not drawn at all (failed: an essential call failed with nothing cached; the shell is sent with 503). ' +
        'Good: zero. ' +
        "Bad: degraded pages while the CMS is slow or one endpoint fails (the BFF's warning names the route and the calls); failed pages while the CMS is down for pages nobody had cached.",
      unit: 'ops',
      stacked: true,
      queries: [
        {
          expr: `sum by (outcome) (${rateOf('bff_page_renders_total', BFF, 'outcome!="full"')})`,
          legend: '{{outcome}}',
        },
      ],
    },
  ],
};
