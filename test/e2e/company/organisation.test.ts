import { describe, expect, it } from 'vitest';
import type { Subsidiaries } from '../../../shared/api/site.js';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { directoryLines, orderedGroups } from '../../../shared/view/subsidiaryDirectory.js';
import { codeFor, label, menuByCode, menusOf } from '../harness/content.js';
import { settled, unexpected } from '../harness/pageChecks.js';
import { useSite } from '../harness/site.js';
import { focusIsInside, hasFocus } from './focus.js';
import { titleShows } from './waits.js';

const site = useSite();

async function openOrganisation(locale: Locale) {
  const menu = menuByCode(await menusOf(site(), locale), codeFor(locale, 'zzjg'));
  const opened = await site().open(`/companyzzjge/${menu.fdCode}`, { locale });
  await titleShows(opened.page, menu.fdName);
  return opened;
}

describe.each(LOCALES)('organisation (%s)', (locale) => {
  it('has two tabs, one active at a time, switched by hover, click and keyboard focus', async () => {
    const { page, context, errors } = await openOrganisation(locale);
    const organs = page.getByRole('tab', { name: label(locale, 'org.internalOrgans') });
    const subsidiaries = page.getByRole('tab', { name: label(locale, 'org.subsidiaries') });
    const selected = async () => page.locator('[role="tab"][aria-selected="true"]').allTextContents();
    const visiblePanels = () => page.locator('[role="tabpanel"]:visible').count();

    expect(await selected()).toEqual([label(locale, 'org.internalOrgans')]);
    expect(await visiblePanels()).toBe(1);
    await page.locator('[data-internal-organs] img').waitFor();

    await subsidiaries.hover();
    await expect.poll(selected).toEqual([label(locale, 'org.subsidiaries')]);
    expect(await visiblePanels()).toBe(1);
    await page.locator('[data-subsidiary-group]').first().waitFor();
    expect(await page.locator('[data-internal-organs]').isVisible()).toBe(false);

    await organs.click();
    await expect.poll(selected).toEqual([label(locale, 'org.internalOrgans')]);

    await page.mouse.move(5, 5);
    await organs.focus();
    await page.keyboard.press('ArrowRight');
    expect(await hasFocus(subsidiaries)).toBe(true);
    await expect.poll(selected).toEqual([label(locale, 'org.subsidiaries')]);
    expect(await subsidiaries.getAttribute('tabindex')).toBe('0');
    expect(await organs.getAttribute('tabindex')).toBe('-1');
    const panelId = await subsidiaries.getAttribute('aria-controls');
    expect(await page.locator(`#${panelId}`).getAttribute('aria-labelledby')).toBe(
      await subsidiaries.getAttribute('id'),
    );
    await page.keyboard.press('Home');
    await expect.poll(selected).toEqual([label(locale, 'org.internalOrgans')]);
    await settled(page);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('shows the internal departments chart, opening full screen on click and closing on click or Escape', async () => {
    const { page, context } = await openOrganisation(locale);
    const trigger = page.locator('[data-internal-organs] [data-zoomable]');
    await trigger.waitFor();
    const src = await trigger.locator('img').getAttribute('src');
    expect(src).toMatch(/org-chart-(zh|en)\.svg$/);

    await trigger.click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(await viewer.getAttribute('aria-modal')).toBe('true');
    expect(await viewer.locator('img').getAttribute('src')).toBe(src);
    expect(await focusIsInside(page, '[data-image-viewer]')).toBe(true);
    await viewer.click({ position: { x: 20, y: 200 } });
    await viewer.waitFor({ state: 'detached' });
    expect(await hasFocus(trigger)).toBe(true);

    await trigger.press('Enter');
    await viewer.waitFor();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(page, '[data-image-viewer]')).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(page, '[data-image-viewer]')).toBe(true);
    // The page behind cannot be reached while the viewer is open.
    expect(await page.locator('#root').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await hasFocus(trigger)).toBe(true);
    expect(await page.locator('#root').evaluate((el) => (el as HTMLElement).inert)).toBe(false);
    await context.close();
  });

  it('lists the subsidiaries in collapsible groups with links to their websites', async () => {
    const data = await site().api<Subsidiaries>(`/cms/api/site/subsidiaries?flag=${locale}`);
    const groups = orderedGroups(data.groups);
    expect(groups.map((g) => g.kind)).toEqual(['wholly', 'controlled', 'minority']);
    const { page, context } = await openOrganisation(locale);
    await page.getByRole('tab', { name: label(locale, 'org.subsidiaries') }).click();

    for (const group of groups) {
      const list = page.locator(`[data-subsidiary-group="${group.kind}"]`);
      await list.waitFor();
      expect(
        (await list.locator('li').allInnerTexts()).map((t) =>
          t.replace(label(locale, 'common.opensInNewWindow'), '').trim(),
        ),
      ).toEqual(group.companies.map((c) => c.name));
      const linked = group.companies.filter((c) => c.url !== null);
      const links = list.locator('a');
      expect(await links.count()).toBe(linked.length);
      for (const [i, company] of linked.entries()) {
        expect(await links.nth(i).getAttribute('href')).toBe(company.url);
        expect(await links.nth(i).getAttribute('target')).toBe('_blank');
      }
    }

    const first = groups[0];
    if (!first) throw new Error('no group');
    // Each group is a details element whose summary holds its title.
    const toggle = page.locator('summary', { hasText: first.fdName });
    const isOpen = () => toggle.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
    const list = page.locator(`[data-subsidiary-group="${first.kind}"]`);
    expect(await isOpen()).toBe(true);
    await toggle.click();
    await list.waitFor({ state: 'hidden' });
    expect(await isOpen()).toBe(false);
    // The other groups stay as they were.
    expect(await page.locator(`[data-subsidiary-group="${groups[1]?.kind}"]`).isVisible()).toBe(true);
    await toggle.press('Enter');
    await list.waitFor({ state: 'visible' });
    expect(await isOpen()).toBe(true);
    await context.close();
  });

  it("shows the directory with the 'not known' word for every unknown value", async () => {
    const data = await site().api<Subsidiaries>(`/cms/api/site/subsidiaries?flag=${locale}`);
    const unknown = data.directory.flatMap(directoryLines).filter((line) => line.value === null).length;
    expect(unknown).toBeGreaterThan(0);
    const { page, context } = await openOrganisation(locale);
    await page.getByRole('tab', { name: label(locale, 'org.subsidiaries') }).hover();
    const entries = page.locator('[data-directory-entry]');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(data.directory.length);
    expect(await entries.locator('h3').allInnerTexts()).toEqual(data.directory.map((e) => e.companyName));
    const notKnown = page.locator('[data-not-known]');
    expect(await notKnown.count()).toBe(unknown);
    expect(new Set(await notKnown.allInnerTexts())).toEqual(new Set([label(locale, 'common.notKnown')]));
    await context.close();
  });
});
