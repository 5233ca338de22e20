import { BFF, rateOf, type RowSpec } from '../panelKit.js';

/** Purges: how quickly an edit reaches visitors, at the BFF and at the edge. */
export const FRESHNESS_ROW: RowSpec = {
  title: 'Freshness',
  panels: [
    {
      title: 'Purges by scope',
      description:
        'Purges (POST /_bff/cache/purge) the replicas carried out per minute, by scope: keys (surrogate keys, as a publish hook sends them), prefix, or all. Each purge is counted once, by the replica it was sent to. ' +
        "Good: a few key purges whenever editors publish; 'all' rarely (a deploy, an operator). " +
        'Bad: none while editors publish (the publish hook does not reach the BFF: edits show only once their TTL runs out), or purges of everything in a loop (both hit ratios fall with it).',
      unit: 'opm',
      stacked: true,
      queries: [{ expr: `60 * sum by (scope) (${rateOf('bff_cache_purges_total', BFF)})`, legend: '{{scope}}' }],
    },
    {
      title: 'Edge purges by outcome',
      description:
        'Purges the BFF sent on to the edges (EDGE_PURGE_URLS) per minute, one per edge and purge: ok, failed (a status other than 2xx, or the edge unreachable, after the retries) or timeout (no answer within 2 s). ' +
        'Good: every purge ok. ' +
        "Bad: failed or timeout: that edge keeps the old objects until their TTL; a 403 on every purge means the VCL's operators ACL does not list the replicas' network.",
      unit: 'opm',
      stacked: true,
      queries: [{ expr: `60 * sum by (outcome) (${rateOf('bff_edge_purges_total', BFF)})`, legend: '{{outcome}}' }],
    },
    {
      title: 'Edge purge failures in the last hour',
      description:
        'Edge purges that failed or timed out in the last hour, over all replicas. ' +
        'Good: 0. ' +
        'Bad: 1 or more: some content at the edge is older than the CMS until its TTL runs out (EdgePurgesFailing); purge those keys again once the edge answers.',
      unit: 'short',
      stat: true,
      thresholds: { orange: 1, red: 5, rising: true },
      queries: [
        {
          expr: `sum(increase(bff_edge_purges_total{${BFF}, outcome!="ok"}[1h]))`,
          legend: 'failed or timed out',
        },
      ],
    },
  ],
};
