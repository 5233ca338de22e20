import { describe, expect, it } from 'vitest';
import { label } from './harness/content.js';
import { unexpected } from './harness/pageChecks.js';
import { renderInBrowser } from './harness/browserRender.js';
import { useSite } from './harness/site.js';

// A file of its own: the first calls of the menu must reach the demo CMS, not the BFF's cache.
const site = useSite();

/** What the demo CMS answers for an `envelopeError` failure (its `code != 200` body). */
const UPSTREAM_MESSAGE = '服务器繁忙 / Server busy';

describe('error toast', () => {
  it("shows the server's message in a closable alert when a call fails, and closes", async () => {
    // The CMS fails the server's render (which sends the shell) and the browser's own call after it.
    site().control.failNext(2, 'envelopeError', 'folder/list');
    const { page, context, errors } = await site().open('about:blank');
    const response = page.waitForResponse((r) => r.url().includes('/cms/api/folder/list'));
    await page.goto('/columndetail/gsjj');
    const failed = await response;
    expect(failed.status()).toBe(502);
    const { error } = (await failed.json()) as { error: { message: string } };
    expect(error.message).toBe(UPSTREAM_MESSAGE);
    const toast = page.getByRole('alert').filter({ hasText: UPSTREAM_MESSAGE });
    await toast.waitFor();
    expect(await toast.getAttribute('data-toast')).toBe('error');
    expect(await toast.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(200, 50, 47)');
    await toast.getByRole('button', { name: label('zh', 'toast.close') }).click();
    await toast.waitFor({ state: 'detached' });
    // The browser reports the shell's 503 and the failed call itself; nothing else may go wrong.
    expect(unexpected(errors, [/status of 502/, /status of 503/])).toEqual([]);
    await context.close();
  });

  it('shows our own words when the server gives no message', async () => {
    const { page, context } = await site().open('/index/sy');
    await renderInBrowser(page);
    await page.route('**/cms/api/site/oneSite?**', (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.reload();
    await page
      .getByRole('alert')
      .filter({ hasText: label('zh', 'toast.failed') })
      .waitFor();
    await context.close();
  });
});
