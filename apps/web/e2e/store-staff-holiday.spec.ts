import { expect, test } from '@playwright/test';
import { registerCustomer } from './support/new-customer';
import { readyServiceCart } from './support/ready-cart';
import { expectNoSeriousAxe, screenshotBothWidths } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 14 §5–6 journeys: seller1 invites a staff member with only "confirm delivery" (decision
// 0131: an invitation the phone's owner accepts), who then sees only that menu item and is
// refused the staff calls; switched off, their session ends.
// A holiday saved by the shop leaves the cart's date picker, and comes back when removed.

const buddhist = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return `${d}/${m}/${y + 543}`;
};

test('seller1 invites a delivery-only staff member, who accepts and sees only that menu and is refused the staff calls', async ({
  page,
  browser,
}) => {
  // Since decision 0131 add-staff invites a phone (no username or password typed by the shop):
  // the phone's owner accepts with a code and chooses the password.
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'พนักงานและสิทธิ์การใช้งาน' })).toBeVisible();
  await expect(page.locator('[data-testid="staff-card"][data-username="seller1"]')).toContainText(
    'เจ้าของร้าน',
  );
  await expectNoSeriousAxe(page, '/seller/staff');
  await screenshotBothWidths(page, 'staff');

  const tel = `08${String(Date.now()).slice(-8)}`;
  await page.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  const dialog = page.getByRole('dialog', { name: 'เพิ่มพนักงานใหม่' });
  await dialog.getByLabel('เบอร์มือถือของพนักงาน').fill('12');
  await dialog.getByRole('button', { name: 'ส่งคำเชิญ' }).click();
  await expect(dialog.getByText('กรุณากรอกชื่อพนักงาน')).toBeVisible();
  await expect(dialog.getByText('กรุณากรอกเบอร์โทรศัพท์มือถือ 10 หลักให้ถูกต้อง')).toBeVisible();
  await expectNoSeriousAxe(page, 'add staff dialog');
  await screenshotBothWidths(page, 'staff-add-dialog');
  await dialog.getByLabel('ชื่อพนักงาน').fill('สมศักดิ์ ส่งของ');
  await dialog.getByLabel('เบอร์มือถือของพนักงาน').fill(tel);
  await dialog.getByRole('checkbox', { name: 'ยืนยันการจัดส่ง' }).check();
  await dialog.getByRole('button', { name: 'ส่งคำเชิญ' }).click();
  await expect(page.getByRole('status').filter({ hasText: tel })).toBeVisible();

  // The staff member accepts on a browser of their own.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const sms = (await (await staffPage.request.get(`/api/dev/outbox?tel=${tel}`)).json()) as {
    text: string;
  }[];
  const invite = sms.find((m) => m.text.includes('/seller/invite/'))?.text ?? '';
  const token = invite.match(/\/seller\/invite\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
  const codeRes = await staffPage.request.post('/api/seller/request-invitation-otp', {
    data: { token, recaptcha: 'sandbox-captcha-passed' },
  });
  const [code] = (await (await staffPage.request.get(`/api/dev/outbox?tel=${tel}`)).json()) as {
    code: string;
  }[];
  const accepted = await staffPage.request.post('/api/seller/accept-invitation', {
    data: { token, otpToken: (await codeRes.json()).token, otp: code.code, password: 'Deliver123' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const card = page.locator(`[data-testid="staff-card"][data-username="${tel}"]`);
  await page.reload();
  await expect(card).toContainText('สมศักดิ์ ส่งของ');
  await expect(card).toContainText('ยืนยันการจัดส่ง');

  const session = await signInSeller(staffPage, { username: tel, password: 'Deliver123' });
  expect(Object.entries(session.acl).filter(([, on]) => on)).toEqual([['confirmDelivery', true]]);
  await staffPage.goto('/seller/order/delivery');
  const menu = staffPage.getByRole('navigation', { name: 'เมนูจัดการร้านค้า' });
  await expect(menu.locator('section a')).toHaveText(['ยืนยันการจัดส่ง']);
  const auth = { Authorization: `Bearer ${session.token}` };
  for (const call of ['staff-list', 'get-decoration', 'get-holiday']) {
    const res = await staffPage.request.get(`/api/seller/${call}`, { headers: auth });
    expect(res.status(), call).toBe(403);
    expect((await res.json()).message).toBe('คุณไม่มีสิทธิ์ทำรายการนี้');
  }
  const add = await staffPage.request.post('/api/seller/add-staff', {
    headers: auth,
    data: { name: 'x', tel: '0899999999', acl: {} },
  });
  expect(add.status()).toBe(403);
  // The staff page itself answers with the Thai no-permission page.
  await staffPage.goto('/seller/staff');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' })).toBeVisible();

  // seller1 switches the member off: their session stops at once.
  await page.reload();
  await expect(card).toContainText('เข้าสู่ระบบล่าสุด');
  await card.getByRole('switch', { name: 'เปิดใช้งานบัญชี สมศักดิ์ ส่งของ' }).click();
  await expect(card.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  const after = await staffPage.request.post('/api/seller/logout', { headers: auth, data: {} });
  expect(after.status()).toBe(401);
  const again = await staffPage.request.post('/api/seller/submit-login', {
    data: { username: tel, password: 'Deliver123' },
  });
  expect((await again.json()).code).toBe('STAFF_DISABLED');
  await staffContext.close();
});

test('a holiday saved by the shop leaves the cart’s date picker; removed, the day is back', async ({
  page,
}) => {
  // A customer with a SERVICE cart at store 1 (seller1's head office).
  await page.goto('/help/term');
  const customer = await registerCustomer(page);
  await readyServiceCart(page, customer.userToken);
  const cart = await (
    await page.request.get('/api/order/get-cart-data', {
      headers: { Authorization: `Bearer ${customer.userToken}` },
    })
  ).json();
  const day: string = cart.cartData.availableDates[4];

  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/holiday');
  await expect(page.getByRole('heading', { level: 1, name: 'วันหยุดพิเศษ' })).toBeVisible();
  await expectNoSeriousAxe(page, '/seller/holiday');
  // A title alone is not enough: the date is asked for in Thai.
  await page.getByLabel('ชื่อวันหยุด').fill('ปิดปรับปรุงร้าน');
  await page.getByRole('button', { name: 'บันทึกวันหยุด' }).click();
  await expect(page.getByText('กรุณาเลือกวันที่', { exact: true }).last()).toBeVisible();
  // Find the day's month in the calendar, then the day by its Buddhist-era name.
  const dayButton = page.getByRole('button', { name: buddhist(day), exact: true });
  if (!(await dayButton.isVisible())) await page.getByRole('button', { name: 'เดือนถัดไป' }).click();
  await dayButton.click();
  await expect(page.getByTestId('holiday-date')).toHaveText(buddhist(day));
  await page.getByRole('button', { name: 'บันทึกวันหยุด' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'บันทึกวันหยุด' })).toBeVisible();
  const list = page.getByTestId('holiday-list');
  await expect(list).toContainText(buddhist(day));
  await expect(list).toContainText('ปิดปรับปรุงร้าน');
  await screenshotBothWidths(page, 'holiday');

  // The customer's date picker no longer offers that day.
  await page.evaluate(
    ({ token, name }) => {
      localStorage.setItem('userToken', token);
      localStorage.setItem('userDisplay', name);
      localStorage.setItem('accept', 'true');
    },
    { token: customer.userToken, name: customer.username },
  );
  const pickerDay = async () => {
    await page.goto('/cart');
    await page.getByTestId('install-date').click();
    const button = page.getByRole('button', { name: buddhist(day), exact: true });
    if (!(await button.isVisible())) await page.getByRole('button', { name: 'เดือนถัดไป' }).click();
    await expect(button).toBeVisible();
    return button;
  };
  await expect(await pickerDay()).toBeDisabled();

  // The shop removes it (after a confirmation); the day is offered again.
  await page.goto('/seller/holiday');
  await page.getByRole('button', { name: `ลบวันหยุด ${buddhist(day)}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'ยืนยันการลบวันหยุด' });
  await expect(confirm).toContainText('ปิดปรับปรุงร้าน');
  await expectNoSeriousAxe(page, 'remove holiday confirmation');
  await confirm.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ลบวันหยุด' })).toBeVisible();
  await expect(page.getByTestId('holiday-list')).toHaveCount(0);
  await expect(await pickerDay()).toBeEnabled();
});
