import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe, screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 17 item 2: the shop's income — totals per transfer status, the ledger filtered by
// status, an .xlsx export — and the accountant flag: staff1 (orders only) has no money menu and
// a no-permission page. Reads the seeded paid orders of store 1 and its branches; changes none.

test('seller1 sees the income totals and rows, filters by status and exports the file', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/income');
  await expect(page.getByRole('heading', { level: 1, name: 'รายได้' })).toBeVisible();
  // Four totals cards, each with a net in baht with commas and two decimals.
  for (const status of ['HELD', 'READY', 'TRANSFERRED', 'REFUNDED']) {
    await expect(page.getByTestId(`income-card-${status}`)).toBeVisible();
  }
  await expect(page.getByTestId('income-card-HELD').getByTestId('income-card-net')).toHaveText(
    /^\d{1,3}(,\d{3})*\.\d{2} บาท$/,
  );
  await expect(page.getByTestId('income-list')).toBeVisible();
  await expect(page.getByTestId('income-row').first()).toBeVisible();
  await expect(page.getByTestId('income-list')).toContainText('YD2610050003');
  await expect(page.getByTestId('income-total')).toContainText(/พบ \d+ รายการ/);
  await waitForQuiet(page);
  await expectNoSeriousAxe(page, '/seller/income');
  await screenshotBothWidths(page, 'income');

  // The status filter lists only that status and keeps it in the address.
  await page.getByLabel('สถานะการโอนเงิน', { exact: true }).selectOption('READY');
  await expect(page).toHaveURL(/status=READY/);
  await expect
    .poll(async () => new Set(await page.getByTestId('income-row-status').allTextContents()))
    .toEqual(new Set(['รอโอน']));
  // A card picks its status too; picking it again shows every status.
  await page.getByTestId('income-card-HELD').click();
  await expect(page).toHaveURL(/status=HELD/);
  await expect(page.getByTestId('income-list')).toContainText('YD2611200001');
  await page.getByTestId('income-card-HELD').click();
  await expect(page).not.toHaveURL(/status=/);

  // The order number opens the order.
  await page.getByRole('link', { name: 'YD2610050003' }).click();
  await expect(page).toHaveURL(/\/seller\/order\/detail\/\d+$/);
  await page.goBack();

  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-income').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^รายได้-ยางดี-25\d\d-\d\d-\d\d\.xlsx$/);
  await expect(page.getByText(/^ดาวน์โหลด .*\.xlsx แล้ว$/)).toBeVisible();
});

test('on a phone the income screen shows cards, not a table', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/income');
  await expect(page.getByTestId('income-row').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('staff1 (orders only) has no money menu and a no-permission page on /seller/income', async ({
  page,
}) => {
  await signInSeller(page, DEMO_SELLERS.staff);
  await page.goto('/seller/order/manage');
  const menu = page.getByRole('navigation', { name: 'เมนูจัดการร้านค้า' });
  await expect(menu.getByRole('region', { name: 'คำสั่งซื้อ' })).toBeVisible();
  await expect(menu.getByRole('region', { name: 'การเงิน' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'รายได้' })).toHaveCount(0);
  await page.goto('/seller/income');
  await expect(page.getByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' })).toBeVisible();
  await expect(page.getByTestId('income-card-HELD')).toHaveCount(0);
});
