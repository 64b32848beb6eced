import { expect, type Page, test } from '@playwright/test';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Decisions 0173 and 0176: a signed-in seller page paints the back office's frame from the server
// (header bar, side panel and title as grey blocks) and the app replaces it whole. The frame's
// header has the height of seller1's real header (two rows on a phone: brand and branch chip,
// then the branch, sound and manage buttons), so the page's content does not jump when the app
// comes. Measured on the frame alone (the scripts blocked) and on the page the app rendered.

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/seller-frame-shots';
const SCRIPTS = '**/assets/*.js';

interface Boxes {
  header: number;
  panel: number;
  main: number;
}

/** The header's height, and the tops of the side panel and of the page's column after it. */
async function boxesOf(page: Page, root: string): Promise<Boxes> {
  await page.evaluate(() => document.fonts.ready);
  const header = await page.locator(`${root} header`).first().boundingBox();
  const panel = await page.locator(`${root} aside`).first().boundingBox();
  const main = await page.locator(`${root} aside + *`).first().boundingBox();
  if (!header || !panel || !main) throw new Error(`no header, side panel or column in ${root}`);
  return { header: header.height, panel: panel.y, main: main.y };
}

for (const url of ['/seller/order/manage', '/seller/order/service']) {
  test(`seller1's ${url} keeps its header height and content top from the frame to the page @phone`, async ({
    page,
  }) => {
    await signInSeller(page, DEMO_SELLERS.owner);
    const name = url.split('/').slice(2).join('-');
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      // The frame alone: no script runs, so the app never replaces it.
      await page.route(SCRIPTS, (route) => route.abort());
      await page.goto(url);
      await expect(page.locator('[data-seller-frame]')).toBeVisible();
      const frame = await boxesOf(page, '[data-seller-frame]');
      await page.screenshot({ path: `${SHOTS}/${name}-frame-${width}.png` });
      await page.unroute(SCRIPTS);

      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-seller-frame]')).toHaveCount(0);
      const app = await boxesOf(page, '#root');
      await page.screenshot({ path: `${SHOTS}/${name}-page-${width}.png` });

      // Equal to the pixel: the same classes and sizes (Chromium lays both out alike).
      expect(app, `${url} at ${width} px`).toEqual(frame);
    }
  });
}
