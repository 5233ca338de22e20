import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { codeFor, label, menuByCode, menusOf } from '../harness/content.js';
import { DESKTOP, PHONE, useSite } from '../harness/site.js';
import { settledAfterScrolling } from './waits.js';

const site = useSite();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** Serious and critical axe findings on the page as it is now, one line each. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Colours are measured once fades have finished, as a visitor sees them.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function companyPaths(locale: Locale): Promise<string[]> {
  const menus = await menusOf(site(), locale);
  const code = (zh: string) => menuByCode(menus, codeFor(locale, zh)).fdCode;
  return [
    '/leaders',
    `/companyLeaderDetail?id=${locale === 'zh' ? 1501 : 5501}`,
    `/companyzzjge/${code('zzjg')}`,
    '/companywzdt',
    `/companySzhfw/${code('sjy')}`,
    `/companySzhfw/${code('sgy')}`,
    `/companySzhfw/${code('yyy')}`,
    menuByCode(menus, codeFor(locale, 'ztzl')).jumpUrl ?? '/ztzldetail',
    `/columndetail/${code('wzdt')}`,
    `/column_article/${code('hxjs')}`,
  ];
}

describe.each(LOCALES)('accessibility of the company pages (%s)', (locale) => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'have no serious axe violations, with the second tab and the viewer open too (%s)',
    async (_n, viewport) => {
      const { page, context } = await site().open('/index/sy', { locale, viewport });
      const found: string[] = [];
      for (const path of await companyPaths(locale)) {
        await page.goto(path);
        await page.locator('[data-page-title]').first().waitFor();
        await page.locator('[role="status"]').first().waitFor({ state: 'detached' });
        await settledAfterScrolling(page);
        found.push(...(await seriousViolations(page, path)));
        if (path.startsWith('/companyzzjge/')) {
          await page.getByRole('tab', { name: label(locale, 'org.subsidiaries') }).click();
          await page.locator('[data-directory-entry]').first().waitFor();
          found.push(...(await seriousViolations(page, `${path} (subsidiaries)`)));
        }
        if (path.startsWith('/companySzhfw/')) {
          await page.locator('[data-zoomable]').first().click();
          await page.getByRole('dialog').waitFor();
          found.push(...(await seriousViolations(page, `${path} (viewer)`)));
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
      }
      expect(found).toEqual([]);
      await context.close();
    },
  );
});
