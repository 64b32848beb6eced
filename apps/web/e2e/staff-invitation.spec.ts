import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe, screenshotBothWidths } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 37 §1–2, decision 0131, on a phone: seller1 invites a mobile from the staff screen; the
// phone's owner opens the SMS link, proves the phone with a code and chooses a password, and
// lands in the shop. As a staff manager without the orders flags, its attempts to act on staff1
// (who holds them) and to move the owner's phone to its own are refused in the browser.

const randomMobile = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function outbox(page: Page, tel: string) {
  const res = await page.request.get(`/api/dev/outbox?tel=${tel}`);
  return (await res.json()) as { text: string; code: string }[];
}

test('an invitation is accepted on a phone; a staff manager’s takeover attempts are refused @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers and a screenshot at both widths: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const tel = randomMobile();
  // seller1 invites from the staff screen (a laptop of the shop's own).
  const shop = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const owner = await shop.newPage();
  await signInSeller(owner, DEMO_SELLERS.owner);
  await owner.goto('/seller/staff');
  await owner.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  const dialog = owner.getByRole('dialog', { name: 'เพิ่มพนักงานใหม่' });
  await dialog.getByLabel('ชื่อพนักงาน').fill('มานพ จัดการ');
  await dialog.getByLabel('เบอร์มือถือของพนักงาน').fill(tel);
  await dialog.getByRole('checkbox', { name: 'ยืนยันการจัดส่ง' }).check();
  await dialog.getByRole('checkbox', { name: 'พนักงานและสิทธิ์การใช้งาน' }).check();
  await dialog.getByRole('button', { name: 'ส่งคำเชิญ' }).click();
  await expect(
    owner.getByRole('status').filter({ hasText: `ส่งคำเชิญทาง SMS ไปที่ ${tel}` }),
  ).toBeVisible();
  await expect(owner.getByTestId('staff-invitation').filter({ hasText: tel })).toBeVisible();
  await screenshotBothWidths(owner, 'staff-invitations');

  // The phone's owner opens the link from the SMS.
  const sms = (await outbox(page, tel)).find((m) => m.text.includes('/seller/invite/'));
  const link = sms?.text.match(/\/seller\/invite\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'the invitation SMS carries its link').toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'คำเชิญร่วมงานกับร้านค้า' })).toBeVisible();
  await expect(page.getByText('เชิญคุณร่วมงาน')).toBeVisible();
  await expect(page.getByText(`${tel.slice(-4)}`)).toBeVisible();
  await page.getByLabel('ฉันไม่ใช่โปรแกรมอัตโนมัติ').check();
  await page.getByRole('button', { name: 'ส่งรหัส OTP' }).click();
  await expect(page.getByLabel('รหัส OTP 6 หลัก')).toBeVisible();
  await expectNoSeriousAxe(page, 'invitation page');
  await page.screenshot({
    path: 'test-results/store-setup-shots/invite-phone.png',
    fullPage: true,
  });
  const [code] = await outbox(page, tel);
  await page.getByLabel('รหัส OTP 6 หลัก').fill(code.code);
  await page.getByLabel(/ตั้งรหัสผ่านสำหรับเข้าสู่ระบบ/).fill('Manop2026ok');
  await page.getByRole('button', { name: 'ตอบรับคำเชิญ' }).click();
  await page.waitForURL(/\/seller\/(?!invite)/);
  const token = await page.evaluate(() => localStorage.getItem('sellerTokenV2'));
  expect(token).toBeTruthy();
  const auth = { Authorization: `Bearer ${token}` };

  // As a staff manager without the orders flags, it cannot switch staff1 off.
  await page.goto('/seller/staff');
  const staff1 = page.locator('[data-testid="staff-card"][data-username="staff1"]');
  await staff1.getByRole('switch').click();
  await expect(staff1.getByRole('alert')).toHaveText('ไม่สามารถจัดการพนักงานที่มีสิทธิ์ซึ่งบัญชีของคุณไม่มีได้');
  await expect(staff1.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  // The owner's card has no edit; the old takeover call is refused too.
  const ownerCard = page.locator('[data-testid="staff-card"][data-username="seller1"]');
  await expect(ownerCard.getByRole('button', { name: 'แก้ไข' })).toHaveCount(0);
  const list = await (await page.request.get('/api/seller/staff-list', { headers: auth })).json();
  const seller1 = list.staffList.find((m: { username: string }) => m.username === 'seller1');
  const takeover = await page.request.post('/api/seller/edit-staff', {
    headers: auth,
    data: { sellerUserId: seller1.sellerUserId, name: seller1.name, tel, isActive: true },
  });
  expect(takeover.status()).toBe(403);
  expect((await takeover.json()).message).toBe('ไม่สามารถปิดการใช้งานหรือเปลี่ยนสิทธิ์ของเจ้าของร้านได้');
  await page.screenshot({
    path: 'test-results/store-setup-shots/staff-refused-phone.png',
    fullPage: true,
  });

  // seller1 still signs in as the owner; the new member shows, and is switched off again.
  await owner.reload();
  const member = owner.locator(`[data-testid="staff-card"][data-username="${tel}"]`);
  await expect(member).toBeVisible();
  await member.getByRole('switch').click();
  await expect(member.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await shop.close();
});
