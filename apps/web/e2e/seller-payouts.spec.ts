import { expect, type Page, test } from '@playwright/test';
import { screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 32 item 2 (decision 0140): the operator builds a payout batch, downloads its bank file
// and marks it paid; the shop reads its statement on /seller/income; the owner changes the
// payout account with the code sent to their phone. In this order: the account change holds
// the shop's next payout for 24 h. The operator (finance1) works in the console /admin/payouts.

const OWNER_TEL = '0810000001';
const OPERATOR_KEY = 'operatorToken';

async function signInOperator(page: Page): Promise<string> {
  const response = await page.request.post('/api/admin/login', {
    data: { username: 'finance1', password: 'Finance123' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  if (page.url() === 'about:blank') await page.goto('/help/term');
  await page.evaluate((key) => localStorage.setItem(key[0], key[1]), [OPERATOR_KEY, token]);
  return token;
}

// Run once, at phone size (not tagged @phone): a second run would find the entries paid and
// the account changed by the first.
test('on a phone the operator builds a batch in the console, downloads its bank file and marks it paid', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signInOperator(page);
  await page.goto('/admin/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'รอบจ่ายเงินให้ร้านค้า' })).toBeVisible();
  await page.getByRole('button', { name: 'สร้างรอบจ่ายเงินตอนนี้' }).click();
  const batch = page.getByTestId('admin-payout-batch').first();
  await expect(batch).toContainText('รอโอน');
  await expect(batch.getByTestId('admin-payout-line').first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await batch.getByRole('button', { name: 'ดาวน์โหลดไฟล์โอนเงิน (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^PB\d{8}-\d{4}\.csv$/);
  const list = await page.request.get('/api/admin/payouts', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [latest] = (await list.json()).batches;
  const file = await page.request.get(`/api/admin/payouts/${latest.id}/bank-file`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (await file.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toContain('batch_reference');
  expect(rows.at(-1)).toMatch(/^TOTAL,/);
  await screenshotBothWidths(page, 'admin-payouts');

  // One shop's line can be recorded on its own; a failure needs its reason, else nothing changes.
  const line = batch.getByTestId('admin-payout-line').first();
  await line.getByRole('button', { name: 'บันทึกผลการโอนของร้านนี้' }).click();
  await line.getByRole('button', { name: 'บันทึกว่าโอนไม่สำเร็จ' }).click();
  await expect(line.getByRole('alert')).toHaveText('กรุณากรอกเหตุผลที่โอนไม่สำเร็จ');
  await expect(line).toContainText('รอโอน');
  await expect(line.getByTestId(/^payout-line-\d+-date$/)).toBeVisible();

  await batch.getByLabel('เลขอ้างอิงการโอนของธนาคาร').first().fill('KBANK-E2E-001');
  // The day is picked in the Buddhist era; it starts at today in Bangkok, which is kept.
  await expect(batch.getByTestId('payout-batch-date')).toHaveAccessibleName(
    /^วันที่โอน: \d{1,2}\/\d{1,2}\/25\d\d$/,
  );
  await batch.getByRole('button', { name: 'บันทึกว่าโอนครบทั้งรอบ' }).click();
  await expect(batch).toContainText('โอนครบแล้ว');
  // The owner is told through the outbox; the worker sends it within a moment (issue 35).
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?tel=${OWNER_TEL}`);
      return ((await res.json()) as { text: string }[]).some((m) =>
        m.text.includes('KBANK-E2E-001'),
      );
    })
    .toBe(true);
});

test('@phone the shop reads its statement on /seller/income, prints and downloads it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/income');
  await page.getByRole('tab', { name: 'ใบแจ้งยอดการโอนเงิน' }).click();
  await expect(page).toHaveURL(/tab=statements/);
  const card = page.getByTestId('payout-statement').filter({ hasText: 'KBANK-E2E-001' }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('โอนแล้ว');
  await expect(card.getByTestId('payout-statement-net')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await card.getByRole('button', { name: 'ดูรายการในใบแจ้งยอด' }).click();
  await expect(card.getByTestId('payout-statement-detail').locator('li').first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'ดาวน์โหลด Excel (.xlsx)' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^ใบแจ้งยอด-PB\d{8}-\d{4}\.xlsx$/);
  await waitForQuiet(page);
  await screenshotBothWidths(page, 'payout-statements');
});

test('on a phone the owner changes the payout account with the code sent to their phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/profile');
  const section = page.getByTestId('payout-account');
  await expect(section.getByTestId('payout-account-number')).toHaveText('xxx-x-xx789-0');
  await section.getByRole('button', { name: 'เปลี่ยนบัญชีรับเงิน' }).click();
  // The owner's own form shows the whole number.
  await expect(section.getByLabel('เลขที่บัญชี')).toHaveValue('123-4-56789-0');
  await section.getByLabel('ธนาคาร', { exact: true }).selectOption('014');
  await section.getByLabel('เลขที่บัญชี').fill('222-3-33444-5');
  await section.getByLabel('ชื่อบัญชี').fill('บจก. ยางดี ทดสอบ');
  // Without a code nothing is sent.
  await section.getByRole('button', { name: 'บันทึกบัญชีรับเงิน' }).click();
  await expect(section.getByText('กรุณากรอกรหัส OTP 6 หลัก')).toBeVisible();
  await section.getByRole('button', { name: 'ขอรหัส OTP' }).click();
  await expect(section.getByText('ส่งรหัสไปที่ 081-xxx-0001 แล้ว')).toBeVisible();
  const [latest] = (await (await page.request.get(`/api/dev/outbox?tel=${OWNER_TEL}`)).json()) as {
    code: string;
  }[];
  await section.getByLabel('รหัส OTP').fill(latest.code);
  await screenshotBothWidths(page, 'payout-account-form');
  await section.getByRole('button', { name: 'บันทึกบัญชีรับเงิน' }).click();
  await expect(section.getByRole('status')).toContainText('บันทึกบัญชีรับเงินแล้ว');
  await expect(section.getByTestId('payout-account-number')).toHaveText('xxx-x-xx444-5');
  await expect(section).toContainText('การโอนจะพักไว้ถึง');
  const [notice] = (await (await page.request.get(`/api/dev/outbox?tel=${OWNER_TEL}`)).json()) as {
    text: string;
  }[];
  expect(notice.text).toContain('xxx-x-xx444-5');
  await screenshotBothWidths(page, 'payout-account');
});
