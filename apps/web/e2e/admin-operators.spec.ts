import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe, screenshotBothWidths } from './support/seller-screens';

// Issue 32 item 4 (decision 0144) on a 390 px phone: the owner operator1 adds a support operator,
// who signs in and sees only its own areas; operator1 switches it off and its open console is
// signed out on its next call; the audit log shows those actions in Thai. finance1 reads the
// month's commission documents (running the month's pass again issues nothing new) and the
// books, and has no operators menu. Names are new on every run, so runs never collide.

const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, path: string, username: string, password: string) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** The console's side menu links, opened as the drawer a phone shows. */
async function menuLinks(page: Page): Promise<string[]> {
  await page.setViewportSize(PHONE);
  const menu = page.getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' });
  if (!(await menu.isVisible())) await page.getByRole('button', { name: 'เมนู' }).click();
  await expect(menu).toBeVisible();
  return menu.getByRole('link').allInnerTexts();
}

async function newPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'th-TH' });
  return context.newPage();
}

test('the owner adds a support operator, who sees only its areas, then switches it off; the audit log says so in Thai', async ({
  page,
  browser,
}) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const username = `support_${suffix}`;
  const name = `สมชาย ทดสอบ ${suffix}`;

  await signIn(page, '/admin/operators', 'operator1', 'Operator123');
  await expect(page.getByRole('heading', { level: 1, name: 'จัดการผู้ดูแลระบบ' })).toBeVisible();
  const form = page.getByRole('region', { name: 'เพิ่มผู้ดูแลระบบ' });
  await form.getByLabel('ชื่อผู้ใช้', { exact: true }).fill(username);
  await form.getByLabel('ชื่อที่แสดง', { exact: true }).fill(name);
  await form.getByLabel('บทบาท', { exact: true }).selectOption({ label: 'ดูแลร้านค้า' });
  await form.getByLabel('รหัสผ่านแรกเข้า', { exact: true }).fill('Support987');
  await form.getByLabel('พิมพ์รหัสผ่านอีกครั้ง', { exact: true }).fill('Support988');
  await expect(form.getByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeVisible();
  await form.getByLabel('พิมพ์รหัสผ่านอีกครั้ง', { exact: true }).fill('Support987');
  await form.getByRole('button', { name: 'เพิ่มผู้ดูแลระบบ' }).click();
  await expect(page.getByRole('status').filter({ hasText: `เพิ่ม ${name} แล้ว` })).toBeVisible();
  const card = page.getByTestId('operator-card').filter({ hasText: username });
  await expect(card).toContainText('ดูแลร้านค้า');
  await expect(card).toContainText('ใช้งานอยู่');
  await expect(card).toContainText('ยังไม่เคยเข้าสู่ระบบ');
  await expectNoSeriousAxe(page, 'operators');
  await screenshotBothWidths(page, 'admin-operators');

  // The new operator signs in on its own phone and sees only its role's areas.
  const other = await newPhonePage(browser);
  await signIn(other, '/admin', username, 'Support987');
  await expect(other.getByTestId('admin-operator')).toContainText('ดูแลร้านค้า');
  const links = await menuLinks(other);
  expect(links).toEqual(expect.arrayContaining(['หน้าหลัก', 'บันทึกการทำงาน', 'คืนเงินลูกค้า']));
  for (const hidden of ['จัดการผู้ดูแลระบบ', 'ใบกำกับภาษีค่าคอมมิชชัน', 'ตรวจสมดุลบัญชี', 'รอบจ่ายเงิน']) {
    expect(links).not.toContain(hidden);
  }
  await other.goto('/admin/operators');
  await expect(other.getByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์ใช้งานส่วนนี้' })).toBeVisible();

  // The owner switches it off.
  await page.setViewportSize(PHONE);
  await page.reload();
  const target = page.getByTestId('operator-card').filter({ hasText: username });
  await expect(target).toContainText(/เข้าสู่ระบบล่าสุด \d+\/\d+\/25\d\d/);
  await target.getByRole('button', { name: 'จัดการ' }).click();
  await target.getByRole('button', { name: 'ปิดการใช้งาน' }).click();
  await expect(target.getByRole('status')).toHaveText(`ปิดการใช้งานบัญชี ${name} แล้ว`);
  await expect(target.getByText('ปิดการใช้งาน', { exact: true }).first()).toBeVisible();

  // Its open console is signed out on its next call, and it cannot sign in again.
  await menuLinks(other);
  await other
    .getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })
    .getByRole('link', { name: 'บันทึกการทำงาน' })
    .click();
  await expect(other).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Faudit/);
  await other.getByLabel('ชื่อผู้ใช้').fill(username);
  await other.getByLabel('รหัสผ่าน').fill('Support987');
  await other.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(other.getByText('บัญชีผู้ดูแลระบบนี้ถูกปิดการใช้งาน')).toBeVisible();
  await other.context().close();

  // The audit log shows each action in Thai, the code in its tooltip, filtered by action.
  await page.goto('/admin/audit');
  await page.getByLabel('รายการ', { exact: true }).selectOption({ label: 'ปิดการใช้งานผู้ดูแลระบบ' });
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  const newest = page.getByTestId('audit-cards').locator('li').first();
  await expect(newest).toContainText('ปิดการใช้งานผู้ดูแลระบบ');
  await expect(newest).toContainText('ปรีชา ดูแลระบบ');
  await expect(newest.getByText('ปิดการใช้งานผู้ดูแลระบบ')).toHaveAttribute('title', 'operator.disable');
  await page.getByLabel('รายการ', { exact: true }).selectOption({ label: 'เพิ่มผู้ดูแลระบบ' });
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page.getByTestId('audit-cards').locator('li').first()).toContainText(username);
  // By the new operator: its own sign-in.
  await page.getByLabel('รายการ', { exact: true }).selectOption({ label: 'ทุกรายการ' });
  await page.getByLabel('ผู้ดูแลระบบ', { exact: true }).selectOption({ label: name });
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  const own = page.getByTestId('audit-cards').locator('li');
  await expect(own).toHaveCount(1);
  await expect(own.first()).toContainText('เข้าสู่ระบบ');
  await expectNoSeriousAxe(page, 'audit log in Thai');
  await screenshotBothWidths(page, 'admin-audit-thai');
});

test('finance1 reads the month’s commission documents and the books, and has no operators menu', async ({
  page,
}) => {
  test.slow();
  await signIn(page, '/admin/commission', 'finance1', 'Finance123');
  await expect(page.getByRole('heading', { level: 1, name: 'ใบกำกับภาษีค่าคอมมิชชัน' })).toBeVisible();
  const links = await menuLinks(page);
  expect(links).toEqual(expect.arrayContaining(['ใบกำกับภาษีค่าคอมมิชชัน', 'ตรวจสมดุลบัญชี']));
  expect(links).not.toContain('จัดการผู้ดูแลระบบ');
  await page.getByRole('button', { name: 'ปิดเมนู' }).click();

  // October 2569 (2026): the seed's paid orders, whose documents the seed issued.
  await page.getByRole('combobox', { name: 'เดือน', exact: true }).selectOption({ label: 'ตุลาคม' });
  await page.getByRole('combobox', { name: 'ปี พ.ศ.' }).selectOption({ label: '2569' });
  await expect(page).toHaveURL(/month=2026-10/);
  await expect(page.getByRole('heading', { name: 'เอกสารเดือนตุลาคม 2569' })).toBeVisible();
  const cards = page.getByTestId('commission-cards').locator('li');
  await expect(cards.first()).toContainText(/เลขที่ CM25\d\d-\d{6}/);
  await expect(cards.first()).toContainText(
    /ยอดรวม [\d,]+\.\d{2} บาท · ภาษีมูลค่าเพิ่ม [\d,]+\.\d{2} บาท/,
  );
  const count = await cards.count();

  // Running the month's pass by hand, twice: the second run issues nothing new.
  const run = page.getByRole('button', { name: 'ออกเอกสารเดือนตุลาคม 2569' });
  await run.click();
  await expect(page.getByTestId('commission-run-result')).toBeVisible();
  await run.click();
  await expect(page.getByTestId('commission-run-result')).toHaveText(
    /^ไม่มีเอกสารใหม่: ทุกร้านที่มียอดในเดือนนี้มีเอกสารครบแล้ว \(\d+ ฉบับ\)/,
  );
  await expect(cards).toHaveCount(count);
  await expectNoSeriousAxe(page, 'commission documents');
  await screenshotBothWidths(page, 'admin-commission');

  // A document's printable page: the shop's own A4 sheet.
  await page.setViewportSize(PHONE);
  await cards
    .first()
    .getByRole('link', { name: /ดูและพิมพ์/ })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'ใบกำกับภาษี/ใบเสร็จรับเงิน' }),
  ).toBeVisible();
  await expect(page.getByTestId('commission-invoice-sheet')).toContainText(/เลขที่ CM25\d\d-\d{6}/);
  await expectNoSeriousAxe(page, 'commission print page');
  await page.getByRole('link', { name: 'กลับไปรายการเอกสาร' }).click();
  await expect(page).toHaveURL(/\/admin\/commission\?month=2026-10$/);

  // The books from August to November 2569, every line in baht to the satang.
  await page.goto('/admin/books');
  await expect(page.getByRole('heading', { level: 1, name: 'ตรวจสมดุลบัญชี' })).toBeVisible();
  await page.getByRole('combobox', { name: 'เดือนเริ่ม' }).selectOption({ label: 'สิงหาคม' });
  await page.getByRole('combobox', { name: 'ปีเริ่ม (พ.ศ.)' }).selectOption({ label: '2569' });
  await page.getByRole('combobox', { name: 'เดือนสุดท้าย' }).selectOption({ label: 'พฤศจิกายน' });
  await page.getByRole('combobox', { name: 'ปีสุดท้าย (พ.ศ.)' }).selectOption({ label: '2569' });
  await page.getByRole('button', { name: 'แสดงยอด' }).click();
  await expect(page).toHaveURL(/from=2026-08&to=2026-11/);
  const total = page.getByTestId('books-total');
  await expect(total.getByRole('heading')).toHaveText('สิงหาคม 2569 ถึง พฤศจิกายน 2569 · ทุกร้าน');
  for (const line of [
    'เงินรับเข้า',
    'คืนเงินผู้ซื้อ',
    'โอนให้ร้านแล้ว',
    'ค่าคอมมิชชัน',
    'ค่าธรรมเนียมรับชำระเงิน',
    'เงินที่ยังถือไว้',
  ]) {
    const term = page.getByRole('term').filter({ hasText: new RegExp(`^${line}$`) });
    const row = total.locator('dl > div').filter({ has: term });
    await expect(row.getByRole('definition')).toHaveText(/^[\d,]+\.\d{2} บาท$/);
  }
  await expect(page.getByTestId('books-verdict')).toHaveText('สมดุล: เงินรับเข้าเท่ากับผลรวมทุกรายการพอดี');
  await expect(page.getByTestId('books-month-cards').locator('li').first()).toBeVisible();
  await expectNoSeriousAxe(page, 'books');
  await screenshotBothWidths(page, 'admin-books');

  // No operators area for finance.
  await page.setViewportSize(PHONE);
  await page.goto('/admin/operators');
  await expect(page.getByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์ใช้งานส่วนนี้' })).toBeVisible();
});
