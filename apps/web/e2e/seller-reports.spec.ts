import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { REPORT_COLUMNS } from '@yangdee/contracts/reports';
import ExcelJS from 'exceljs';
import { expectNoSeriousAxe, screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 17 item 4 in Chromium: seller1 opens the sale report for November 2569 (the seeded paid
// orders of store 1 and its branches), downloads it, and the file's totals row equals the totals
// the page shows; the other reports open with their filters; staff1 (orders only) has no report
// menu and gets the no-permission page.

const NOVEMBER = 'fromDate=2026-11-01&toDate=2026-11-30';

/** '119,440' or '1,234.50' → 119440 / 1234.5. */
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

async function pageTotal(page: Page, key: string): Promise<number> {
  return numberIn(await page.getByTestId(`report-total-${key}`).textContent());
}

test('seller1 opens the sale report for a month and the Excel file’s totals equal the page’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto(`/seller/report/sale?${NOVEMBER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'รายงานการขาย' })).toBeVisible();
  await expect(page.getByTestId('report-range')).toHaveText('ช่วงวันที่ 1/11/2569 – 30/11/2569');
  await expect(page.getByTestId('report-from-date')).toContainText('1/11/2569');
  await expect(page.getByRole('table')).toBeVisible();
  const rowsShown = await page.getByTestId('report-row').count();
  expect(rowsShown).toBeGreaterThan(0);
  const count = numberIn(await page.getByTestId('report-total-rows').textContent());
  expect(count).toBeGreaterThanOrEqual(rowsShown);
  const columns = REPORT_COLUMNS.sale;
  const totalled = columns.filter((c) => c.isTotalled);
  const shown = Object.fromEntries(
    await Promise.all(totalled.map(async (c) => [c.key, await pageTotal(page, c.key)] as const)),
  );
  expect(shown.total).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('รายงานการขาย-2569-11-01-2569-11-30.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).getCell(1).value).toBe('วันที่ชำระเงิน');
  // Header, one row per order of the range, then the totals row.
  expect(sheet.actualRowCount).toBe(count + 2);
  const last = sheet.getRow(sheet.actualRowCount);
  expect(last.getCell(columns.findIndex((c) => c.key === 'orderNo') + 1).value).toBe('รวมทั้งหมด');
  for (const c of totalled) {
    const value = Number(last.getCell(columns.indexOf(c) + 1).value);
    expect(value, c.key).toBeCloseTo(shown[c.key], 2);
  }
  await waitForQuiet(page);
  await expectNoSeriousAxe(page, 'sale report');
  await screenshotBothWidths(page, 'report-sale');
});

test('seller1 filters the stock report by status and reads the system report, on a phone and a laptop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto(`/seller/report/product-remain?${NOVEMBER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'รายงานสินค้าคงเหลือ' })).toBeVisible();
  const all = numberIn(await page.getByTestId('report-total-rows').textContent());
  await page.getByLabel('สถานะสินค้า').selectOption({ label: 'ยกเลิกการขาย' });
  await expect(page).toHaveURL(/productStatus=4/);
  await expect
    .poll(async () => numberIn(await page.getByTestId('report-total-rows').textContent()))
    .toBeLessThan(all);
  await expect(page.getByTestId('report-row').first()).toContainText('ยกเลิกการขาย');
  await waitForQuiet(page);
  await screenshotBothWidths(page, 'report-product-remain');

  await page.goto('/seller/report/system');
  await expect(page.getByRole('heading', { level: 1, name: 'รายงานการเข้าสู่ระบบ' })).toBeVisible();
  // This journey's own sign-in is the newest line.
  await expect(page.getByTestId('report-row').first()).toContainText('เข้าสู่ระบบ');
  await expect(page.getByTestId('report-row').first()).toContainText('seller1');
  await waitForQuiet(page);
  await expectNoSeriousAxe(page, 'system report');
  await screenshotBothWidths(page, 'report-system');
});

test('a range that ends before it starts is explained in Thai and asks nothing of the server', async ({
  page,
}) => {
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/report/customer?fromDate=2026-11-30&toDate=2026-11-01');
  await expect(page.getByRole('alert')).toHaveText('วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด');
  await page.getByTestId('report-preset-thisMonth').click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('report-totals')).toBeVisible();
});

test('staff1 has no report menu and gets the no-permission page on a report', async ({ page }) => {
  await signInSeller(page, DEMO_SELLERS.staff);
  await page.goto('/seller/order/manage');
  const menu = page.getByRole('navigation', { name: 'เมนูจัดการร้านค้า' });
  await expect(menu.getByRole('region', { name: 'คำสั่งซื้อ' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /รายงาน/ })).toHaveCount(0);
  await page.goto('/seller/report/sale');
  await expect(page.getByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' })).toBeVisible();
  await expect(page.getByTestId('report-totals')).toHaveCount(0);
});
