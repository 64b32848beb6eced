import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe, screenshotBothWidths } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 37 item 6 (decision 0132): the owner sees its staff's live sessions on /seller/staff —
// who, where, when signed in, last seen, address and browser — and ends one on a phone; the staff
// member's open back office is signed out (its token refused, its order-event stream closed).

test('@phone seller1 ends staff1’s session from a phone; staff1’s back office is signed out', async ({
  page,
  browser,
}) => {
  // staff1 works on the orders screen of an Android phone of its own (marked so the card is found).
  const marker = `YD-e2e-${Date.now().toString(36)}`;
  const staffContext = await browser.newContext({
    userAgent: `Mozilla/5.0 (Linux; Android 14; ${marker}) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36`,
  });
  const staffPage = await staffContext.newPage();
  const staff = await signInSeller(staffPage, DEMO_SELLERS.staff);
  await staffPage.goto('/seller/order/manage');
  const auth = { Authorization: `Bearer ${staff.token}` };
  expect(
    (
      await staffPage.request.post('/api/seller/get-order-count', { headers: auth, data: {} })
    ).status(),
  ).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/staff');
  const section = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'เซสชันที่ใช้งานอยู่ของพนักงาน' }),
  });
  await expect(section).toBeVisible({ timeout: 30_000 });
  const card = section
    .locator('[data-testid="staff-session"][data-username="staff1"]')
    .filter({ has: page.locator(`[title*="${marker}"]`) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Chrome บน Android');
  await expect(card).toContainText('127.0.0.1');
  // The owner's own session is marked, and has no "end" button (signing out ends it).
  const mine = section.locator('[data-username="seller1"]').filter({ hasText: 'เซสชันนี้ของคุณ' });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('button', { name: 'สิ้นสุดเซสชัน' })).toHaveCount(0);
  await expectNoSeriousAxe(page, '/seller/staff sessions');
  await screenshotBothWidths(page, 'staff-sessions');
  await page.setViewportSize({ width: 390, height: 844 });

  await card.getByRole('button', { name: 'สิ้นสุดเซสชัน' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'สิ้นสุดเซสชันนี้?' });
  await expect(dialog).toContainText('จะออกจากระบบบนอุปกรณ์นี้ทันที');
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'สิ้นสุดเซสชันของ' })).toBeVisible();
  await expect(card).toHaveCount(0);

  // staff1's token is refused, and its back office goes to the sign-in page.
  expect(
    (
      await staffPage.request.post('/api/seller/get-order-count', { headers: auth, data: {} })
    ).status(),
  ).toBe(401);
  // Its open page may already be on its way to the sign-in page (the closed event stream sends
  // it there); if not, the next page it opens does. Never a reload racing that navigation.
  await expect(async () => {
    if (!/\/seller\/login/.test(staffPage.url())) {
      await staffPage.goto('/seller/order/manage').catch(() => undefined);
    }
    await expect(staffPage).toHaveURL(/\/seller\/login/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await staffContext.close();
});
