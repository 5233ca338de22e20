import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { ScriptedUpstream } from '../helpers/scriptedUpstream.js';
import { testConfig } from '../helpers/testConfig.js';
import { chromiumPath } from './harness/chromiumPath.js';
import { hydrated } from './harness/pageChecks.js';
import { CHROMIUM_ARGS } from './harness/site.js';

/** Text that would run script, end the state element or break the JSON if it reached the page unescaped. */
const ATTACKS = [
  '</script><script>window.__pwned = 1</script>',
  '<!--',
  '<img src=x onerror="window.__pwned = 2">',
  '\u2028\u2029',
  '"><svg onload="window.__pwned = 3">',
  '${window.__pwned = 4}',
].join(' ');

const hostileArticle = (id: number) => ({
  id,
  articleId: id,
  title: `Hostile ${ATTACKS}`,
  summary: `Summary ${ATTACKS}`,
  content: `<p>Body ${ATTACKS}</p><a href="javascript:window.__pwned=5">link</a><p onclick="window.__pwned=6">x</p>`,
  breviary: 'javascript:window.__pwned=7',
  imageNetUrl: null,
  publishTime: '2026-01-05 10:00:00',
  publishUser: `Desk ${ATTACKS}`,
  folderId: 12,
  fdCode: 'jtyw',
});

describe('hostile CMS text in server-rendered pages', () => {
  let upstream: ScriptedUpstream;
  let bff: FastifyInstance;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    upstream = await ScriptedUpstream.start();
    upstream.script('article/detail', (call) => ({
      json: { code: 200, msg: 'success', data: hostileArticle(Number(call.params.id)) },
    }));
    bff = buildApp(testConfig(upstream.url, { clientDir: join(process.cwd(), 'client', 'dist') }));
    await bff.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser.close();
    await bff.close();
    await upstream.close();
  });

  it.each([true, false])('run nothing, with JavaScript %s', async (javaScriptEnabled) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: baseUrl });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await page.goto('/articledetail/4242');
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    // The store is data: no CMS text ends its element early.
    const state = /<script type="application\/json" id="app-state">(.*?)<\/script>/s.exec(html ?? '')?.[1] ?? '';
    expect(() => JSON.parse(state) as unknown).not.toThrow();
    await page.locator('[data-article="4242"]').waitFor();
    if (javaScriptEnabled) {
      // The app marks the document once it has hydrated the page.
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
    const scripts = await page
      .locator('script:not([type]), script[type="module"], script[type="text/javascript"]')
      .count();
    expect(scripts).toBe(1);
    expect(await page.locator('[onerror], [onload], [onclick], a[href^="javascript:"]').count()).toBe(0);
    expect(await page.locator('[data-article-title]').textContent()).toContain('Hostile');
    await context.close();
  });
});
