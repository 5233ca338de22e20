import type { Page } from 'playwright-core';
import type { MenuItem } from '../../../shared/api/menu.js';

/**
 * Rewrites the menu tree the page receives, for rules the demo content has no example of (an external
 * link, a section with two sub-menu groups). The BFF still answers; only its JSON is changed. Pages are
 * loaded without the server's state, so the app starts in the browser (as it does from the client
 * shell) and asks for the tree itself.
 */
export async function patchMenus(page: Page, patch: (tree: MenuItem[]) => MenuItem[]): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/cms/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="app-state">.*?<\/script>/s,
        '',
      );
      return route.fulfill({ response, body: html });
    },
  );
  await page.route('**/cms/api/folder/list?**', async (route) => {
    const response = await route.fetch();
    const tree = (await response.json()) as MenuItem[];
    await route.fulfill({ response, json: patch(tree) });
  });
}
