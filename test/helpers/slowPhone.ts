/**
 * The phone of the first-tap checks: a 375 px screen held upright, with touch, a CPU four times
 * slower than the test machine's and a slow mobile connection. The browser tests
 * (`test/e2e/harness/throttledPhone.ts`) and `npm run lighthouse` (`test/lighthouse/phoneTaps.ts`) both
 * drive Chromium with it, through the DevTools protocol.
 */
export const SLOW_PHONE = {
  screen: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  /** `Emulation.setCPUThrottlingRate`'s rate. */
  cpuSlowdown: 4,
  /** `Network.emulateNetworkConditions`: 150 ms, 1.6 Mbps down and 750 kbps up, in bytes a second. */
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
} as const;

/** What a page tells of its first paint: when it came and the page's clock now (ms from its time origin). */
export interface FirstPaint {
  paintedAt: number;
  now: number;
}

/**
 * In the page: its first contentful paint and the clock now, or null before the paint. An expression
 * for `Runtime.evaluate`: a few property reads, so that asking often takes the busy main thread of a
 * page that is loading as little time as possible.
 */
export const FIRST_PAINT_EXPRESSION = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint', 'paint')[0];
  return paint ? { paintedAt: paint.startTime, now: performance.now() } : null;
})()`;

/** Where a tap lands on an element: the centre of its box, in CSS pixels of the window. */
export interface TapPoint {
  x: number;
  y: number;
}

/**
 * In the page: the centre of the first element `selector` matches, once it is scrolled into the window,
 * or a sentence saying why there is none to tap (an expression for `Runtime.evaluate`).
 */
export function tapPointExpression(selector: string): string {
  return `(() => {
    const element = document.querySelector(${JSON.stringify(selector)});
    if (!element) return ${JSON.stringify(`nothing matches ${selector}`)};
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return ${JSON.stringify(`${selector} is not shown`)};
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  })()`;
}
