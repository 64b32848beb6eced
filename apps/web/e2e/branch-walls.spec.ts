import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe, screenshotBothWidths } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 37 item 3 (decision 0133): staff1 works at the head office only (store 1). On a phone it
// sees the head office's orders and none of branches 2 and 3 — not in the list, not by number,
// not their detail or receipt — and the header names its branch without offering a switch. The
// seeded orders are read by number and none is changed; the clock is pinned.

const HEAD_ORDER = 'YD2611200001';
const BRANCH_ORDERS = ['YD2611150002', 'YD2608020005'];

const rows = (page: Page) => page.getByTestId('order-row');

async function orderIdAsOwner(page: Page, orderNo: string): Promise<number> {
  const login = await page.request.post('/api/seller/submit-login', { data: DEMO_SELLERS.owner });
  const { token } = await login.json();
  const res = await page.request.post('/api/seller/get-order', {
    data: { page: 1, keyword: orderNo },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { orderList } = await res.json();
  expect(orderList).toHaveLength(1);
  return orderList[0].id;
}

test('staff1 of the head office sees only its orders and is offered no other branch @phone', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-28T10:00:00+07:00'));
  await page.setViewportSize({ width: 390, height: 844 });
  const branchOrderId = await orderIdAsOwner(page, BRANCH_ORDERS[0]);
  const session = await signInSeller(page, DEMO_SELLERS.staff);
  expect(session.info.isShowBranch).toBe(false);

  await page.goto(`/seller/order/manage?q=${HEAD_ORDER}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(HEAD_ORDER);
  // The header names the branch and offers no switch; the list has no branch filter.
  await expect(page.getByTestId('seller-branch-name')).toHaveText('สาขาสำนักงานใหญ่');
  await expect(page.getByRole('button', { name: 'เลือกสาขา' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'สาขา' })).toHaveCount(0);
  await expectNoSeriousAxe(page, 'order list of a head-office member');
  await screenshotBothWidths(page, 'branch-walls-orders');
  await page.setViewportSize({ width: 390, height: 844 });

  // A branch's order is not there by its number either.
  for (const orderNo of BRANCH_ORDERS) {
    await page.goto(`/seller/order/manage?q=${orderNo}`);
    await expect(page.getByTestId('order-total')).toHaveText(/\b0\b/);
    await expect(rows(page)).toHaveCount(0);
  }

  // Typed in by id, its detail and its receipt are not found and show no customer.
  await page.goto(`/seller/order/detail/${branchOrderId}`);
  await expect(page.getByRole('alert')).toContainText('ไม่พบคำสั่งซื้อ');
  await expect(page.getByText('สมชาย')).toHaveCount(0);
  await screenshotBothWidths(page, 'branch-walls-detail');
  await page.goto(`/seller/order/receipt/${branchOrderId}`);
  await expect(page.getByRole('alert')).toContainText('ไม่พบคำสั่งซื้อ');
  await expect(page.getByTestId('receipt-sheet')).toHaveCount(0);
});
