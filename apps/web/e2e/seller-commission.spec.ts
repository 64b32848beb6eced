import { expect, test } from '@playwright/test';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 32 item 3 in Chromium: the demo shop's owner finds the marketplace's commission tax
// invoices under /seller/income, opens one, reads the seller and buyer with their tax ids, the
// VAT and the total in Thai words, and prints it on one A4 page. The seed issued one per shop
// and finished month of its paid orders (decision 0141).

const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length;
function isA4(pdf: Buffer): boolean {
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  return Boolean(
    box && Math.abs(Number(box[1]) - 595) < 1.5 && Math.abs(Number(box[2]) - 842) < 1.5,
  );
}

test('a shop owner reads its commission tax invoice for a month and prints it on one A4 page @phone', async ({
  page,
}, info) => {
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/income');
  const section = page.getByTestId('commission-documents');
  await expect(section.getByRole('heading', { name: 'ใบกำกับภาษีค่าคอมมิชชัน' })).toBeVisible();
  const open = section.getByRole('link', { name: /ดู\/พิมพ์ใบกำกับภาษี CM25\d\d-\d{6}/ }).first();
  await expect(open).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `.tmp/commission-list-${info.project.name}.png`, fullPage: true });
  await open.click();

  const sheet = page.getByTestId('commission-invoice-sheet');
  await expect(
    page.getByRole('heading', { level: 1, name: 'ใบกำกับภาษี/ใบเสร็จรับเงิน' }),
  ).toBeVisible();
  await expect(sheet).toContainText(/เลขที่ CM25\d\d-\d{6}/);
  await expect(sheet).toContainText('บริษัท ยางดี มาร์เก็ตเพลส จำกัด');
  await expect(sheet).toContainText('เลขประจำตัวผู้เสียภาษี 0105569000011');
  await expect(sheet).toContainText('สำนักงานใหญ่');
  await expect(sheet).toContainText('ภาษีมูลค่าเพิ่ม 7%');
  await expect(page.getByTestId('commission-total-text')).toHaveText(/^\(.+(บาทถ้วน|สตางค์)\)$/);
  await page.screenshot({ path: `.tmp/commission-sheet-${info.project.name}.png`, fullPage: true });

  const print = page.getByRole('button', { name: 'พิมพ์' });
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdfPageCount(pdf)).toBe(1);
  expect(isA4(pdf)).toBe(true);
});
