import { expect, type Page, test } from '@playwright/test';
import { registerCustomer, useSession } from './support/new-customer';

// /my/password (issue 4/6 §5): the current password is required, the rules of spec 5 show in one
// warning, and after the change every other session is signed out while this one stays.
// Favourites (§5): a signed-in customer toggles the heart on a tyre and finds it in /my/favorite.

async function seededTyreParam(page: Page): Promise<string> {
  const res = await page.request.post('/api/product/search-product', {
    data: { width: 265, ratio: 65, diameter: 17, sort: 'popular', pageSize: 20 },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { param: string }[] };
  return body.items[0].param;
}

test('changing the password needs the current one and signs out the other sessions', async ({
  page,
}) => {
  const customer = await registerCustomer(page);
  const otherDevice = await page.request.post('/api/user/login', {
    data: { username: customer.username, password: customer.password },
  });
  const otherToken = (await otherDevice.json()).userToken as string;
  await useSession(page, customer.userToken, customer.username);

  await page.goto('/my/password');
  const current = page.getByLabel('รหัสผ่านปัจจุบัน');
  const next = page.getByLabel('รหัสผ่านใหม่', { exact: true });
  const confirm = page.getByLabel('ยืนยันรหัสผ่านใหม่');
  const submit = page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' });
  const warning = page.getByRole('alert');

  await next.fill('Changed2027ok');
  await confirm.fill('Changed2027ok');
  await submit.click();
  await expect(warning).toHaveText('กรุณากรอกรหัสผ่านปัจจุบัน');

  await current.fill('NotMine2026');
  await submit.click();
  await expect(warning).toHaveText('รหัสผ่านปัจจุบันไม่ถูกต้อง');

  await current.fill(customer.password);
  await next.fill('abc');
  await confirm.fill('abc');
  await submit.click();
  expect(await warning.textContent()).toBe(
    [
      'รหัสผ่านต้องมีความยาวอย่างน้อย 8 ตัวอักษร',
      'ตัวพิมพ์ใหญ่ (A-Z) อย่างน้อย 1 ตัว',
      'ตัวเลข (0-9) อย่างน้อย 1 ตัว',
    ].join('\n'),
  );

  await next.fill('Changed2027ok');
  await confirm.fill('Changed2027ok');
  await submit.click();
  await expect(page.getByRole('status')).toContainText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');

  // The other device is signed out; this one stays signed in.
  const stale = await page.request.get('/api/user/get-profile', {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(stale.status()).toBe(401);
  await page.reload();
  await expect(page).toHaveURL(/\/my\/password$/);

  // Only the new password opens the account.
  await page.getByRole('banner').getByRole('button', { name: 'ออกจากระบบ' }).click();
  await page.goto('/login');
  await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill(customer.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' })).toBeVisible();
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Changed2027ok');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: customer.username }),
  ).toBeVisible();
});

test('a signed-in customer hearts a tyre, finds it in /my/favorite and removes it', async ({
  page,
}) => {
  const customer = await registerCustomer(page);
  await useSession(page, customer.userToken, customer.username);
  const param = await seededTyreParam(page);

  await page.goto(`/tire/${param}`);
  await page.getByRole('button', { name: 'เพิ่มในรายการโปรด' }).click();
  const heart = page.getByRole('button', { name: 'นำออกจากรายการโปรด' });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/my/favorite');
  const list = page.getByRole('list', { name: 'รายการโปรด', exact: true });
  await expect(list.locator(':scope > li')).toHaveCount(1);
  await expect(list.locator(`a[href="/tire/${param}"]`).first()).toBeVisible();
  await list.getByRole('button', { name: /^ลบออกจากรายการโปรด/ }).click();
  await expect(page.getByText('ยังไม่มีสินค้าในรายการโปรด')).toBeVisible();

  await page.goto(`/tire/${param}`);
  await expect(page.getByRole('button', { name: 'เพิ่มในรายการโปรด' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
