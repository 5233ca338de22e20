import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/constants.js';
import { codeFor } from './harness/content.js';
import { settled } from './harness/pageChecks.js';
import { DESKTOP, PHONE, useSite } from './harness/site.js';

const site = useSite();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

describe.each(LOCALES)('accessibility (%s)', (locale) => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('home, an inner page and the 404 page have no serious axe violations (%s)', async (_name, viewport) => {
    const { page, context } = await site().open('/index/sy', { locale, viewport });
    const found: string[] = [];
    for (const path of ['/index/sy', `/articlepagelist/${codeFor(locale, 'dqgg')}`, '/404']) {
      await page.goto(path);
      await settled(page);
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
