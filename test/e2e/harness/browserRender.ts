import type { Page } from 'playwright-core';

/**
 * Pages load without the server's state, so the app starts in the browser (as it does from the client
 * shell the server sends when the CMS fails) and asks for its data itself: tests that rewrite or fail
 * the browser's API calls use it.
 */
export async function renderInBrowser(page: Page): Promise<void> {
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
}
