import type { Page } from 'playwright-core';
import type { MenuItem } from '../../../shared/api/menu.js';
import { renderInBrowser } from './browserRender.js';

/**
 * Rewrites the menu tree the page receives, for rules the demo content has no example of (an external
 * link, a section with two sub-menu groups). The BFF still answers; only its JSON is changed. Pages
 * start in the browser (`renderInBrowser`), which asks for the tree itself.
 */
export async function patchMenus(page: Page, patch: (tree: MenuItem[]) => MenuItem[]): Promise<void> {
  await renderInBrowser(page);
  await page.route('**/cms/api/folder/list?**', async (route) => {
    const response = await route.fetch();
    const tree = (await response.json()) as MenuItem[];
    await route.fulfill({ response, json: patch(tree) });
  });
}
