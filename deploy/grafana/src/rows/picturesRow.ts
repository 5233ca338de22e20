import { BFF, rateOf, type RowSpec } from '../panelKit.js';

const makingTime = (quantile: number): string =>
  `histogram_quantile(${quantile}, sum by (le, kind) (${rateOf('bff_image_variant_duration_seconds_bucket', BFF)}))`;

/** Picture variants and share cards: what is made, what waits, how long one takes. */
export const PICTURES_ROW: RowSpec = {
  title: 'Pictures',
  panels: [
    {
      title: 'Picture variants made and served',
      description:
        'Answers of picture variants (?w=) and share cards (?card=1) each second: made for the request, hit (from the picture cache, or joining the request that makes it), fallback (the original sent: the queue is full or the worker stopped), error (too large or unreadable). ' +
        'Good: mostly hits once warm; made follows new pictures. ' +
        'Bad: fallback above zero (the worker cannot keep up: see the queue), error climbing (originals over 40 megapixels or 32 MB, or broken files in the CMS).',
      unit: 'reqps',
      stacked: true,
      queries: [{ expr: `sum by (event) (${rateOf('bff_image_variants_total', BFF)})`, legend: '{{event}}' }],
    },
    {
      title: 'Picture queue depth',
      description:
        'Variants being made (running: one at a time per replica) and waiting their turn, over all replicas. ' +
        'Good: waiting near zero, with short bursts after a purge or a new page of pictures. ' +
        'Bad: waiting in the hundreds for minutes: past 200 waiting on a replica, requests get the original instead (fallback).',
      unit: 'short',
      min: 0,
      thresholds: { orange: 50, red: 150, rising: true },
      queries: [{ expr: `sum by (state) (bff_image_queue_jobs{${BFF}})`, legend: '{{state}}' }],
    },
    {
      title: 'Time to make one variant',
      description:
        'Time the picture worker takes for one variant or card, without the wait in the queue, by kind (width or card), at the median and the 95th percentile. ' +
        'Good: p95 under 250 ms for photographs of a few megapixels. ' +
        'Bad: p95 above a second: huge originals (tens of megapixels) or a starved CPU; the queue grows behind it.',
      unit: 's',
      min: 0,
      thresholds: { orange: 0.5, red: 1, rising: true },
      queries: [
        { expr: makingTime(0.5), legend: 'p50 {{kind}}' },
        { expr: makingTime(0.95), legend: 'p95 {{kind}}' },
      ],
    },
  ],
};
