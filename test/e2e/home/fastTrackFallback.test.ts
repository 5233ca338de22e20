import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { label } from '../harness/content.js';
import { useSite } from '../harness/site.js';

// A file of its own: the failing call must reach the demo CMS, not the BFF's cache.
const site = useSite();

describe.each(LOCALES)('the fast-track list when its call fails (%s)', (locale: Locale) => {
  it('says there is no data beside its heading, and keeps the advanced search', async () => {
    // The server's render and the browser's second try both fail.
    site().control.failNext(2, 'envelopeError', 'site/fastTrack');
    const { page, context } = await site().open('/index/sy', { locale });
    const quick = page.locator('section[data-home-block="quick"]');
    const empty = quick.locator('[data-empty="noData"]');
    await empty.waitFor();
    expect((await empty.textContent())?.trim()).toBe(label(locale, 'state.noData'));
    expect(await quick.locator('[data-fast-track]').count()).toBe(0);
    expect(await quick.getByRole('searchbox').isVisible()).toBe(true);
    await context.close();
  });
});
