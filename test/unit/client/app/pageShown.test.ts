import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageShown, SHOW_WAIT_MS } from '../../../../client/src/app/pageShown.js';

/** A page's document as `pageShown` sees it: its main picture (if any) and the listeners it adds. */
function stubPage(options: { picture: boolean; largestPaints: boolean }) {
  const listeners = new Map<string, () => void>();
  let decoded = () => {};
  const picture = { decode: () => new Promise<void>((resolve) => (decoded = resolve)) };
  vi.stubGlobal('document', {
    querySelector: (selector: string) => (options.picture && selector === 'img[fetchpriority="high"]' ? picture : null),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  });
  let reportPaint = () => {};
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = options.largestPaints ? ['largest-contentful-paint', 'paint'] : ['paint'];
      constructor(callback: () => void) {
        reportPaint = callback;
      }
      observe() {}
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  return {
    decode: () => decoded(),
    paint: () => reportPaint(),
    act: (type: string) => listeners.get(type)?.(),
    listens: () => [...listeners.keys()].sort(),
  };
}

/** Whether `promise` has settled after the timers due in `ms` have run. */
async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pageShown', () => {
  it('waits for the first content shown and the main picture decoded, then two frames', async () => {
    const page = stubPage({ picture: true, largestPaints: true });
    const shown = pageShown();
    expect(await settledWithin(shown, 100)).toBe(false);
    page.paint();
    expect(await settledWithin(shown, 100)).toBe(false);
    page.decode();
    // One frame is not enough: the frame with the picture must have been drawn.
    expect(await settledWithin(shown, 17)).toBe(false);
    expect(await settledWithin(shown, 17)).toBe(true);
  });

  it('a page without a main picture waits for its first content only', async () => {
    const page = stubPage({ picture: false, largestPaints: true });
    const shown = pageShown();
    expect(await settledWithin(shown, 200)).toBe(false);
    page.paint();
    expect(await settledWithin(shown, 40)).toBe(true);
  });

  it('where the browser reports no largest paint, the picture and the frames are enough', async () => {
    const page = stubPage({ picture: true, largestPaints: false });
    const shown = pageShown();
    page.decode();
    expect(await settledWithin(shown, 40)).toBe(true);
  });

  it.each(['pointerdown', 'keydown'])('resolves at once on %s, whatever the page is waiting for', async (type) => {
    const page = stubPage({ picture: true, largestPaints: true });
    const shown = pageShown();
    expect(page.listens()).toEqual(['keydown', 'pointerdown']);
    page.act(type);
    expect(await settledWithin(shown, 0)).toBe(true);
  });

  it(`resolves after ${SHOW_WAIT_MS} ms when nothing shows`, async () => {
    stubPage({ picture: true, largestPaints: true });
    const shown = pageShown();
    expect(await settledWithin(shown, SHOW_WAIT_MS - 1)).toBe(false);
    expect(await settledWithin(shown, 1)).toBe(true);
  });
});
