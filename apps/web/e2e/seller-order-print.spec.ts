import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 15 items 6 and 7 in Chromium: the shop prints an order's receipt / tax invoice and its
// parcel cover sheet (blank layout, print CSS: one A4 page each, checked in a PDF Chromium
// prints), and downloads the filtered order list as an .xlsx from /seller/order/manage.
// The seeded delivery order YD2611150002 of demo store 2 asked for a tax invoice (IV2569000001).

const ORDER_NO = 'YD2611150002';

/** The platform admin, switched to demo store 2 (its owner sees store 2's orders). */
async function signInToStore2(page: Page): Promise<string> {
  const session = await signInSeller(page, DEMO_SELLERS.admin);
  const switched = await page.request.post('/api/seller/change-seller', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { sellerId: 2 },
  });
  expect(switched.ok(), await switched.text()).toBe(true);
  const next = await switched.json();
  await page.evaluate((s) => {
    localStorage.setItem('sellerTokenV2', s.token);
    localStorage.setItem('shopInfo', JSON.stringify(s.info));
    localStorage.setItem('shopAcl', JSON.stringify(s.acl));
  }, next);
  return next.token as string;
}

async function orderIdOf(page: Page, token: string, orderNo: string): Promise<number> {
  const list = await page.request.post('/api/seller/get-order', {
    headers: { authorization: `Bearer ${token}` },
    data: { page: 1, keyword: orderNo },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const { orderList } = await list.json();
  expect(orderList[0]?.orderNo).toBe(orderNo);
  return orderList[0].id as number;
}

/** Pages in a PDF Chromium printed (page objects, not the /Pages tree). */
const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length;
/** A4 is 595 × 842 points (Chromium writes 594.96 × 841.92). */
function isA4(pdf: Buffer): boolean {
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  return Boolean(
    box && Math.abs(Number(box[1]) - 595) < 1.5 && Math.abs(Number(box[2]) - 842) < 1.5,
  );
}

test('the receipt / tax invoice shows the shop’s tax details and prints on one A4 page', async ({
  page,
}) => {
  const token = await signInToStore2(page);
  const id = await orderIdOf(page, token, ORDER_NO);
  await page.goto(`/seller/order/receipt/${id}`);
  const sheet = page.getByTestId('receipt-sheet');
  await expect(
    page.getByRole('heading', { level: 1, name: 'ใบเสร็จรับเงิน/ใบกำกับภาษี' }),
  ).toBeVisible();
  await expect(sheet).toContainText('เลขที่ใบกำกับภาษี IV2569000001');
  await expect(sheet).toContainText(`เลขที่คำสั่งซื้อ ${ORDER_NO}`);
  await expect(sheet).toContainText('เลขประจำตัวผู้เสียภาษี');
  await expect(sheet).toContainText('บริษัท ใจดีขนส่ง จำกัด');
  await expect(sheet).toContainText('ภาษีมูลค่าเพิ่ม 7% (รวมในราคาแล้ว)');
  // Buddhist-era date of payment (15 November 2026 → 2569).
  await expect(sheet).toContainText('วันที่ 15/11/2569');
  const text = await sheet.textContent();
  expect(text).toContain(ORDER_NO);

  const print = page.getByRole('button', { name: 'พิมพ์' });
  await expect(print).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdfPageCount(pdf)).toBe(1);
  expect(isA4(pdf)).toBe(true);
});

test('the parcel cover sheet: receiver, sender, the order number in large type and as a barcode, one A4 page', async ({
  page,
}) => {
  const token = await signInToStore2(page);
  const id = await orderIdOf(page, token, ORDER_NO);
  await page.goto(`/seller/order/delivery-cover/${id}`);
  const sheet = page.getByTestId('delivery-cover-sheet');
  await expect(page.getByRole('heading', { level: 1, name: 'ใบปะหน้าพัสดุ' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'ผู้รับ' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'ผู้ส่ง' })).toBeVisible();
  await expect(page.getByTestId('cover-order-no')).toHaveText(ORDER_NO);
  await expect(sheet).toContainText('สินค้าในพัสดุ');
  await expect(sheet).toContainText(/\d+ เส้น/);
  const barcode = page.getByRole('img', { name: `บาร์โค้ดเลขที่คำสั่งซื้อ ${ORDER_NO}` });
  await expect(barcode).toBeVisible();
  // Start, 12 characters, check, stop: 15 symbols of 3 bars, the stop 4.
  expect(await barcode.locator('rect').count()).toBe(14 * 3 + 4);

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdfPageCount(pdf)).toBe(1);
  expect(isA4(pdf)).toBe(true);
});

test('the manage page exports the orders on screen as an .xlsx', async ({ page }) => {
  const token = await signInToStore2(page);
  // Hold the answer a moment, so the working state can be seen.
  await page.route('**/api/seller/export-order', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/seller/order/manage');
  const button = page.getByTestId('export-orders');
  await expect(button).toHaveText('ส่งออกเป็นไฟล์ Excel');
  const download = page.waitForEvent('download');
  await button.click();
  await expect(button).toHaveText('กำลังสร้างไฟล์...');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^คำสั่งซื้อ-ยางดี-25\d\d-\d\d-\d\d\.xlsx$/);
  await expect(button).toHaveText('ส่งออกเป็นไฟล์ Excel');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).getCell(1).value).toBe('เลขที่คำสั่งซื้อ');
  const numbers = new Set<unknown>();
  sheet.eachRow((row, n) => {
    if (n > 1) numbers.add(row.getCell(1).value);
  });
  const list = await page.request.post('/api/seller/get-order', {
    headers: { authorization: `Bearer ${token}` },
    data: { page: 1 },
  });
  const { orderList } = await list.json();
  expect([...numbers].sort()).toEqual(orderList.map((o: { orderNo: string }) => o.orderNo).sort());
});
