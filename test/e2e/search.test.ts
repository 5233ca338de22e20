import { describe, expect, it } from 'vitest';
import { label } from './harness/content.js';
import { expectTitle, settled } from './harness/pageChecks.js';
import { useSite } from './harness/site.js';

const site = useSite();

describe('header search', () => {
  it('does nothing when the box is empty or holds only spaces', async () => {
    const { page, context } = await site().open('/columndetail/gsjj');
    await settled(page);
    const search = page.locator('header').getByRole('searchbox');
    const entries = await page.evaluate(() => history.length);
    await search.press('Enter');
    await page
      .locator('header')
      .getByRole('button', { name: label('zh', 'common.search') })
      .click();
    await search.fill('   ');
    await search.press('Enter');
    // A navigation would have replaced the page's title; the same page must still be there.
    await expectTitle(page, '公司简介');
    expect(new URL(page.url()).pathname).toBe('/columndetail/gsjj');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await context.close();
  });

  it('goes to the results with the text as inputValue when Enter is pressed', async () => {
    const { page, context } = await site().open('/index/sy');
    const search = page.locator('header').getByRole('searchbox');
    await search.fill('乙烯 装置');
    await search.press('Enter');
    await page.waitForURL('**/articlesearch?**');
    expect(new URL(page.url()).searchParams.get('inputValue')).toBe('乙烯 装置');
    await expectTitle(page, label('zh', 'search.result'));
    await context.close();
  });

  it('goes to the results from the search button, in English too', async () => {
    const { page, context } = await site().open('/index/sy', { locale: 'en' });
    await page.locator('header').getByRole('searchbox').fill('ethylene');
    await page
      .locator('header')
      .getByRole('button', { name: label('en', 'common.search') })
      .click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === '/articlesearch?lang=en&inputValue=ethylene');
    await expectTitle(page, label('en', 'search.result'));
    await context.close();
  });
});
