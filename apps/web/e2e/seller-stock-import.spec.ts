import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousAxe, screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 16 item 2: seller1 downloads the stock file from /seller/product/import, edits it in a
// spreadsheet program (exceljs here: one price up 10 baht, one status to NOTSALE), uploads it
// through the page, sees the preview say exactly those two changes, applies, sees the result,
// and undoes it (the seeded stock is left as it was for the other journeys).

test('seller1 imports an edited stock file: preview, apply, undo', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/product/import');
  await expect(
    page.getByRole('heading', { level: 1, name: 'นำเข้าสินค้าจากไฟล์ Excel' }),
  ).toBeVisible();
  await waitForQuiet(page);

  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-stock').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^สต็อกสินค้า-\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.name).toBe('สต็อกสินค้า');
  const priced = sheet.getRow(2);
  const stopped = sheet.getRow(3);
  const oldPrice = Number(priced.getCell(7).value);
  priced.getCell(7).value = oldPrice + 10;
  const oldStatus = String(stopped.getCell(10).value);
  stopped.getCell(10).value = oldStatus === 'ยกเลิกการขาย' ? 'มีสินค้าพร้อมขาย' : 'ยกเลิกการขาย';
  const edited = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.getByTestId('stock-file').setInputFiles({
    name: 'สต็อกแก้ราคา.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: edited,
  });
  const job = page.getByTestId('import-job');
  await expect(job.getByTestId('job-status')).toHaveText('ตรวจแล้ว รอยืนยัน', { timeout: 30_000 });
  await expect(job.getByTestId('total-changed')).toHaveText('2');
  await expect(job.getByTestId('total-new')).toHaveText('0');
  await expect(job.getByTestId('total-error')).toHaveText('0');
  const rows = job.getByTestId('import-row');
  await expect(rows).toHaveCount(2);
  const baht = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 2 })} บาท`;
  await expect(rows.first()).toContainText(`ราคาติดตั้ง: ${baht(oldPrice)} → ${baht(oldPrice + 10)}`);
  await expect(rows.nth(1)).toContainText(`สถานะ: ${oldStatus} →`);
  await expectNoSeriousAxe(page, '/seller/product/import');
  await screenshotBothWidths(page, 'stock-import-preview');

  await page.getByTestId('apply-import').click();
  await expect(job.getByTestId('job-status')).toHaveText('นำเข้าแล้ว');
  await expect(page.getByRole('status')).toContainText(
    'นำเข้าเรียบร้อย: เพิ่มใหม่ 0 รายการ เปลี่ยนแปลง 2 รายการ',
  );
  await screenshotBothWidths(page, 'stock-import-applied');

  await page.getByTestId('undo-import').click();
  // Undo cannot be taken back: it is asked first.
  const confirmUndo = page.getByRole('alertdialog', { name: 'ย้อนกลับการนำเข้านี้?' });
  await expect(confirmUndo).toContainText('ยกเลิกการย้อนกลับไม่ได้');
  await confirmUndo.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(job.getByTestId('job-status')).toHaveText('ย้อนกลับแล้ว');
  await expect(page.getByRole('status')).toContainText('ย้อนกลับการนำเข้าเรียบร้อย');
  await expect(page.getByTestId('undo-import')).toHaveCount(0);
});
