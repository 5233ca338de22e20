import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedList, ArticleSummary } from '../../../shared/api/article.js';
import type { ProfileBlock } from '../../../shared/api/folder.js';
import type { CarouselPicture, FastTrackItem, NoticeBlock, ThreeFolderBlock } from '../../../shared/api/home.js';
import type { ShareQuotes } from '../../../shared/api/share.js';
import type { FriendLink, SiteInfo } from '../../../shared/api/site.js';
import { FOLDER_IDS, LOCALES, MENU_CODES, SITE_CODES, type Locale } from '../../../shared/constants.js';
import { label, menuByCode, menusOf, inLanguage } from '../harness/content.js';
import { unexpected } from '../harness/pageChecks.js';
import { useSite, type OpenedPage } from '../harness/site.js';
import { block, DEFERRED_BLOCKS, scrollThroughHome, texts } from './homePage.js';

const site = useSite();

/** The path part of a link as the page renders it. */
function pathOf(href: string | null): string {
  return href === null ? '' : new URL(href, 'http://site.test').pathname;
}

describe.each(LOCALES)('the home page in %s', (locale: Locale) => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await site().open('/index/sy', { locale });
  });

  afterAll(async () => {
    await opened.context.close();
  });

  it('loads every block below the fold as the visitor scrolls down', async () => {
    await scrollThroughHome(opened.page);
    const slots = opened.page.locator('[data-home-block][data-loaded]');
    expect(await slots.evaluateAll((all) => all.map((slot) => slot.getAttribute('data-loaded')))).toEqual(
      DEFERRED_BLOCKS.map(() => 'true'),
    );
  });

  it('shows every banner picture of the CMS, with its title and link', async () => {
    const pictures = await site().api<CarouselPicture[]>(`/cms/api/folder/getTopRollPics?flag=${locale}`);
    const banner = opened.page.locator('[data-slot="home-carousel"]');
    await banner.locator('[data-carousel]').waitFor();
    expect(await banner.locator('[data-slide]').count()).toBe(pictures.length);
    for (const [index, picture] of pictures.entries()) {
      const slide = banner.locator(`[data-slide="${index}"]`);
      expect(await slide.locator('img').getAttribute('src')).toBe(picture.imageNetUrl);
      expect((await slide.textContent())?.trim()).toContain(picture.title ?? '');
      const link = slide.locator('a');
      if (picture.hyperLink === null) {
        expect(await link.count()).toBe(0);
      } else if (picture.hyperLink.startsWith('http')) {
        expect(await link.getAttribute('href')).toBe(picture.hyperLink);
        expect(await link.getAttribute('target')).toBe('_blank');
      } else {
        expect(pathOf(await link.getAttribute('href'))).toBe(picture.hyperLink);
      }
    }
    // Arrows are always there.
    expect(await banner.locator('[data-carousel-previous]').isVisible()).toBe(true);
    expect(await banner.locator('[data-carousel-next]').isVisible()).toBe(true);
  });

  it('lists the fast-track items with the link of the language', async () => {
    const items = await site().api<FastTrackItem[]>('/cms/api/site/fastTrack');
    const links = opened.page.locator('[data-fast-track] a');
    expect(await texts(opened.page, '[data-fast-track] a')).toEqual(
      items.map((item) => (locale === 'en' ? item.englishName : item.fd_Name)),
    );
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(items.map((item) => inLanguage(locale, locale === 'en' ? item.enUrl : item.url)));
  });

  it('labels its search box for advanced search', async () => {
    const box = opened.page.getByRole('searchbox', { name: label(locale, 'common.advancedSearch'), exact: true });
    expect(await box.getAttribute('type')).toBe('search');
  });

  it('shows the company profile with its Learn More button', async () => {
    const profile = await site().api<ProfileBlock>(
      `/cms/api/folder/getFixedFolder?fdId=${FOLDER_IDS.companyProfile}&flag=${locale}`,
    );
    const about = block(opened.page, 'about');
    expect((await about.locator('h2').textContent())?.trim()).toBe(profile.fdName);
    const learnMore = about.getByRole('link', { name: label(locale, 'common.learnMore') });
    expect(pathOf(await learnMore.getAttribute('href'))).toBe(profile.jumpUrl);
    expect(await about.locator('img').getAttribute('src')).toBe(profile.backGroundImage);
  });

  it("shows the news centre: the first slide's words and the first category's latest four", async () => {
    const slides = await site().api<ArticleSummary[]>(`/cms/api/folder/rollPictures?flag=${locale}`);
    const first = slides[0];
    if (!first) throw new Error('the demo CMS has news slides');
    const news = block(opened.page, 'news');
    await news.locator('[data-news-slider] [data-carousel]').waitFor();
    const caption = news.locator('[data-news-caption]');
    // The slider moves by itself; stop it on the first slide to read it.
    await news.locator('[data-news-slider] [data-carousel-pause]').click();
    await news.locator('[data-news-slider] [data-carousel-dot="0"]').click();
    await expect
      .poll(async () => (await caption.locator('[data-slide-title]').textContent())?.trim())
      .toBe(first.title);
    if (locale === 'zh') {
      expect((await caption.locator('[data-slide-english]').textContent())?.trim()).toBe(first.englishTitle);
    } else {
      expect(await caption.locator('[data-slide-english]').count()).toBe(0);
    }

    const menus = await menusOf(site(), locale);
    const categories = menuByCode(menus, MENU_CODES.companyNews[locale]).children;
    expect(await texts(opened.page, '[data-news-categories] [role="tab"]')).toEqual(categories.map((m) => m.fdName));
    const list = await site().api<PagedList>(`/cms/api/article/findArticleList?folderId=${categories[0]?.fdId}`);
    const items = news.locator('[data-news-categories] [data-article-list] li');
    await items.first().waitFor();
    const hrefs = await items.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      list.articleLists.slice(0, 4).map((a) => inLanguage(locale, `/articledetail/${a.articleId}`)),
    );
    const dates = await items.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
    expect(dates).toEqual(list.articleLists.slice(0, 4).map((a) => a.publishTime?.slice(0, 10)));
  });

  it('shows the second and third folders with their latest six articles and sub-folder tabs', async () => {
    const blocks = await site().api<ThreeFolderBlock[]>(`/cms/api/article/getThreeFoldersMsg?flag=${locale}`);
    const shown = block(opened.page, 'folders').locator('[data-folder-block]');
    expect(await shown.count()).toBe(2);
    for (const [index, folder] of blocks.slice(1, 3).entries()) {
      const section = shown.nth(index);
      expect((await section.locator('h2').textContent())?.trim()).toBe(folder.folderMsg.fdName);
      expect(
        (await texts(opened.page, `[data-folder-block="${folder.folderMsg.fdCode}"] [role="tab"]`)).slice(1),
      ).toEqual(folder.allSubFolderMsg.map((sub) => sub.subFdName));
      const hrefs = await section
        .locator('[role="tabpanel"] a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(
        folder.articlesMsg.slice(0, 6).map((a) => inLanguage(locale, `/articledetail/${a.articleId}`)),
      );
    }
  });

  it('shows the investor block: the stock chart and the notice tabs with five notices', async () => {
    const investor = block(opened.page, 'investor');
    const chart = investor.locator('img[data-stock-chart]');
    // The chart in the page's language: its URL names English as a page's does.
    const src = locale === 'en' ? '/stock-chart/sh609117?lang=en' : '/stock-chart/sh609117';
    expect(await chart.getAttribute('src')).toBe(src);
    await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const drawn = await (await fetch(`${site().baseUrl}${src}`)).text();
    expect(drawn).toContain(locale === 'en' ? 'Hengchuan Chemical Construction' : '衡川化建');
    expect(drawn.includes('衡川')).toBe(locale === 'zh');

    const notices = await site().api<NoticeBlock[]>(`/cms/api/article/getDqggAndOthers?flag=${locale}`);
    const tabs = await texts(opened.page, '[data-notices] [role="tab"]');
    // In English only the first tab is shown.
    expect(tabs).toEqual((locale === 'en' ? notices.slice(0, 1) : notices).map((n) => n.fdMsg.fdName));
    const hrefs = await investor
      .locator('[data-notices] [role="tabpanel"] a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      notices[0]?.articlesMsg.slice(0, 5).map((a) => inLanguage(locale, `/articledetail/${a.articleId}`)),
    );
  });

  it("shows both companies' quotes in the ticker, in the direction the BFF gives", async () => {
    const { quotes } = await site().api<ShareQuotes>('/cms/api/share/sharesMessage');
    const ticker = block(opened.page, 'investor').locator('[data-ticker]');
    expect(await ticker.locator('[data-quote]').count()).toBe(2);
    for (const quote of quotes) {
      const card = ticker.locator(`[data-quote="${quote.market}${quote.code}"]`);
      expect(await card.getAttribute('data-direction')).toBe(quote.direction);
    }
  });

  it('shows the contact lines from the server', async () => {
    const info = await site().api<SiteInfo>(`/cms/api/site/oneSite?code=${SITE_CODES[locale]}`);
    const contact = block(opened.page, 'contact');
    const line = async (name: string) => (await contact.locator(`[data-contact="${name}"]`).textContent())?.trim();
    expect(await line('phone')).toContain(info.phone);
    expect(await line('fax')).toContain(info.fax);
    expect(await line('chat')).toContain(info.qqNumber);
    expect(await line('email')).toContain(info.email);
    expect(await line('address')).toContain(info.address);
  });

  it('has the partner links in the footer', async () => {
    const links = await site().api<FriendLink[]>('/cms/api/site/grouplinks?code=FOOTER_LINK');
    const footer = await opened.page.locator('footer').textContent();
    for (const link of links)
      expect(footer).toContain(locale === 'en' && link.englishName ? link.englishName : link.fd_Name);
  });

  it('logs no errors', () => {
    expect(unexpected(opened.errors)).toEqual([]);
  });
});
