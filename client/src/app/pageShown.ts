/**
 * The longest the app's code waits for the page to show (ms). On a slow connection the main picture may
 * take longer; hydration then starts anyway, sharing the connection with it.
 */
export const SHOW_WAIT_MS = 3000;

/** What the visitor does that needs the app at once: a tap or a click (a pointer, touch included), a key. */
const INTERACTIONS = ['pointerdown', 'keydown'];

/** The page's main picture: the one the server marked to load first (the banner, a section's picture). */
const MAIN_PICTURE = 'img[fetchpriority="high"]';

const LARGEST_PAINT = 'largest-contentful-paint';

/**
 * Resolves once the browser has put the page's first content on screen: it reports a largest paint only
 * then. Where it does not report them, at once.
 */
function firstContentShown(): Promise<unknown> {
  return new Promise((resolve) => {
    if (PerformanceObserver.supportedEntryTypes.includes(LARGEST_PAINT)) {
      new PerformanceObserver(resolve).observe({ type: LARGEST_PAINT, buffered: true });
    } else resolve(null);
  });
}

/** Resolves after the browser has drawn a frame: its next animation frame has come, and a task after it. */
const frameDrawn = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves when the page the server drew is on screen with its main picture: its first content has been
 * shown, the picture has loaded and decoded (or failed), and two frames have been drawn since. Until then
 * the app's code waits, so that on a slow connection the style sheet and the picture have it to
 * themselves and the page shows sooner. It resolves at once when the visitor taps, clicks or presses a
 * key, and after `SHOW_WAIT_MS` at the latest.
 */
export function pageShown(): Promise<void> {
  // Whichever comes first settles the promise; the others then do nothing.
  return new Promise((resolve) => {
    setTimeout(resolve, SHOW_WAIT_MS);
    for (const type of INTERACTIONS) {
      document.addEventListener(type, () => resolve(), { capture: true, once: true });
    }
    const picture = document
      .querySelector<HTMLImageElement>(MAIN_PICTURE)
      ?.decode()
      .catch(() => {});
    void Promise.all([firstContentShown(), picture])
      .then(frameDrawn)
      .then(frameDrawn)
      .then(() => resolve());
  });
}
