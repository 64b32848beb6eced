import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe, screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 32 item 4 (decision 0143): the console's shops area on a phone (390 px; run once, not
// tagged @phone: a second run would find the waiting shop approved). support1 approves the
// seeded shop waiting for approval, suspends a seeded repair shop far from the journeys' shops
// (store 124 "ร้านปะยาง กิจเจริญ", บึงกาฬ: no offers, no owner account, not store 1 or its
// branches), sees it marked, sees the red banner in that shop's back office (through the
// platform admin's store switch: the shop has no login of its own), and reactivates it, so the
// data is as other journeys found it. finance1 has no shops menu and is refused on /admin/shops.

const WAITING_SHOP = 'ยางใหม่ ศรีราชา';
const SUSPENDED_ID = 124;
const SUSPENDED_CODE = 'YD00124';
const SUSPENDED_NAME = 'ร้านปะยาง กิจเจริญ';
const REASON = 'ลูกค้าร้องเรียนว่าร้านไม่เปิดตามเวลาที่แจ้งไว้หลายครั้ง';

async function signInOperator(page: Page, username: string, password: string) {
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

/** The platform admin's seller session, switched into `storeId` (as the select-store modal does). */
async function adminSellerSessionIn(page: Page, storeId: number) {
  const admin = await signInSeller(page, DEMO_SELLERS.admin);
  const switched = await page.request.post('/api/seller/change-seller', {
    data: { sellerId: storeId },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(switched.ok(), await switched.text()).toBe(true);
  const session = await switched.json();
  await page.evaluate((s) => {
    localStorage.setItem('sellerTokenV2', s.token);
    localStorage.setItem('shopInfo', JSON.stringify(s.info));
    localStorage.setItem('shopAcl', JSON.stringify(s.acl));
  }, session);
}

test('support1 approves a waiting shop, suspends a shop with a reason and reactivates it', async ({
  page,
}) => {
  // Several accessibility checks and screenshots at two widths: more than the default minute.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/shops');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fshops/);
  await signInOperator(page, 'support1', 'Support123');
  await expect(page.getByRole('heading', { level: 1, name: 'ร้านค้า' })).toBeVisible();

  // The waiting shop, found by its state.
  await page.getByRole('button', { name: /^รออนุมัติ/ }).click();
  await expect(page).toHaveURL(/state=pending/);
  const cards = page.getByTestId('shop-cards');
  const waitingCard = cards.locator('li').filter({ hasText: WAITING_SHOP });
  await expect(waitingCard).toContainText('รออนุมัติ');
  await expect(waitingCard).toContainText('081-xxx-0009');
  await expectNoSeriousAxe(page, 'shops list');
  await screenshotBothWidths(page, 'admin-shops-list');
  await page.setViewportSize({ width: 390, height: 844 });
  await waitingCard.getByRole('link', { name: WAITING_SHOP }).click();
  await expect(page.getByRole('heading', { level: 1, name: WAITING_SHOP })).toBeVisible();
  await page.getByRole('button', { name: 'อนุมัติร้าน' }).click();
  const approve = page.getByRole('alertdialog', { name: `อนุมัติร้าน ${WAITING_SHOP}?` });
  await expect(approve).toContainText('เจ้าของร้านจะได้รับ SMS แจ้ง');
  await expectNoSeriousAxe(page, 'approve dialog');
  await approve.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'อนุมัติร้านแล้ว' })).toBeVisible();
  await expect(page.getByTestId('shop-state').first()).toHaveText('เปิดขายอยู่');
  await expect(page.getByRole('button', { name: 'ระงับร้าน' })).toBeVisible();

  // The shop to suspend, found by its code.
  await page.getByRole('link', { name: 'กลับไปรายการร้านค้า' }).click();
  await page.getByLabel('ค้นหาร้าน').fill(SUSPENDED_CODE);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await expect(cards.locator('li')).toHaveCount(1);
  await cards.getByRole('link', { name: SUSPENDED_NAME }).click();
  await expect(page.getByRole('heading', { level: 1, name: SUSPENDED_NAME })).toBeVisible();
  await expect(page.getByTestId('shop-state').first()).toHaveText('เปิดขายอยู่');
  await page.getByRole('button', { name: 'ระงับร้าน' }).click();
  const suspend = page.getByRole('dialog', { name: `ระงับร้าน ${SUSPENDED_NAME}` });
  // A reason is required: too short is refused before anything is sent.
  await suspend.getByLabel('เหตุผล').fill('ปิด');
  await suspend.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(suspend.getByRole('alert')).toHaveText('กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร');
  await expectNoSeriousAxe(page, 'suspend dialog');
  await suspend.getByLabel('เหตุผล').fill(REASON);
  await suspend.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ระงับร้านแล้ว' })).toBeVisible();
  await expect(page.getByTestId('shop-state').first()).toHaveText('ถูกระงับ');
  await expect(page.getByTestId('shop-suspended')).toContainText(REASON);
  await expect(page.getByTestId('suspension-history')).toContainText('ยังระงับอยู่');
  await expectNoSeriousAxe(page, 'suspended shop');
  await screenshotBothWidths(page, 'admin-shop-suspended');
  await page.setViewportSize({ width: 390, height: 844 });

  // Marked in the list too.
  await page.goto('/admin/shops?state=suspended');
  await expect(cards.locator('li').filter({ hasText: SUSPENDED_NAME })).toContainText('ถูกระงับ');

  // Its back office still opens, under a red banner with the reason and whom to contact.
  await adminSellerSessionIn(page, SUSPENDED_ID);
  await page.goto('/seller/dashboard');
  const banner = page.getByTestId('seller-suspension-banner');
  await expect(banner).toContainText('ร้านค้านี้ถูกระงับการขายชั่วคราว');
  await expect(banner).toContainText(REASON);
  await expect(banner).toContainText('ฝ่ายดูแลร้านค้า โทร 02-123-4567');
  await waitForQuiet(page);
  await expectNoSeriousAxe(page, 'seller page with the suspension banner');
  await screenshotBothWidths(page, 'seller-suspension-banner');
  await page.setViewportSize({ width: 390, height: 844 });

  // Reactivated with a reason: back as it was.
  await page.goto(`/admin/shops/${SUSPENDED_ID}`);
  await page.getByRole('button', { name: 'เปิดร้านอีกครั้ง' }).click();
  const reactivate = page.getByRole('dialog', { name: `เปิดร้าน ${SUSPENDED_NAME} อีกครั้ง` });
  await reactivate.getByLabel('เหตุผล').fill('ร้านชี้แจงและปรับเวลาเปิดปิดให้ตรงแล้ว');
  await reactivate.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'เปิดร้านอีกครั้งแล้ว' })).toBeVisible();
  await expect(page.getByTestId('shop-state').first()).toHaveText('เปิดขายอยู่');
  await expect(page.getByTestId('suspension-history')).toContainText(
    'ร้านชี้แจงและปรับเวลาเปิดปิดให้ตรงแล้ว',
  );
  await page.goto('/seller/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('seller-suspension-banner')).toHaveCount(0);
});

test('finance1 has no shops menu and is refused on /admin/shops', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/login');
  await signInOperator(page, 'finance1', 'Finance123');
  await expect(page.getByRole('heading', { level: 1, name: 'หน้าหลักผู้ดูแลระบบ' })).toBeVisible();
  await page.getByRole('button', { name: 'เมนู' }).click();
  const menu = page.getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' });
  await expect(menu.getByRole('link', { name: 'รอบจ่ายเงิน' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'ร้านค้า' })).toHaveCount(0);
  // The home counts only the areas finance may see.
  await expect(page.getByTestId('admin-waiting')).toContainText('รอบจ่ายเงินที่รอโอน');
  await expect(page.getByTestId('admin-waiting')).not.toContainText('ร้านรออนุมัติ');
  await page.goto('/admin/shops');
  await expect(page.getByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์ใช้งานส่วนนี้' })).toBeVisible();
  await expect(page.getByTestId('shop-cards')).toHaveCount(0);
  await expectNoSeriousAxe(page, 'shops refused to finance');
});

test('operator1 sets a shop’s next commission rate from a Buddhist-era date', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/shops/${SUSPENDED_ID}`);
  await signInOperator(page, 'operator1', 'Operator123');
  await expect(page.getByRole('heading', { level: 1, name: SUSPENDED_NAME })).toBeVisible();
  const panel = page.getByTestId('commission-panel');
  await expect(panel).toContainText('อัตราที่ใช้อยู่ 5%');
  await panel.getByLabel('อัตราใหม่ (%)').fill('4.5');
  // The first of next month (whatever today is): a rate never starts in the past.
  await panel.getByTestId('commission-effective').click();
  const calendar = page.getByRole('dialog', { name: 'เริ่มใช้วันที่' });
  await calendar.getByRole('button', { name: 'เดือนถัดไป' }).click();
  await calendar.getByRole('button', { name: /^1\/\d{1,2}\/25\d\d$/ }).click();
  await expect(panel.getByTestId('commission-effective')).toHaveText(/^1\/\d{1,2}\/25\d\d/);
  await panel.getByLabel('หมายเหตุ').fill('ร้านขอลดอัตราตามสัญญาใหม่');
  await panel.getByRole('button', { name: 'บันทึกอัตราใหม่' }).click();
  await expect(panel.getByRole('status')).toHaveText('บันทึกอัตราค่าคอมมิชชันใหม่แล้ว');
  const history = panel.getByTestId('commission-history');
  await expect(history).toContainText(/4\.5% เริ่มใช้ 1\/\d{1,2}\/25\d\d/);
  await expect(history).toContainText('ร้านขอลดอัตราตามสัญญาใหม่');
  // Not in force yet: today's rate stays.
  await expect(panel).toContainText('อัตราที่ใช้อยู่ 5%');
  await expectNoSeriousAxe(page, 'commission panel');
});
