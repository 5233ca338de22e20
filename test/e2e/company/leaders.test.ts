import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/constants.js';
import { label, inLanguage } from '../harness/content.js';
import { unexpected } from '../harness/pageChecks.js';
import { useSite } from '../harness/site.js';
import { folderArticles } from './companyContent.js';
import { settledAfterScrolling, titleShows } from './waits.js';

const site = useSite();

describe.each(LOCALES)('leaders (%s)', (locale) => {
  it('lists every leader in editor order with portrait, name and position', async () => {
    const leaders = await folderArticles(site(), locale, 'ldtd');
    expect(leaders.length).toBe(6);
    const { page, context, errors } = await site().open('/leaders', { locale });
    const cards = page.locator('[data-leaders] a[data-leader]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(leaders.length);
    for (const [i, leader] of leaders.entries()) {
      const card = cards.nth(i);
      const text = await card.innerText();
      expect(text).toContain(leader.title);
      expect(text).toContain(leader.summary ?? '');
      expect(await card.locator('img').getAttribute('src')).toBe(leader.imageNetUrl);
    }
    await settledAfterScrolling(page);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('opens a biography in a new window with photo, name, position, source and date', async () => {
    const [leader] = await folderArticles(site(), locale, 'ldtd');
    if (!leader) throw new Error('no leader in the demo content');
    const { page, context } = await site().open('/leaders', { locale });
    const card = page.locator(`a[data-leader="${leader.id}"]`);
    expect(await card.getAttribute('target')).toBe('_blank');
    expect(await card.getAttribute('href')).toBe(inLanguage(locale, `/companyLeaderDetail?id=${leader.id}`));
    const [popup] = await Promise.all([context.waitForEvent('page'), card.click()]);
    await popup.waitForLoadState();
    const profile = popup.locator('[data-leader-profile]');
    await profile.waitFor();
    await titleShows(popup, label(locale, 'page.leaderDetail'));
    expect(await profile.locator('h2').first().innerText()).toBe(leader.title);
    expect(await profile.innerText()).toContain(leader.summary ?? '');
    expect(await profile.locator('[data-source]').innerText()).toBe(
      leader.publishUser ?? label(locale, 'article.defaultSource'),
    );
    expect(await profile.locator('[data-date]').innerText()).toBe(leader.publishTime?.slice(0, 10));
    expect(await profile.locator('img').getAttribute('alt')).toBe(leader.title);
    // The biography is the article body: headings (from h2, re-levelled by the BFF) and paragraphs, not an
    // empty block.
    expect(await profile.locator('[data-biography] h2').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/leaders');
    await context.close();
  });

  it('says the biography does not exist for a missing or unknown leader, with status 404', async () => {
    const { page, context } = await site().open('/companyLeaderDetail', { locale });
    await page.locator('[data-page="not-found"][data-missing="article"]').waitFor();
    const unknown = await page.goto('/companyLeaderDetail?id=999999');
    expect(unknown?.status()).toBe(404);
    const missing = page.locator('[data-page="not-found"][data-missing="article"]');
    await missing.waitFor();
    expect(await missing.textContent()).toContain(label(locale, 'notFound.articleMessage'));
    // The page says it itself: no error toast for a leader that does not exist.
    expect(await page.locator('[data-toast]').count()).toBe(0);
    await context.close();
  });
});
