import { chromium } from 'playwright-core';
const [url, lang = 'zh', width = '1440'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
if (lang === 'en') await ctx.addCookies([{ name: 'locale', value: 'en', url }]);
const page = await ctx.newPage();
const api = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text().slice(0, 800)); });
page.on('pageerror', (e) => console.log('PAGEERROR', String(e).slice(0, 800)));
page.on('request', (r) => { if (r.url().includes('/cms/api/')) api.push(r.url().replace(/^https?:\/\/[^/]+/, '')); });
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value); }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
console.log('API', JSON.stringify(api));
console.log('CLS', await page.evaluate(() => window.__shifts.reduce((a, b) => a + b, 0)));
await browser.close();
