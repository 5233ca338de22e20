import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { codeFor } from '../harness/content.js';
import { scrollsSideways } from '../harness/pageChecks.js';
import { DESKTOP, PHONE, useSite } from '../harness/site.js';
import { articlePage, contentSettled, menuFor } from './listHelpers.js';

const site = useSite();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** One page of every kind this area builds, in the language's own codes. */
async function paths(locale: Locale): Promise<string[]> {
  const news = await menuFor(site(), locale, 'jtyw');
  const article = (await articlePage(site(), news.fdId)).articleLists[0];
  const search = locale === 'zh' ? '%E4%B9%99%E7%83%AF' : 'hydrogen';
  return [
    `/articledetail/${article?.id ?? 1}`,
    `/articlepagelist/${news.fdCode}`,
    `/articleimglist/${codeFor(locale, 'tpxw')}`,
    `/articleimglists/${codeFor(locale, 'gcjs')}`,
    `/articleimglists2/${codeFor(locale, 'hgsy')}`,
    `/articleimgdetaillist/${codeFor(locale, 'qydt')}`,
    `/articlesearch?inputValue=${search}`,
    `/column_article/${codeFor(locale, 'gjyw')}`,
    `/columnFolderList/${codeFor(locale, 'ywly')}`,
    `/columnFolderList2/${codeFor(locale, 'szgc')}`,
    `/szhfw/${codeFor(locale, 'szhfw')}`,
    `/columnstock/${codeFor(locale, 'tzzgx')}`,
    `/columndetail/${codeFor(locale, 'wzdt')}`,
  ];
}

describe.each(LOCALES)('the column, list, article, search and stock pages (%s)', (locale: Locale) => {
  it('never scroll sideways on a 375 px phone', async () => {
    const { page, context } = await site().open('/404', { locale, viewport: PHONE });
    for (const path of await paths(locale)) {
      await page.goto(path);
      await contentSettled(page);
      expect(await scrollsSideways(page), path).toBe(false);
    }
    await context.close();
  });

  it('have no serious or critical axe violations', async () => {
    const { page, context } = await site().open('/404', { locale, viewport: DESKTOP });
    const found: string[] = [];
    for (const path of await paths(locale)) {
      await page.goto(path);
      await contentSettled(page);
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
        return (await axe.run()).violations;
      });
      for (const v of violations) {
        if (v.impact === 'serious' || v.impact === 'critical') {
          found.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
