import { expect, type Page, test } from '@playwright/test';
import { REPORT_KINDS } from '@yangdee/contracts/reports';
import { screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 37 item 12 (decision 0137) in Chromium: what a shop types is read as a Thai shop writes
// it — prices with thousands separators, Buddhist-era dates from the back office's own calendar,
// 24-hour times, the production year as on the DOT code — the offer dialog keeps its buttons in
// sight at 1366 × 768 and shows the new offer after saving, and wide tables say that they scroll.
// The clock is pinned (28 November 2026, Bangkok) so the dates shown never depend on the day.

const NOW = new Date('2026-11-28T10:00:00+07:00');

async function pinClock(page: Page) {
  await page.clock.setFixedTime(NOW);
}

async function sellerCall<T>(page: Page, token: string, path: string, data: object): Promise<T> {
  const res = await page.request.post(`/api/seller/${path}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

test('seller1 adds an offer priced "3,450" at 1366 × 768: the buttons stay in sight and the new offer shows first', async ({
  page,
}) => {
  // A long walk (a typeahead and a save, or seven reports): more than the default minute.
  test.setTimeout(240_000);
  await pinClock(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  const { token } = await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/product/manage?page=3');
  await page.getByTestId('stock-add').click();
  const dialog = page.getByRole('dialog', { name: 'เพิ่มสินค้า' });
  const save = dialog.getByRole('button', { name: 'บันทึก' });
  await expect(save).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'ยกเลิก' })).toBeInViewport({ ratio: 1 });
  // Production years as the DOT code writes them: 2026, never 2569.
  const years = await dialog.getByLabel('ปีที่ผลิต (ค.ศ.)').locator('option').allTextContents();
  expect(years[0]).toBe('2026');
  expect(years.filter((y) => Number(y) >= 2400)).toEqual([]);

  await dialog.getByRole('combobox', { name: 'ยี่ห้อ' }).fill('Mich');
  await dialog.getByRole('option', { name: 'Michelin' }).click();
  await dialog.getByRole('combobox', { name: 'รุ่น' }).fill('Agilis');
  await dialog.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'ขนาด' }).click();
  await dialog.getByRole('option').first().click();
  const year = dialog.getByLabel('ปีที่ผลิต (ค.ศ.)');
  const oldest = await year.locator('option').last().getAttribute('value');
  await year.selectOption(oldest ?? '');
  await dialog.getByLabel('ราคาติดตั้ง (บาท/เส้น)').fill('3,450');
  await dialog.getByLabel('จำนวนคงเหลือ (เส้น)').fill('4');
  // The whole form is longer than the dialog: its body scrolls, the buttons do not move.
  await expect(save).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/seller-inputs-shots/stock-dialog-1366x768.png' });
  await save.click();
  await expect(page.getByTestId('stock-notice')).toHaveText(/สินค้าใหม่อยู่บนสุดของแท็บเพิ่มล่าสุด/);
  await expect(page).toHaveURL(/status=99/);
  const first = page.getByTestId('stock-row').first();
  // The table at 1366 px gives the year a column of its own (the phone's card says "ปีผลิต").
  await expect(first.locator('td', { hasText: new RegExp(`^${oldest}$`) })).toHaveCount(1);
  await expect(first.getByTestId('stock-price')).toHaveText('3,450 บาท');
  const offerId = Number(await first.getAttribute('data-offer-id'));
  await sellerCall(page, token, 'delete-stock', { id: offerId });
});

test('promotion dates are picked on the Buddhist-era calendar and opening hours are 24-hour @phone', async ({
  page,
}) => {
  await pinClock(page);
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/product/promotion/v2');
  await page.getByTestId('promotion-new').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('input[type="date"], input[type="time"]')).toHaveCount(0);
  const start = dialog.getByTestId('promotion-startDate');
  await expect(start).toHaveText(/28\/11\/2569/);
  await expect(dialog.getByTestId('promotion-endDate')).toHaveText(/28\/12\/2569/);
  await start.click();
  const calendar = page.getByRole('dialog', { name: 'วันที่เริ่ม' });
  await calendar.getByRole('button', { name: '30/11/2569' }).click();
  await expect(start).toHaveText(/30\/11\/2569/);
  await screenshotBothWidths(page, 'promotion-form-dates');
  await page.keyboard.press('Escape');

  await page.goto('/seller/profile');
  await waitForQuiet(page);
  const monday = page.getByRole('group', { name: 'เวลาเปิดวันจันทร์' });
  await expect(monday.getByLabel('ชั่วโมง')).toBeVisible();
  await expect(page.locator('input[type="time"]')).toHaveCount(0);
  expect(await page.getByTestId('hours-1').textContent()).not.toMatch(/AM|PM/);
  await page.getByTestId('hours-1').scrollIntoViewIfNeeded();
  await screenshotBothWidths(page, 'profile-hours');
});

test('wide reports and the income table say that they scroll, with Thai words kept whole', async ({
  page,
}) => {
  // A long walk (a typeahead and a save, or seven reports): more than the default minute.
  test.setTimeout(240_000);
  await pinClock(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInSeller(page, DEMO_SELLERS.owner);
  let wide = 0;
  for (const kind of REPORT_KINDS) {
    await page.goto(`/seller/report/${kind}?fromDate=2026-11-01&toDate=2026-11-30`);
    await expect(page.getByTestId('report-range')).toBeVisible();
    await waitForQuiet(page);
    const box = page.getByTestId('report-scroll');
    // A report with no row in the range shows a note instead of a table.
    if ((await box.count()) === 0) continue;
    const overflows = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    await expect(box).toHaveAttribute('data-scrollable', overflows ? 'true' : 'false');
    if (overflows) {
      wide += 1;
      await expect(page.getByTestId('scroll-hint')).toBeVisible();
      await expect(page.getByTestId('scroll-shade-right')).toBeVisible();
      await page.screenshot({ path: `test-results/seller-inputs-shots/report-${kind}-1366.png` });
    }
    // Column headings stay on one line: no word is split over two.
    const split = await box
      .locator('th')
      .evaluateAll((ths) =>
        ths.filter((th) => th.getBoundingClientRect().height > 48).map((th) => th.textContent),
      );
    expect(split, `${kind}: headings broken over lines`).toEqual([]);
  }
  expect(wide).toBeGreaterThan(0);

  await page.goto('/seller/income');
  const income = page.getByTestId('income-scroll');
  await expect(income).toBeVisible();
  const typeCells = await page
    .getByTestId('income-row')
    .locator('td:nth-child(2)')
    // A cell is as tall as its row: measure the text's own lines (20 px each at text-sm).
    .evaluateAll(
      (tds) =>
        tds.filter((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          return range.getBoundingClientRect().height > 30;
        }).length,
    );
  expect(typeCells).toBe(0);
  await screenshotBothWidths(page, 'income-table');
});

test('seller1 sees the YangDee promotions on its offers beside its own, and the menu links promotions by offer', async ({
  page,
}) => {
  await pinClock(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/product/promotion/v2');
  const platform = page.getByTestId('platform-promotions');
  await expect(
    platform.getByRole('heading', { name: 'โปรโมชันจากยางดีที่ใช้กับสินค้าของร้าน' }),
  ).toBeVisible();
  await expect(platform.getByTestId('platform-promotion-row').first()).toContainText(
    /ใช้กับสินค้าของร้าน [\d,]+ รายการ/,
  );
  // Stopping asks first; cancelled here so the seeded promotions stay for other journeys.
  await platform.getByRole('button', { name: 'หยุดใช้กับสินค้าของร้าน' }).first().click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('ร้านนำกลับมาเองไม่ได้');
  await ask.getByRole('button', { name: 'ยกเลิก' }).click();
  await screenshotBothWidths(page, 'promotion-list-platform');

  await page.getByRole('link', { name: 'โปรโมชันรายสินค้า' }).first().click();
  await expect(page).toHaveURL(/\/seller\/product\/promotion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'โปรโมชันรายสินค้า' })).toBeVisible();
});
