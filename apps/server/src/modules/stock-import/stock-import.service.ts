import { stockYearOptions } from '@yangdee/contracts/seller-stock';
import {
  type GetStockImportBody,
  GetStockImportBodySchema,
  STOCK_IMPORT_PAGE_SIZE,
  STOCK_IMPORT_RECENT_JOBS,
  type StockImportResponse,
  type UploadStockExcelResponse,
} from '@yangdee/contracts/stock-import';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import { memoryBoard, type ProgressBoard } from './apply-progress';
import { assertMayImport, releaseImportLock, takeImportLock } from './import-lock';
import { readStockSheet } from './stock-excel-reader';
import { toImportRow, toJob } from './stock-import.mapper';
import * as repo from './stock-import.repository';
import { PreviewBuilder } from './stock-import-preview';
import { parseSheetRow } from './stock-import-row';
import { checkXlsx } from './xlsx-guard';

// upload-stock-excel and get-stock-import (decisions 0093, 0094): the file is checked (size,
// zip, rows) before a cell is read, a job row is created, and the call answers at once with it;
// the rows are then read in the background, in this process, in batches of 1,000 whose verdicts
// are written together and whose count moves the job's progress. The page polls get-stock-import.

export const JOB_NOT_FOUND = 'ไม่พบรายการนำเข้านี้ของร้าน';
const READ_FAILED = 'อ่านไฟล์ไม่สำเร็จ กรุณาตรวจสอบว่าเป็นไฟล์ .xlsx ที่เปิดได้ แล้วลองใหม่';
const BATCH = 1_000;

/** Background reads still running (tests and shutdown wait on them). */
export const runningReads = new Set<Promise<void>>();

export async function uploadStockExcel(
  db: Db,
  seller: { storeId: number; sellerUserId: number | null },
  file: Buffer,
  fileName: string,
  log: FastifyBaseLogger,
): Promise<UploadStockExcelResponse> {
  await assertMayImport(db, seller.storeId);
  if (file.length === 0) throw new AppError('BAD_REQUEST', 'กรุณาเลือกไฟล์ Excel (.xlsx) ที่จะนำเข้า');
  const { dataRows } = await checkXlsx(file);
  // One import at a time per shop: held from here until the background reading ends.
  const lock = await takeImportLock(db, seller.storeId, 'read');
  let job: Awaited<ReturnType<typeof repo.insertJob>>;
  try {
    job = await repo.insertJob(db, {
      storeId: seller.storeId,
      sellerUserId: seller.sellerUserId,
      fileName: fileName.slice(0, 200),
      totalRows: dataRows,
    });
  } catch (error) {
    await releaseImportLock(db, lock);
    throw error;
  }
  const run = readJob(db, seller.storeId, job.id, file)
    .catch((error) => {
      log.error({ err: error, jobId: job.id }, 'stock import read failed');
    })
    .finally(() => releaseImportLock(db, lock));
  runningReads.add(run);
  void run.finally(() => runningReads.delete(run));
  return { job: toJob(job) };
}

async function readRows(db: Db, jobId: number, file: Buffer, preview: PreviewBuilder) {
  let batch = [];
  for await (const row of readStockSheet(file)) {
    batch.push(parseSheetRow(row));
    if (batch.length >= BATCH) {
      await repo.insertRows(db, await preview.judge(jobId, batch));
      batch = [];
      await repo.updateJob(db, jobId, { processedRows: preview.processed, ...preview.counts });
    }
  }
  await repo.insertRows(db, await preview.judge(jobId, batch));
}

async function readJob(db: Db, storeId: number, jobId: number, file: Buffer): Promise<void> {
  const years = stockYearOptions(bangkokToday());
  let preview = new PreviewBuilder(db, storeId, years);
  try {
    try {
      await readRows(db, jobId, file, preview);
    } catch (error) {
      // exceljs' WorkbookReader has failed a sound file now and then under load (seen twice in
      // ~20 test runs, not reproduced alone): a failure before any row was stored is read once
      // more from the bytes in memory; a file that is really wrong fails the same way again.
      if (preview.processed > 0) throw error;
      preview = new PreviewBuilder(db, storeId, years);
      await readRows(db, jobId, file, preview);
    }
    await repo.updateJob(db, jobId, {
      status: 'ready',
      processedRows: preview.processed,
      totalRows: preview.processed,
      ...preview.counts,
    });
  } catch (error) {
    const message = error instanceof AppError ? error.message : READ_FAILED;
    await repo.updateJob(db, jobId, { status: 'failed', errorMessage: message.slice(0, 300) });
    if (!(error instanceof AppError)) throw error;
  }
}

export async function getStockImport(
  db: Db,
  storeId: number,
  input: GetStockImportBody,
  board: ProgressBoard = memoryBoard,
): Promise<StockImportResponse> {
  const body = GetStockImportBodySchema.parse(input);
  if (body.jobId !== undefined) {
    // An apply in progress: answered from the progress board (its transaction holds the rows).
    const jobId = body.jobId;
    const applying = await board.of(
      storeId,
      async () => {
        const seen = await repo.findJob(db, storeId, jobId);
        return seen ? toJob(seen) : null;
      },
      jobId,
    );
    if (applying) return { job: applying, rows: [], totalPage: 0, recentJobs: [] };
  }
  const recentJobs = (await repo.findRecentJobs(db, storeId, STOCK_IMPORT_RECENT_JOBS)).map(toJob);
  if (body.jobId === undefined) return { job: null, rows: [], totalPage: 0, recentJobs };
  const job = await repo.findJob(db, storeId, body.jobId);
  if (!job) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  const page = await repo.findRowPage(
    db,
    job.id,
    body.kind,
    STOCK_IMPORT_PAGE_SIZE,
    (body.page - 1) * STOCK_IMPORT_PAGE_SIZE,
  );
  return {
    job: toJob(job),
    rows: page.rows.map(toImportRow),
    totalPage: Math.ceil(page.total / STOCK_IMPORT_PAGE_SIZE),
    recentJobs,
  };
}
