import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../../shared/api/article.js';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { label, inLanguage } from '../harness/content.js';
import { hydrated, expectTitle } from '../harness/pageChecks.js';
import { useSite } from '../harness/site.js';
import { expectTitles, menuFor, pageParams, pictureArticlePage } from './listHelpers.js';

const site = useSite();

const titles = (list: { articleLists: { title: string }[] }) => list.articleLists.map((a) => a.title);

describe.each(LOCALES)('image lists (%s)', (locale: Locale) => {
  it('show picture tiles a page at a time, with sizes 10, 20, 50 and 100', async () => {
    const photos = await menuFor(site(), locale, 'tpxw');
    const [first, second, all] = await Promise.all([
      pictureArticlePage(site(), photos.fdId),
      pictureArticlePage(site(), photos.fdId, 2),
      pictureArticlePage(site(), photos.fdId, 1, 50),
    ]);
    expect(first.countSize).toBeGreaterThan(10);
    const { page, context } = await site().open(`/articleimglist/${photos.fdCode}`, { locale });
    await expectTitle(page, photos.fdName);
    await expectTitles(page, 'grid', titles(first));
    expect(await page.locator('[data-article-list="grid"] img').count()).toBe(10);
    expect(
      await page.locator('[data-pager="sizes"] option').evaluateAll((o) => o.map((x) => x.getAttribute('value'))),
    ).toEqual(['10', '20', '50', '100']);

    await page.locator('[data-pager="next"]').click();
    await expectTitles(page, 'grid', titles(second));
    await page.locator('[data-pager="sizes"]').selectOption('50');
    await expectTitles(page, 'grid', titles(all));
    expect(pageParams(page)).toEqual({ page: null, size: '50' });
    expect(await page.locator('[data-pager="next"]').count()).toBe(0);
    await context.close();
  });

  it('open the article of a tile in the same window', async () => {
    const photos = await menuFor(site(), locale, 'tpxw');
    const article = (await pictureArticlePage(site(), photos.fdId)).articleLists[0];
    if (!article) throw new Error('no picture article');
    const { page, context } = await site().open(`/articleimglist/${photos.fdCode}`, { locale });
    await page.locator('[data-article-list="grid"] h2 a').first().click();
    await page.waitForURL((url) => url.pathname === `/articledetail/${article.id}`);
    await expect.poll(() => page.locator('[data-article-title]').textContent()).toBe(article.title);
    await context.close();
  });

  it('show pictures beside their summaries, and two columns of cards', async () => {
    const [industry, materials] = await Promise.all([menuFor(site(), locale, 'hgsy'), menuFor(site(), locale, 'xcl')]);
    const [rows, cards] = await Promise.all([
      pictureArticlePage(site(), industry.fdId),
      pictureArticlePage(site(), materials.fdId),
    ]);
    const { page, context } = await site().open(`/articleimglists2/${industry.fdCode}`, { locale });
    await expectTitles(page, 'rows', titles(rows));
    expect(await page.locator('[data-article-list="rows"] li p').count()).toBe(rows.articleLists.length);
    await page.goto(`/articleimglists3/${materials.fdCode}`);
    await expectTitles(page, 'cards', titles(cards));
    const [a, b] = await page
      .locator('[data-article-list="cards"] > li')
      .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().top));
    expect(a).toBe(b);
    await context.close();
  });

  it('list articles with thumbnail, summary and a details link, paged', async () => {
    const updates = await menuFor(site(), locale, 'qydt');
    const [first, second] = await Promise.all([
      pictureArticlePage(site(), updates.fdId),
      pictureArticlePage(site(), updates.fdId, 2),
    ]);
    const { page, context } = await site().open(`/articleimgdetaillist/${updates.fdCode}`, { locale });
    await expectTitles(page, 'rows', titles(first));
    const details = page.locator('[data-details-link]');
    expect(await details.count()).toBe(10);
    expect(await details.first().getAttribute('href')).toBe(
      inLanguage(locale, `/articledetail/${first.articleLists[0]?.id}`),
    );
    expect(await details.first().textContent()).toContain(label(locale, 'common.detail'));
    await page.locator('[data-pager="page"]', { hasText: /^2$/ }).click();
    await expectTitles(page, 'rows', titles(second));
    await context.close();
  });

  it('show the empty state for a folder without picture articles', async () => {
    const jobs = await menuFor(site(), locale, 'rczp');
    const { page, context } = await site().open(`/articleimglist/${jobs.fdCode}`, { locale });
    await page.locator('[data-empty="noData"]').waitFor();
    await context.close();
  });
});

describe.each(LOCALES)('the picture carousel (%s)', (locale: Locale) => {
  async function carouselArticles(): Promise<{ code: string; articles: ArticleSummary[] }> {
    const works = await menuFor(site(), locale, 'gcjs');
    const articles = await site().api<ArticleSummary[]>(`/cms/api/article/findPicArticle?folderId=${works.fdId}`);
    expect(articles.length).toBeGreaterThan(4);
    return { code: works.fdCode, articles };
  }

  it('shows every picture, 400 px high, with a 200 px strip of 4 thumbnails a slide', async () => {
    const { code, articles } = await carouselArticles();
    const { page, context } = await site().open(`/articleimglists/${code}`, { locale });
    const carousel = page.locator('[data-carousel]').first();
    await carousel.waitFor();
    const thumbs = page.locator('[data-carousel="thumb"]');
    expect(await thumbs.count()).toBe(articles.length);
    const slide = await page.locator('[aria-roledescription="slide"]').first().boundingBox();
    expect(slide?.height).toBe(400);
    const strip = await thumbs.first().evaluate((el) => {
      const viewport = el.closest('ul')?.parentElement?.getBoundingClientRect();
      const item = el.parentElement?.getBoundingClientRect();
      return { height: viewport?.height, ratio: (viewport?.width ?? 0) / (item?.width ?? 1) };
    });
    expect(strip.height).toBe(200);
    expect(Math.round(strip.ratio)).toBe(4);
    expect(await page.locator('[data-carousel="caption"] h2').textContent()).toBe(articles[0]?.title);
    await context.close();
  });

  it('shows the picture of a chosen thumbnail, and moves with the arrows', async () => {
    const { code, articles } = await carouselArticles();
    const { page, context } = await site().open(`/articleimglists/${code}`, { locale });
    const caption = page.locator('[data-carousel="caption"] h2');
    await caption.waitFor();
    // Paused first, so only the visitor's choices move it, however slow the machine.
    await page.locator('[data-carousel="toggle"]').first().click();
    await page.locator('[data-carousel="thumb"]').nth(2).click();
    await expect.poll(() => caption.textContent()).toBe(articles[2]?.title);
    expect(await page.locator('[data-carousel="thumb"]').nth(2).getAttribute('aria-current')).toBe('true');
    await page.getByRole('button', { name: label(locale, 'carousel.next') }).click();
    await expect.poll(() => caption.textContent()).toBe(articles[3]?.title);
    await page.getByRole('button', { name: label(locale, 'carousel.previous') }).click();
    await expect.poll(() => caption.textContent()).toBe(articles[2]?.title);
    await context.close();
  });

  it('turns every 5 seconds, stops while hovered and when paused', async () => {
    const { code, articles } = await carouselArticles();
    const { page, context } = await site().open('/404', { locale });
    await page.clock.install();
    await page.goto(`/articleimglists/${code}`);
    const caption = page.locator('[data-carousel="caption"] h2');
    await caption.waitFor();
    // The page hydrates before the clock stops: the carousel's timers are the app's.
    await hydrated(page);
    // Focus inside the carousel stops it too; the checks below want only pointer and button.
    const leaveCarousel = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // Stop the page's clock, then restart the interval by hovering and leaving: from here on only
    // the test moves time, so the check does not depend on how fast the page loaded.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await page.locator('[aria-roledescription="slide"]').first().hover();
    await page.getByRole('button', { name: label(locale, 'carousel.previous') }).click();
    await page.mouse.move(0, 0);
    await leaveCarousel();
    const start = await caption.textContent();
    const index = articles.findIndex((a) => a.title === start);
    const next = articles[(index + 1) % articles.length]?.title;
    await page.clock.runFor(4900);
    expect(await caption.textContent()).toBe(start);
    await page.clock.runFor(200);
    await expect.poll(() => caption.textContent()).toBe(next);

    await page.locator('[aria-roledescription="slide"]').first().hover();
    await page.clock.runFor(6000);
    expect(await caption.textContent()).toBe(next);

    await page.getByRole('button', { name: label(locale, 'carousel.pause') }).click();
    await page.mouse.move(0, 0);
    await leaveCarousel();
    await page.clock.runFor(11000);
    expect(await caption.textContent()).toBe(next);
    await page.getByRole('button', { name: label(locale, 'carousel.play') }).waitFor();
    await context.close();
  });
});
