import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe, screenshotBothWidths } from './support/seller-screens';

// Issue 32 item 4 (decision 0142): the operator console on a phone. support1 signs in at
// /admin/login, opens the menu drawer and reads the audit log, where its own sign-in is the
// newest entry; a shop's token in the same browser opens nothing there.

test('@phone support1 signs in on a phone and finds its own sign-in in the audit log', async ({
  page,
}) => {
  // Two accessibility checks and six screenshots: more than the default minute on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/audit');
  // No operator token yet: the sign-in page, which comes back here after.
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Faudit/);
  await expect(page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบผู้ดูแลระบบ' })).toBeVisible();
  await screenshotBothWidths(page, 'admin-login');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByLabel('ชื่อผู้ใช้').fill('support1');
  await page.getByLabel('รหัสผ่าน').fill('Wrong12345');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง')).toBeVisible();
  await page.getByLabel('รหัสผ่าน').fill('Support123');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'บันทึกการทำงานของผู้ดูแลระบบ' }),
  ).toBeVisible();
  await expect(page.getByTestId('admin-operator')).toContainText('ดูแลร้านค้า');
  const newest = page.getByTestId('audit-cards').locator('li').first();
  await expect(newest).toContainText('เข้าสู่ระบบ');
  await expect(newest.getByTitle('operator.login')).toBeVisible();
  await expect(newest).toContainText('สุดา ดูแลร้านค้า');
  await expectNoSeriousAxe(page, 'audit log');
  await screenshotBothWidths(page, 'admin-audit');

  // The menu is a drawer on a phone; home lists the areas of the role.
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'เมนู' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'หน้าหลัก' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'หน้าหลักผู้ดูแลระบบ' })).toBeVisible();
  await expect(page.getByRole('link', { name: /บันทึกการทำงาน/ })).toBeVisible();
  await expectNoSeriousAxe(page, 'console home');
  await screenshotBothWidths(page, 'admin-home');

  // Signing out ends the session on the server too: the old token is refused.
  const token = await page.evaluate(() => localStorage.getItem('operatorToken'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'เมนู' }).click();
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  const after = await page.request.get('/api/admin/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});

test('a shop’s token opens nothing in the console', async ({ page }) => {
  const shop = await page.request.post('/api/seller/submit-login', {
    data: { username: 'seller1', password: 'Seller123' },
  });
  const { token } = (await shop.json()) as { token: string };
  const me = await page.request.get('/api/admin/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);
});
