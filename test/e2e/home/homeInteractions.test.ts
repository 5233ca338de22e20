import { describe, expect, it } from 'vitest';
import type { PagedList } from '../../../shared/api/article.js';
import type { NoticeBlock, ThreeFolderBlock } from '../../../shared/api/home.js';
import type { SiteInfo } from '../../../shared/api/site.js';
import { MENU_CODES, SITE_CODES } from '../../../shared/constants.js';
import { label, menuByCode, menusOf } from '../harness/content.js';
import { hydrated, layoutShiftTotal, recordLayoutShifts } from '../harness/pageChecks.js';
import { useSite } from '../harness/site.js';
import { block, scrolledTo } from './homePage.js';

const site = useSite();

/** Longer than the banner's 3000 ms: a playing banner would have moved on by then. */
const LONGER_THAN_ONE_SLIDE_MS = 3600;

describe('home page interactions', () => {
  it('moves the banner on by itself, by the style sheet until the visitor acts and by its engine after', async () => {
    const { page, context } = await site().open('/index/sy');
    const banner = page.locator('[data-slot="home-carousel"] [data-carousel]');
    await banner.waitFor();
    // Nobody has touched the page: the carousel keeps the server's markup, which the style sheet moves.
    const count = await banner.locator('[data-slide]').count();
    expect(await banner.getAttribute('data-css-autoplay')).toBe(String(count));
    const track = banner.locator('[data-slide]').first().locator('..');
    const offset = () => track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    const first = await offset();
    await expect.poll(offset, { timeout: 10_000 }).not.toBe(first);

    // Pointing at it brings its code: it hydrates, holds while the pointer rests on it, and goes on after,
    // from the slide the style sheet showed (paused under the pointer meanwhile).
    await banner.hover();
    const width = await track.evaluate((element) => element.getBoundingClientRect().width);
    const shown = -(await offset()) / width;
    await expect.poll(() => banner.getAttribute('data-css-autoplay')).toBeNull();
    await expect.poll(() => banner.getAttribute('data-autoplay')).toBe('off');
    const held = await banner.getAttribute('data-index');
    // The slide shown, or the next one when its move had begun by the time the engine took over (the
    // engine starts from the slide arriving; the offset read above may be from a frame before the move).
    expect([Math.floor(shown) % count, (Math.floor(shown) + 1) % count]).toContain(Number(held));
    await page.waitForTimeout(LONGER_THAN_ONE_SLIDE_MS);
    expect(await banner.getAttribute('data-index')).toBe(held);

    await page.mouse.move(5, 5);
    await expect.poll(() => banner.getAttribute('data-autoplay')).toBe('on');
    await expect.poll(() => banner.getAttribute('data-index'), { timeout: 10_000 }).not.toBe(held);
    await context.close();
  });

  it('moves nothing else on the page as the banner changes slides (its dots change without a shift)', async () => {
    const { page, context } = await site().open('/index/sy');
    await recordLayoutShifts(page);
    await page.reload();
    const banner = page.locator('[data-slot="home-carousel"] [data-carousel]');
    const track = banner.locator('[data-slide]').first().locator('..');
    const offset = () => track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    const first = await offset();
    await expect.poll(offset, { timeout: 10_000 }).not.toBe(first);
    // The dots change with the slide, a frame or two after it starts to move.
    await page.waitForTimeout(1000);
    expect(await layoutShiftTotal(page)).toBe(0);
    await context.close();
  });

  it('holds the banner while keyboard focus is inside it, and moves it with the arrows', async () => {
    const { page, context } = await site().open('/index/sy');
    const banner = page.locator('[data-slot="home-carousel"] [data-carousel]');
    await banner.waitFor();
    await page.mouse.move(5, 5);
    const next = banner.locator('[data-carousel-next]');
    await next.focus();
    // The focus brings the carousel's code; once it runs, the focus inside holds it.
    await expect.poll(() => banner.getAttribute('data-css-autoplay')).toBeNull();
    await expect.poll(() => banner.getAttribute('data-autoplay')).toBe('off');
    const count = await banner.locator('[data-slide]').count();
    const before = Number(await banner.getAttribute('data-index'));
    await page.keyboard.press('Enter');
    await expect.poll(async () => Number(await banner.getAttribute('data-index'))).toBe((before + 1) % count);
    // Only the visible slide can take focus: the hidden ones are inert.
    expect(await banner.locator('[data-slide][inert]').count()).toBe(count - 1);
    await context.close();
  });

  it('keeps an arrow pressed before the carousel has started, and shows that slide once it starts', async () => {
    const { page, context } = await site().open('/index/sy');
    // The news slider sits below the first screen: its engine starts only once it is first seen.
    const held = page.locator('[data-home-block="news"] [data-news-slider] [data-carousel-next]');
    await held.evaluate((button) => (button as HTMLElement).focus({ preventScroll: true }));
    // The focus brought the block's code: it runs, out of view.
    const slider = block(page, 'news').locator('[data-news-slider] [data-carousel]');
    await slider.waitFor({ state: 'attached' });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await slider.getAttribute('data-index')).toBe('0');
    await slider.scrollIntoViewIfNeeded();
    await expect.poll(() => slider.getAttribute('data-index')).toBe('2');
    await context.close();
  });

  it('does not play the banner for visitors who ask for reduced motion', async () => {
    const { page, context } = await site().open('about:blank');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/index/sy');
    const banner = page.locator('[data-slot="home-carousel"] [data-carousel]');
    await banner.waitFor();
    // Still once the app runs, not only as the server drew it.
    await hydrated(page);
    expect(await banner.getAttribute('data-autoplay')).toBe('off');
    expect(await banner.locator('[data-carousel-pause]').count()).toBe(0);
    await page.waitForTimeout(LONGER_THAN_ONE_SLIDE_MS);
    expect(await banner.getAttribute('data-index')).toBe('0');
    await context.close();
  });

  it('swaps the news list when the pointer rests on another category, and on keyboard focus', async () => {
    const menus = await menusOf(site(), 'zh');
    const categories = menuByCode(menus, MENU_CODES.companyNews.zh).children;
    const { page, context } = await site().open('/index/sy');
    const news = await scrolledTo(page, 'news');
    const tabs = news.locator('[data-news-categories] [role="tab"]');
    const panel = news.locator('[data-news-categories] [role="tabpanel"]');
    const firstHref = async () => panel.locator('a').first().getAttribute('href');

    const second = categories[1];
    if (!second) throw new Error('the news menu has several categories');
    const list = await site().api<PagedList>(`/cms/api/article/findArticleList?folderId=${second.fdId}`);
    await tabs.nth(1).hover();
    await expect.poll(() => panel.getAttribute('data-category')).toBe(second.fdCode);
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await expect.poll(firstHref).toBe(`/articledetail/${list.articleLists[0]?.articleId}`);
    expect(await panel.locator('li').count()).toBeLessThanOrEqual(4);

    // Keyboard: the arrow keys move to the next category, which shows its list at once.
    await tabs.nth(1).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => panel.getAttribute('data-category')).toBe(categories[2]?.fdCode);
    expect(await tabs.nth(2).evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('swaps the notices and the folder lists when the pointer rests on a tab', async () => {
    const notices = await site().api<NoticeBlock[]>('/cms/api/article/getDqggAndOthers?flag=zh');
    const folders = await site().api<ThreeFolderBlock[]>('/cms/api/article/getThreeFoldersMsg?flag=zh');
    const { page, context } = await site().open('/index/sy');

    const investor = await scrolledTo(page, 'investor');
    const noticeTabs = investor.locator('[data-notices] [role="tab"]');
    await noticeTabs.nth(1).hover();
    const noticePanel = investor.locator('[data-notices] [role="tabpanel"]');
    await expect.poll(() => noticePanel.getAttribute('data-notice-panel')).toBe(notices[1]?.fdMsg.fdCode);
    const noticeHrefs = await noticePanel.locator('a').evaluateAll((a) => a.map((x) => x.getAttribute('href')));
    expect(noticeHrefs).toEqual(notices[1]?.articlesMsg.slice(0, 5).map((n) => `/articledetail/${n.articleId}`));

    const business = folders[1];
    const sub = business?.allSubFolderMsg[0];
    if (!business || !sub?.subFdId) throw new Error('the second folder has sub-folders');
    const list = await site().api<PagedList>(`/cms/api/article/findArticleList?folderId=${sub.subFdId}`);
    const section = (await scrolledTo(page, 'folders')).locator(`[data-folder-block="${business.folderMsg.fdCode}"]`);
    await section.scrollIntoViewIfNeeded();
    await section.locator('[role="tab"]').nth(1).hover();
    const panel = section.locator('[role="tabpanel"]');
    await expect
      .poll(() => panel.locator('a').evaluateAll((a) => a.map((x) => x.getAttribute('href'))))
      .toEqual(list.articleLists.slice(0, 6).map((a) => `/articledetail/${a.articleId}`));
    await context.close();
  });

  it('draws a rise red and a fall green in the ticker', async () => {
    const { page, context } = await site().open('/index/sy');
    const investor = await scrolledTo(page, 'investor');
    // The demo CMS always has the first company up and the second down.
    const up = investor.locator('[data-quote="sh609117"]');
    const down = investor.locator('[data-quote="sz004206"]');
    await up.waitFor();
    expect(await up.getAttribute('data-direction')).toBe('up');
    expect(await down.getAttribute('data-direction')).toBe('down');
    const priceColour = (card: typeof up) => card.locator('[data-price]').evaluate((el) => getComputedStyle(el).color);
    expect(await priceColour(up)).toBe('rgb(200, 50, 47)');
    expect(await priceColour(down)).toBe('rgb(22, 128, 60)');
    expect(await up.textContent()).toContain('▲');
    expect(await down.textContent()).toContain('▼');
    // Choosing a company shows its chart.
    await down.click();
    await expect
      .poll(() => investor.locator('img[data-stock-chart]').getAttribute('src'))
      .toBe('/stock-chart/sz004206');
    await context.close();
  });

  it('shows the map beside the address on hover and focus, hides it with Escape, and links to a map search', async () => {
    const info = await site().api<SiteInfo>(`/cms/api/site/oneSite?code=${SITE_CODES.zh}`);
    const { page, context } = await site().open('/index/sy');
    const contact = await scrolledTo(page, 'contact');
    const link = contact.locator('[data-map-link]');
    const popup = contact.locator('[data-map-popup]');
    expect(await popup.isVisible()).toBe(false);
    await link.hover();
    await popup.waitFor();
    expect(await popup.textContent()).toContain(info.address);
    await page.mouse.move(5, 5);
    await popup.waitFor({ state: 'hidden' });

    await link.focus();
    await popup.waitFor();
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });

    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toBe(
      `https://map.baidu.com/search/${encodeURIComponent(info.address ?? '')}`,
    );
    await context.close();
  });

  it('fades the profile, news and contact blocks in past 80, 600 and 1200 px', async () => {
    const { page, context } = await site().open('/index/sy');
    // As the server drew them, none has started its fade.
    const drawn = page.locator('[data-home-block] [data-shown]');
    expect(await drawn.evaluateAll((all) => all.map((el) => el.getAttribute('data-shown')))).toEqual([
      'false',
      'false',
      'false',
    ]);
    const faded = (name: 'about' | 'news' | 'contact') => block(page, name).locator('[data-shown]');
    // The first scroll brings the blocks near the window their code; past 80 px the profile fades in.
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect.poll(() => faded('about').getAttribute('data-shown')).toBe('true');
    await faded('news').waitFor({ state: 'attached' });
    expect(await faded('news').getAttribute('data-shown')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => faded('news').getAttribute('data-shown')).toBe('true');
    // The contact block's code arrives once the page is idle, far below the window.
    await faded('contact').waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, 1100));
    await page.waitForTimeout(300);
    expect(await faded('contact').getAttribute('data-shown')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => faded('contact').getAttribute('data-shown')).toBe('true');
    await context.close();
  });

  it('searches from the advanced search box with the same rules as the header', async () => {
    const { page, context } = await site().open('/index/sy');
    const box = page.getByRole('searchbox', { name: label('zh', 'common.advancedSearch'), exact: true });
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/index/sy');
    await box.fill('  乙烯  ');
    await box.press('Enter');
    await page.waitForURL('**/articlesearch?**');
    expect(new URL(page.url()).searchParams.get('inputValue')).toBe('乙烯');
    await context.close();
  });
});
