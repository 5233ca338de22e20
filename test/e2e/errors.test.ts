import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/constants.js';
import { label } from './harness/content.js';
import { expectTitle, unexpected } from './harness/pageChecks.js';
import { useSite } from './harness/site.js';

const site = useSite();

describe('unknown pages', () => {
  it.each(LOCALES)('an unknown path shows the page-does-not-exist page where it was asked for (%s)', async (locale) => {
    const { page, context, errors } = await site().open('/no/such/page', { locale });
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await expectTitle(page, label(locale, 'notFound.title'));
    await page.getByText(label(locale, 'notFound.message')).waitFor();
    await page.getByRole('link', { name: label(locale, 'notFound.backHome') }).click();
    await page.waitForURL((url) => url.pathname === '/index/sy');
    expect(new URL(page.url()).searchParams.get('lang')).toBe(locale === 'en' ? 'en' : null);
    // The BFF answers an unknown path with HTTP 404 (and the app), which the browser reports.
    expect(unexpected(errors, [/status of 404 .*\/no\/such\/page/])).toEqual([]);
    await context.close();
  });

  it('a parameter the route table rejects is an unknown page too', async () => {
    const { page, context, errors } = await site().open('/articledetail/not-a-number');
    await expectTitle(page, label('zh', 'notFound.title'));
    expect(unexpected(errors, [/status of 404 .*\/articledetail\/not-a-number/])).toEqual([]);
    await context.close();
  });
});
