import { expect, type Locator, type Page, test } from '@playwright/test';
import { openShopperPage, pathFor, SHOPPER_PAGES } from './support/shopper-pages';

// Issue 13 item 3: no shopper screen is wider than a phone. A mobile browser widens its layout
// viewport to fit wide content (so innerWidth alone would lie): the window must keep the device
// width, and the document must not scroll sideways within it. Each screen is opened on the
// narrowest phone (360 px) and then turned to 390 px: one load for both widths.

async function expectFits(page: Page, path: string, width: number) {
  await expect
    .poll(
      () =>
        page.evaluate(() => ({
          innerWidth: window.innerWidth,
          wider: document.documentElement.scrollWidth > window.innerWidth,
        })),
      {
        message: `${path} at ${width} px: the layout viewport widened or the page scrolls sideways`,
      },
    )
    .toEqual({ innerWidth: width, wider: false });
}

test.describe('phones of 360 and 390 px', () => {
  test.use({
    viewport: { width: 360, height: 800 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });

  for (const shopperPage of SHOPPER_PAGES) {
    test(`${shopperPage.route} fits 360 and 390 px`, async ({ page }) => {
      const path = await openShopperPage(page, shopperPage);
      await expectFits(page, path, 360);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectFits(page, path, 390);
    });
  }
});

// Issue 13 item 3: nothing floats over a button. On the screens where a floating chat button
// covered add-to-cart and the OTP button, no element but the sticky header stays fixed on screen,
// and the button itself is what a tap at its centre hits, wherever it sits in the window.
test.describe('390 px phone: nothing floats over a button', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  async function expectNothingFloating(page: Page) {
    const floating = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return (
            style.position === 'fixed' &&
            style.visibility !== 'hidden' &&
            box.width > 0 &&
            box.height > 0 &&
            !el.closest('header')
          );
        })
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 40)}"`),
    );
    expect(floating).toEqual([]);
  }

  async function expectTappable(button: Locator) {
    for (const block of ['center', 'end'] as const) {
      await button.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
      const isHit = await button.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(isHit, `the button is on top when scrolled to the ${block}`).toBe(true);
    }
  }

  async function acceptCookies(page: Page) {
    await page.goto('/404');
    await page.getByRole('button', { name: 'ยอมรับ', exact: true }).click();
  }

  test('the tyre page: add-to-cart is never covered', async ({ page }) => {
    await acceptCookies(page);
    await page.goto(await pathFor(page, '/tire/:id'));
    // The shops' totals arrive after the page (decision 0166) and the panel grows above the
    // cards: the buttons are checked where they settle, with the panel's and the cards' totals in.
    await expect(page.getByTestId('shop-total-amount').first()).toBeVisible();
    await expect(page.getByTestId('card-total').first()).toBeVisible();
    const button = page.getByRole('button', { name: 'หยิบใส่ตะกร้า' }).first();
    await expect(button).toBeVisible();
    await expectNothingFloating(page);
    await expectTappable(button);
  });

  test('the store page: add-to-cart is never covered', async ({ page }) => {
    await acceptCookies(page);
    await page.goto(await pathFor(page, '/store/:id'));
    const button = page.getByRole('button', { name: 'หยิบใส่ตะกร้า' }).first();
    await expect(button).toBeVisible();
    await expectNothingFloating(page);
    await expectTappable(button);
  });

  test('the OTP screen: "ขอรหัส OTP" is never covered', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/register');
    const button = page.getByRole('button', { name: 'ขอรหัส OTP' }).first();
    await expect(button).toBeVisible();
    await expectNothingFloating(page);
    await expectTappable(button);
  });
});

// Issue 13 item 3: on a phone the filters fold into a sheet, so the shops (or tyres) come first.
test.describe('390 px phone: filters fold into a sheet', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/store: the shops come first, the filters open in a sheet and narrow the list', async ({
    page,
  }) => {
    await page.goto('/store');
    const results = page.getByTestId('store-results');
    await expect(results.locator('li').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'ตัวกรองร้านค้า' })).toHaveCount(0);
    const firstShopTop = await results
      .locator('li')
      .first()
      .evaluate((el) => {
        return el.getBoundingClientRect().top + window.scrollY;
      });
    expect(firstShopTop, 'the first shop sits within the first two screens').toBeLessThan(1688);

    await page.getByRole('button', { name: 'ตัวกรอง', exact: false }).click();
    const sheet = page.getByRole('dialog', { name: 'ตัวกรอง' });
    await expect(sheet).toBeVisible();
    const province = sheet.getByRole('combobox').first();
    const choice = await province.locator('option').nth(1).getAttribute('value');
    await province.selectOption(choice ?? '');
    await sheet.getByRole('button', { name: /ดูร้านค้า/ }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/province=/);
    await expect(page.getByRole('button', { name: /ตัวกรอง/ })).toContainText('1');
  });
});
