import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../harness/chromiumPath.js';
import { hydrated } from '../harness/pageChecks.js';
import { CHROMIUM_ARGS, DESKTOP, PHONE, useSite, type Viewport } from '../harness/site.js';

const site = useSite();

/** The banner's slides; with motion reduced and no visitor acting, the first is the one shown. */
const SLIDES = '[data-slot="home-carousel"] [data-slide]';
/** How much of the shown slide's right edge is compared, in CSS pixels. */
const EDGE_PX = 24;

/**
 * A browser that draws scrollbars beside the page, as desktop browsers do: the window (`100vw`) is then
 * wider than the page and its slides. (Headless browsers, the harness's among them, hide scrollbars.)
 */
let browser: Browser | undefined;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The pixels of the right edge of the slide shown (RGBA, row by row) and the band's width in pixels, from
 * a page painted anew: Chromium does not always repaint where a hidden element's overflow had been drawn,
 * so the window is resized by a pixel and back first.
 */
async function rightEdge(page: Page, viewport: Viewport): Promise<{ pixels: Buffer; width: number }> {
  await page.setViewportSize({ ...viewport, width: viewport.width - 1 });
  await page.setViewportSize(viewport);
  const box = await page.locator(SLIDES).first().boundingBox();
  if (!box) throw new Error('the banner shows no slide');
  const clip = { x: box.x + box.width - EDGE_PX, y: box.y, width: EDGE_PX, height: box.height };
  const { data, info } = await sharp(await page.screenshot({ clip }))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width };
}

/** The columns (from the left of the band) where two pictures of the same band differ. */
function differingColumns(a: { pixels: Buffer; width: number }, b: { pixels: Buffer }): number[] {
  const columns = new Set<number>();
  for (let i = 0; i < a.pixels.length; i++) {
    if (a.pixels[i] !== b.pixels[i]) columns.add(Math.floor(i / 4) % a.width);
  }
  return [...columns].sort((x, y) => x - y);
}

describe('the home banner', () => {
  it.each([DESKTOP, PHONE])(
    'shows nothing of the next slide at the edge of the slide shown ($width px, with a scrollbar)',
    async (viewport: Viewport) => {
      if (!browser) throw new Error('no browser');
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce', baseURL: site().baseUrl });
      try {
        const page = await context.newPage();
        await page.goto('/index/sy');
        await hydrated(page);
        await page
          .locator(SLIDES)
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.decode());
        // The condition the shade reaches across in: a window wider than the page.
        expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
        const withNeighbours = await rightEdge(page, viewport);
        await page
          .locator(SLIDES)
          .evaluateAll((slides) =>
            slides.slice(1).forEach((slide) => ((slide as HTMLElement).style.visibility = 'hidden')),
          );
        const alone = await rightEdge(page, viewport);
        // The slide shown looks the same whether or not the slides beside it are there.
        expect(differingColumns(withNeighbours, alone)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
