import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { ROUTES } from '../../../shared/routes.js';
import { label } from '../harness/content.js';
import { scrollsSideways, unexpected } from '../harness/pageChecks.js';
import { DESKTOP, useSite, type OpenedPage, type Viewport } from '../harness/site.js';
import {
  axeWithEveryPage,
  eagerOrUnsizedBelowTheFold,
  hydratedLoads,
  seriousAxeViolations,
  settle,
  SMALL_SCREEN,
  type HydratedLoad,
} from './pageAudits.js';
import { loadSampleContent, ROUTE_SAMPLES, type RouteSample, type SampleContent } from './routeSamples.js';

const site = useSite();

/** Most a page may move while it hydrates, summed over its layout shifts. */
const MAX_HYDRATION_CLS = 0.02;

/** Widgets whose open state shows content the page's first state does not: audited open as well. */
interface OpenState {
  name: string;
  open(page: Page, locale: Locale): Promise<void>;
  close(page: Page): Promise<void>;
}

const OPEN_STATES: Readonly<Record<string, OpenState>> = {
  '/companyzzjge/zzjg': {
    name: 'the subsidiaries tab',
    async open(page, locale) {
      await page.getByRole('tab', { name: label(locale, 'org.subsidiaries') }).click();
      await page.locator('[data-directory-entry]').first().waitFor();
    },
    async close(page) {
      await page.getByRole('tab').first().click();
    },
  },
  '/companySzhfw/sjy': {
    name: 'the picture viewer',
    async open(page) {
      await page.locator('[data-zoomable]').first().click();
      await page.getByRole('dialog').waitFor();
    },
    async close(page) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  },
};

const SIZES: readonly [string, Viewport][] = [
  ['desktop', DESKTOP],
  [`${SMALL_SCREEN.width} × ${SMALL_SCREEN.height}`, SMALL_SCREEN],
];

describe('the route samples', () => {
  it('name a page for every route kind but the bare root, which redirects', () => {
    const covered = new Set(ROUTE_SAMPLES.map((sample) => sample.route));
    const missing = Object.keys(ROUTES).filter((id) => id !== 'home' && !covered.has(id as RouteSample['route']));
    expect(missing).toEqual([]);
  });
});

describe.each(LOCALES)('every route in %s', (locale) => {
  let opened: OpenedPage;
  let content: SampleContent;
  let load: (path: string) => Promise<HydratedLoad>;

  beforeAll(async () => {
    content = await loadSampleContent(site(), locale);
    opened = await site().open('/404', { locale, viewport: DESKTOP });
    load = await hydratedLoads(opened);
    await axeWithEveryPage(opened.page);
  });

  afterAll(async () => {
    await opened.context.close();
  });

  describe.each(SIZES)('at %s', (_size, viewport) => {
    const phone = viewport.width === SMALL_SCREEN.width;

    beforeAll(async () => {
      await opened.page.setViewportSize(viewport);
    });

    describe.each(ROUTE_SAMPLES.map((sample) => [sample.name, sample] as const))('%s', (_name, sample) => {
      const state = OPEN_STATES[sample.name];
      let loaded: HydratedLoad;

      beforeAll(async () => {
        loaded = await load(sample.path(content));
        await settle(opened.page);
      });

      it('hydrates the server-rendered page without warnings, without moving, asking for none of the data it carried', () => {
        const notFound = sample.route === 'notFound';
        expect(loaded.status).toBe(notFound ? 404 : 200);
        expect(unexpected(loaded.errors, notFound ? [/status of 404/] : [])).toEqual([]);
        expect(loaded.api).toEqual([]);
        expect(loaded.layoutShift).toBeLessThan(MAX_HYDRATION_CLS);
      });

      it('has no serious or critical axe violations', async () => {
        expect(await seriousAxeViolations(opened.page)).toEqual([]);
      });

      it('loads pictures below the first screen lazily, with their width and height', async () => {
        expect(await eagerOrUnsizedBelowTheFold(opened.page)).toEqual([]);
      });

      if (phone) {
        it('fits the screen without scrolling sideways', async () => {
          expect(await scrollsSideways(opened.page)).toBe(false);
        });

        it('shows the navigation menu button within the screen', async () => {
          const button = opened.page.locator('[data-mobile-menu] > summary');
          expect(await button.isVisible()).toBe(true);
          expect(await button.innerText()).toBe(label(locale, 'nav.menu'));
          const box = await button.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
        });
      }

      if (state) {
        it(`has no serious or critical axe violations with ${state.name} open`, async () => {
          await state.open(opened.page, locale);
          const found = await seriousAxeViolations(opened.page);
          await state.close(opened.page);
          expect(found).toEqual([]);
        });
      }
    });
  });
});
