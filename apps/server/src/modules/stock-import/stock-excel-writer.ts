import { PassThrough } from 'node:stream';
import { stockYearOptions } from '@yangdee/contracts/seller-stock';
import {
  columnLetter,
  DISPLAY_LABEL_HIDDEN,
  DISPLAY_LABEL_SHOWN,
  STOCK_HELP_SHEET_NAME,
  STOCK_IMPORT_COLUMNS,
  STOCK_IMPORT_MAX_ROWS,
  STOCK_SHEET_NAME,
  STOCK_STATUS_CELL_LABELS,
  stockImportHelpLines,
} from '@yangdee/contracts/stock-import';
import { STOCK_STATUS_LABEL_TH } from '@yangdee/contracts/stock-status';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { bangkokToday } from '../../lib/time';
import { attachmentDisposition, TEXT_FORMAT, textCell } from '../../lib/xlsx';
import { type ExportOffer, findOfferBatch } from './stock-import.repository';

// download-stock-excel (issue 16 item 2; decision 0093): the shop's offers as a streamed .xlsx.
// exceljs' streaming WorkbookWriter supports data validations (written when the sheet is
// committed), so the dropdowns need no in-memory workbook. Offers are read in keyset batches.
// Text from the catalogue is written as string cells with the Text format: a name beginning with
// = + - @ stays text and is never a formula.

const BATCH = 2_000;
const MONEY_FORMAT = '#,##0.00';
const COLUMN = Object.fromEntries(
  STOCK_IMPORT_COLUMNS.map((c, i) => [c.key, columnLetter(i + 1)]),
) as Record<(typeof STOCK_IMPORT_COLUMNS)[number]['key'], string>;

const STYLE_OF: Record<string, Partial<ExcelJS.Style>> = {
  text: { numFmt: TEXT_FORMAT },
  info: { numFmt: TEXT_FORMAT, font: { color: { argb: 'FF666666' } } },
  number: { numFmt: '0' },
  money: { numFmt: MONEY_FORMAT },
};
const styleKey: Record<string, string> = {
  id: 'number',
  productId: 'number',
  brand: 'info',
  model: 'info',
  size: 'info',
  year: 'number',
  price: 'money',
  priceDelivery: 'money',
  qty: 'number',
  status: 'text',
  display: 'text',
};

function cellsOf(o: ExportOffer): unknown[] {
  return [
    o.id,
    o.productId,
    textCell(o.brand),
    textCell(o.model),
    textCell(o.size),
    o.year,
    o.price / 100,
    o.priceDelivery === null ? null : o.priceDelivery / 100,
    o.qty,
    STOCK_STATUS_LABEL_TH[o.status as keyof typeof STOCK_STATUS_LABEL_TH] ?? '',
    o.display ? DISPLAY_LABEL_SHOWN : DISPLAY_LABEL_HIDDEN,
  ];
}

export function stockFileName(today: string) {
  const day = today.replaceAll('-', '');
  return { ascii: `yangdee-stock-${day}.xlsx`, thai: `สต็อกสินค้า-${day}.xlsx` };
}

/** Writes the workbook into the returned stream in the background. */
export function writeStockExcel(db: Db, storeId: number, log: FastifyBaseLogger) {
  const today = bangkokToday();
  const name = stockFileName(today);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'ยางดี (YangDee)';
  const sheet = workbook.addWorksheet(STOCK_SHEET_NAME, {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }],
  });
  const help = workbook.addWorksheet(STOCK_HELP_SHEET_NAME);
  sheet.columns = STOCK_IMPORT_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
  header.commit();
  const styles = STOCK_IMPORT_COLUMNS.map((c) => STYLE_OF[styleKey[c.key]]);

  const last = STOCK_IMPORT_MAX_ROWS + 1;
  // The streaming WorksheetWriter has data validations (exceljs 4.4); its typings omit them.
  const validations = (
    sheet as unknown as {
      dataValidations: { add(address: string, v: ExcelJS.DataValidation): void };
    }
  ).dataValidations;
  validations.add(`${COLUMN.status}2:${COLUMN.status}${last}`, {
    type: 'list',
    allowBlank: false,
    formulae: [`"${STOCK_STATUS_CELL_LABELS.join(',')}"`],
    showErrorMessage: true,
    errorTitle: 'สถานะไม่ถูกต้อง',
    error: 'กรุณาเลือกสถานะจากรายการ',
  });
  validations.add(`${COLUMN.display}2:${COLUMN.display}${last}`, {
    type: 'list',
    allowBlank: false,
    formulae: [`"${DISPLAY_LABEL_SHOWN},${DISPLAY_LABEL_HIDDEN}"`],
    showErrorMessage: true,
    errorTitle: 'การแสดงผลไม่ถูกต้อง',
    error: `กรุณาเลือก ${DISPLAY_LABEL_SHOWN} หรือ ${DISPLAY_LABEL_HIDDEN}`,
  });

  help.columns = [
    { header: 'คอลัมน์', key: 'column', width: 24 },
    { header: 'คำอธิบาย', key: 'text', width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  for (const [column, text] of stockImportHelpLines(stockYearOptions(today))) {
    help.addRow([column, text]).commit();
  }

  const run = async () => {
    let afterId = 0;
    for (;;) {
      const batch = await findOfferBatch(db, storeId, afterId, BATCH);
      for (const offer of batch) {
        const row = sheet.addRow(cellsOf(offer));
        for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i];
        row.commit();
      }
      if (stream.writableNeedDrain) await new Promise((r) => stream.once('drain', r));
      if (batch.length < BATCH) break;
      afterId = batch[batch.length - 1].id;
    }
    sheet.commit();
    help.commit();
    await workbook.commit();
  };
  run().catch((error) => {
    log.error({ err: error }, 'stock excel download failed');
    stream.destroy(error);
  });
  return { stream, disposition: attachmentDisposition(name.ascii, name.thai) };
}
