import type { Page } from 'playwright-core';
import type { MenuItem } from '../../../shared/api/menu.js';

/**
 * Rewrites the menu tree the page receives, for rules the demo content has no example of (an external
 * link, a section with two sub-menu groups). The BFF still answers; only its JSON is changed.
 */
export async function patchMenus(page: Page, patch: (tree: MenuItem[]) => MenuItem[]): Promise<void> {
  await page.route('**/cms/api/folder/list?**', async (route) => {
    const response = await route.fetch();
    const tree = (await response.json()) as MenuItem[];
    await route.fulfill({ response, json: patch(tree) });
  });
}
