import { expect, type Page } from '@playwright/test';

// Checks every store-setup screen gets: no serious or critical axe-core violation (./axe.ts), and a
// look at it on a 390 px phone and a 1366 px laptop (screenshots under test-results for a person).

export { expectNoSeriousAxe } from './axe';

export async function screenshotBothWidths(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR ?? 'test-results/store-setup-shots';
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // No sideways scrolling on a phone: the page fits its width. Polled: a screen that swaps its
    // table for cards does so on the media query's change event, a render after the resize.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        { message: `${name} at ${width} px scrolls sideways`, timeout: 5_000 },
      )
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Waits until the page has stopped fetching. A seller page never reaches Playwright's
 * 'networkidle': staff with an order permission keep the new-order event stream open
 * (GET /api/seller/order-events) for as long as the page lives. Quiet = no resource finished
 * loading for 500 ms.
 */
export async function waitForQuiet(page: Page) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count === last) return;
    last = count;
    await page.waitForTimeout(500);
  }
}
