import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe } from './support/seller-screens';
import { openShopperPage, SHOPPER_PAGES, stubMapTiles } from './support/shopper-pages';

// Issue 13 item 8: every public and customer screen has no serious or critical axe-core
// violation and logs no error to the console. Allowed: /favicon.ico's 404, which another change
// answers (ignored by its exact URL only), and /404's own HTTP status (spec 2.1: the not-found
// page answers 404, which Chromium logs as a failed resource).

function isFaviconMiss(url: string): boolean {
  return new URL(url).pathname === '/favicon.ico';
}

for (const shopperPage of SHOPPER_PAGES) {
  test(`${shopperPage.route}: no serious accessibility violation, no console error`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const url = message.location().url;
      if (url && isFaviconMiss(url)) return;
      if (shopperPage.route === '/404' && url && new URL(url).pathname === '/404') return;
      errors.push(`${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));

    await stubMapTiles(page);
    const path = await openShopperPage(page, shopperPage);
    await expectNoSeriousAxe(page, path);
    expect(errors, `${path}: console errors`).toEqual([]);
  });
}
