import { expect, test } from '@playwright/test';
import { openShopperPage, SHOPPER_PAGES } from './support/shopper-pages';

// Issue 13 item 3: no shopper screen is wider than a phone. A mobile browser widens its layout
// viewport to fit wide content (so innerWidth alone would lie): the window must keep the device
// width, and the document must not scroll sideways within it.

for (const width of [360, 390]) {
  test.describe(`${width} px phone`, () => {
    test.use({
      viewport: { width, height: 800 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    });

    for (const shopperPage of SHOPPER_PAGES) {
      test(`${shopperPage.route} fits ${width} px`, async ({ page }) => {
        const path = await openShopperPage(page, shopperPage);
        const sizes = await page.evaluate(() => ({
          innerWidth: window.innerWidth,
          scrollWidth: document.documentElement.scrollWidth,
        }));
        expect(sizes.innerWidth, `${path}: the layout viewport was widened`).toBe(width);
        expect(sizes.scrollWidth, `${path}: wider than the screen`).toBeLessThanOrEqual(width);
      });
    }
  });
}
