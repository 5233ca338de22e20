import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { label } from '../harness/content.js';
import { unexpected } from '../harness/pageChecks.js';
import { useSite } from '../harness/site.js';
import { block } from './homePage.js';

// A file of its own: the failing call must reach the demo CMS, not the BFF's cache.
const site = useSite();

describe.each(LOCALES)('the news slider when its call fails (%s)', (locale: Locale) => {
  it('shows the built-in slides, says there is no information, and raises no error toast', async () => {
    // The server's render and the browser's second try both fail.
    site().control.failNext(2, 'envelopeError', 'folder/rollPictures');
    const { page, context, errors } = await site().open('/index/sy', { locale });
    const news = block(page, 'news');
    await news.scrollIntoViewIfNeeded();
    const slider = news.locator('[data-news-slider]');
    await expect.poll(() => slider.getAttribute('data-fallback')).toBe('true');
    expect(await slider.locator('[data-slide]').count()).toBe(3);
    const title = (await slider.locator('[data-slide-title]').textContent())?.trim();
    expect(title).toBe(label(locale, 'home.noSlideTitle'));
    expect(title).toBe(locale === 'zh' ? '暂无信息' : 'No Data');
    // The rest of the page is unaffected and nothing is reported to the visitor.
    await news.locator('[data-news-categories] [data-article-list] li').first().waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(unexpected(errors, [/status of 502/])).toEqual([]);
    await context.close();
  });
});
