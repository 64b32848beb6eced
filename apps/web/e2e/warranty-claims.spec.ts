import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { screenshotBothWidths } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';
import { signInCustomerOne } from './support/shopper-pages';

// Issue 36 items 1–2 at phone size: customer1's seeded fitted order (store 1, seller1's head
// office) is a warranty registration on /my/warranty with its certificate; the shopper files a
// claim with a photo, seller1 asks for more, the shopper answers, seller1 accepts with a pro-rata
// credit by tread (shown before confirming), and the shopper sees every step and the credit.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/warranty-shots';

type Registration = {
  id: number;
  hasWarranty: boolean;
  isUnderWarranty: boolean;
  openClaimId: number | null;
};

async function freeRegistration(page: Page): Promise<Registration> {
  const token = await page.evaluate(() => localStorage.getItem('userToken'));
  const response = await page.request.get('/api/user/my-warranty', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { registrations } = (await response.json()) as { registrations: Registration[] };
  const free = registrations.find((r) => r.hasWarranty && r.isUnderWarranty && !r.openClaimId);
  expect(free, 'customer1 has a tyre under warranty without an open claim').toBeTruthy();
  return free as Registration;
}

/** A small real photo the picker can send (the server re-encodes it). */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#777777' } })
    .jpeg()
    .toBuffer();

test('a warranty claim from filing to acceptance with a pro-rata credit @phone', async ({
  page,
}) => {
  process.env.E2E_SHOTS_DIR = shots;
  await signInCustomerOne(page);
  await page.goto('/my/warranty');
  await expect(page.getByRole('heading', { name: 'การรับประกันของฉัน' })).toBeVisible();
  await expect(page.getByTestId('warranty-registration').first()).toContainText('ยังอยู่ในประกัน');
  const registration = await freeRegistration(page);
  await screenshotBothWidths(page, 'my-warranty');

  await page.goto(`/my/warranty/${registration.id}/certificate`);
  await expect(page.getByTestId('warranty-certificate')).toContainText('ใบรับประกันยาง');
  await expect(page.getByTestId('warranty-certificate')).toContainText('สัปดาห์/ปีที่ผลิต (DOT)');
  await screenshotBothWidths(page, 'warranty-certificate');

  // Filing: what happened, the odometer and a photo.
  await page.goto(`/my/warranty/${registration.id}/claim`);
  await page.getByLabel('เกิดอะไรขึ้นกับยาง').fill('ยางบวมที่แก้มด้านนอกหลังขับทางด่วน ไม่ได้ชนขอบทาง');
  await page.getByLabel('เลขไมล์ปัจจุบัน (กม.)').fill('18250');
  await page
    .getByLabel(/รูปถ่ายยาง/)
    .setInputFiles({ name: 'tyre.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByRole('img', { name: 'รูปที่ 1' })).toBeVisible();
  await page.getByRole('button', { name: 'ส่งเรื่องเคลมถึงร้าน' }).click();
  await expect(page).toHaveURL(/\/my\/warranty\/claim\/\d+$/, { timeout: 15_000 });
  const claimId = Number(page.url().split('/').at(-1));
  await expect(page.getByTestId('claim-state')).toContainText('รอร้านตรวจสอบ');
  await expect(page.getByTestId('claim-step')).toHaveCount(1);

  // The shop asks for more.
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/warranty-claim');
  await expect(page.getByTestId('seller-claim-row').first()).toBeVisible({ timeout: 15_000 });
  await screenshotBothWidths(page, 'seller-claim-list');
  await page.goto(`/seller/warranty-claim/${claimId}`);
  await page.getByRole('button', { name: 'ขอข้อมูลเพิ่มเติม' }).click();
  await page.getByLabel('ข้อมูลที่ต้องการจากลูกค้า').fill('ขอรูปดอกยางทั้งเส้นและรูปแก้มยางด้านใน');
  await page.getByTestId('claim-action-submit').click();
  await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(page.getByTestId('claim-state')).toContainText('ร้านขอข้อมูลเพิ่มเติม');

  // The shopper answers.
  await page.goto(`/my/warranty/claim/${claimId}`);
  await expect(page.getByTestId('claim-state')).toContainText('ร้านขอข้อมูลเพิ่มเติม');
  await page.getByLabel('ข้อมูลเพิ่มเติมที่ร้านขอ').fill('แนบรูปดอกยางและแก้มด้านในแล้วครับ');
  await page.getByRole('button', { name: 'ส่งข้อมูลเพิ่มเติม' }).click();
  await expect(page.getByTestId('claim-state')).toContainText('รอร้านตรวจสอบ');

  // The shop accepts with a credit by tread: 6.0 of 8.0 mm left, shown before confirming.
  await page.goto(`/seller/warranty-claim/${claimId}`);
  await expect(page.getByTestId('claim-step')).toHaveCount(3);
  await page.getByRole('button', { name: 'อนุมัติเคลม' }).first().click();
  await page.getByLabel('ดอกยางใหม่ (มม.)').fill('8');
  await page.getByLabel('ดอกยางที่เหลือ (มม.)').fill('6');
  const preview = page.getByTestId('credit-preview');
  await expect(preview).toContainText('ส่วนลดที่ลูกค้าจะได้รับ');
  const amount = (await preview.textContent())?.match(/([\d,]+\.\d{2})/)?.[1] ?? '';
  expect(amount).not.toBe('');
  await screenshotBothWidths(page, 'seller-claim-detail');
  await page.getByTestId('claim-action-submit').click();
  await expect(page.getByText(`ให้ส่วนลดตามสัดส่วน ${amount} บาท?`)).toBeVisible();
  await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(page.getByTestId('claim-state')).toContainText('อนุมัติเคลม');

  // The shopper sees the decision, the credit and every step with its time.
  await page.goto(`/my/warranty/claim/${claimId}`);
  await expect(page.getByTestId('claim-state')).toContainText('อนุมัติเคลม');
  await expect(page.getByTestId('claim-state')).toContainText(`${amount} บาท`);
  await expect(page.getByTestId('claim-step')).toHaveCount(4);
  await screenshotBothWidths(page, 'my-warranty-claim');
});
