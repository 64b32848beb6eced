import { expect, type Page, test } from '@playwright/test';
import { openReadyCart, payCartByQr } from './support/ready-cart';
import { expectNoSeriousAxe, screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 17 §3 and "How it is checked": seller1 opens the dashboard and sees a chart for the last
// 30 days; switching the range (a preset, a branch, a month with no sales) changes the figures.
// A shopper pays an order at the demo shop first, so today has a sale whatever the seed's dates.

const kpi = (page: Page, key: string) => page.getByTestId(`dashboard-kpi-${key}`);

async function kpiNumber(page: Page, key: string): Promise<number> {
  const text = (await kpi(page, key).locator('dd span').first().textContent()) ?? '';
  return Number(text.replace(/,/g, ''));
}

test('seller1 sees the last 30 days as a chart, and the figures follow the range and branch', async ({
  page,
  browser,
}) => {
  await openReadyCart(page);
  const orderNo = await payCartByQr(page);
  await expect(page).toHaveURL(new RegExp(`/order/receipt/${orderNo}$`), { timeout: 15_000 });

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const seller = await context.newPage();
  await signInSeller(seller, DEMO_SELLERS.owner);
  await seller.goto('/seller/dashboard');
  await expect(seller.getByRole('heading', { level: 1, name: 'แดชบอร์ด' })).toBeVisible();
  await expect(seller.getByTestId('dashboard-preset-30')).toHaveAttribute('aria-pressed', 'true');
  await expect(seller.getByRole('heading', { name: 'ยอดขายรายวัน' })).toBeVisible();
  // The chart is drawn (a canvas), with its figures as text for a screen reader.
  await expect(seller.getByTestId('sales-chart').locator('canvas')).toBeVisible();
  await expect(seller.getByTestId('sales-chart-summary')).toContainText('กราฟยอดขายรายวัน');
  await expect.poll(() => kpiNumber(seller, 'orders')).toBeGreaterThan(0);
  const monthSales = await kpiNumber(seller, 'sales');
  expect(monthSales).toBeGreaterThan(0);
  await expect(
    seller.getByTestId('dashboard-popular-product').getByRole('listitem').first(),
  ).toBeVisible();
  // A head office with branches ranks its branches.
  await expect(seller.getByTestId('dashboard-ranking')).toContainText('สาขาที่ขายดีที่สุด');
  await waitForQuiet(seller);
  await expectNoSeriousAxe(seller, '/seller/dashboard');
  await screenshotBothWidths(seller, 'dashboard-30-days');

  // Every point is there as a table too.
  await seller.getByText('ดูเป็นตาราง').click();
  await expect(seller.getByTestId('sales-over-time').getByRole('row')).toHaveCount(31);

  // A 90-day range draws weeks; its sales are at least the 30 days'.
  await seller.getByTestId('dashboard-preset-90').click();
  await expect(seller).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
  await expect(seller.getByRole('heading', { name: 'ยอดขายรายสัปดาห์' })).toBeVisible();
  await expect.poll(() => kpiNumber(seller, 'sales')).toBeGreaterThanOrEqual(monthSales);

  // One branch: the ranking turns to its staff.
  const branch = seller.getByTestId('dashboard-branch');
  const branchValue = await branch.locator('option').nth(2).getAttribute('value');
  await branch.selectOption(branchValue ?? '');
  await expect(seller).toHaveURL(new RegExp(`branch=${branchValue}`));
  await expect(seller.getByTestId('dashboard-ranking')).toContainText('พนักงานที่ขายดีที่สุด');

  // A month with no sales: zeros, and the lists say so.
  await seller.goto('/seller/dashboard?from=2020-01-01&to=2020-01-31');
  await expect(kpi(seller, 'sales')).toContainText('0');
  await expect.poll(() => kpiNumber(seller, 'sales')).toBe(0);
  await expect(seller.getByTestId('dashboard-popular-brand')).toContainText('ยังไม่มียอดขายในช่วงนี้');
  // A start after the end: a Thai message, no figures.
  await seller.goto('/seller/dashboard?from=2026-02-01&to=2026-01-01');
  await expect(seller.getByRole('alert')).toHaveText('วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด');
  await expect(kpi(seller, 'sales')).toHaveCount(0);
  await context.close();
});

test('staff1 (orders only) gets no dashboard menu and a no-permission page on /seller/dashboard', async ({
  page,
}) => {
  await signInSeller(page, DEMO_SELLERS.staff);
  await page.goto('/seller/order/manage');
  const menu = page.getByRole('navigation', { name: 'เมนูจัดการร้านค้า' });
  await expect(menu.getByRole('region', { name: 'คำสั่งซื้อ' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'แดชบอร์ด' })).toHaveCount(0);
  await page.goto('/seller/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' })).toBeVisible();
  await expect(page.getByTestId('sales-chart')).toHaveCount(0);
});
