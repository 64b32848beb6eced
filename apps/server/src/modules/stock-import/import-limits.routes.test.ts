import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartShop } from '../../../test/cart-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { stockImportJobs, stockImportLocks } from '../../db/schema/stock-imports';
import { stores } from '../../db/schema/stores';
import { IMPORT_LOCK_LIFETIME_MS, releaseImportLock, takeImportLock } from './import-lock';
import { runningReads } from './stock-import.service';
import { importCalls, sheetZip } from './stock-import-fixtures';

// Uploads bounded by what they really are (issue 37 item 5), on both databases: one stock import
// at a time per shop (a second upload or apply while one runs is refused in Thai; racing takers
// end with one holder), a shop waiting for approval sets itself up but imports nothing (403
// Thai), and a workbook whose sheet hides from the central directory is refused before a job.

const BUSY = 'ร้านกำลังนำเข้าไฟล์สต็อกอีกรายการอยู่ กรุณารอให้เสร็จก่อนแล้วลองใหม่';
const PENDING = 'ร้านค้ายังรอการอนุมัติ จึงยังนำเข้าสต็อกไม่ได้ ระหว่างนี้ตั้งค่าร้านค้าได้ตามปกติ';

describe.each(testDatabases())('stock import limits on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let calls: ReturnType<typeof importCalls>;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    calls = importCalls(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const shop = async (): Promise<StoreOwner> => {
    const cart = await createCartShop(database.db);
    return createOwnedStore(database.db, { storeId: cart.storeId });
  };
  const jobsOf = (storeId: number) =>
    database.db.select().from(stockImportJobs).where(eq(stockImportJobs.storeId, storeId));

  it('a second upload or apply while an import runs is refused in Thai; once it ends, the next goes through', async () => {
    const owner = await shop();
    const running = await takeImportLock(database.db, owner.storeId, 'read');
    const upload = await calls.upload(sheetZip(3), owner.auth);
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toMatchObject({ code: 'IMPORT_BUSY', message: BUSY });
    const apply = await calls.post('proceed-mass-stock-update', { jobId: 1 }, owner.auth);
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toBe(BUSY);
    expect(await jobsOf(owner.storeId)).toHaveLength(0);

    await releaseImportLock(database.db, running);
    const next = await calls.upload(sheetZip(3), owner.auth);
    expect(next.statusCode, next.body).toBe(200);
    await Promise.all([...runningReads]);
    // The reading gave its lock back when it ended.
    const locks = await database.db
      .select()
      .from(stockImportLocks)
      .where(eq(stockImportLocks.storeId, owner.storeId));
    expect(locks).toEqual([]);
  });

  it('racing takers of one shop’s import: exactly one holds it; another shop is not held up', async () => {
    const owner = await shop();
    const other = await shop();
    const tries = await Promise.allSettled(
      Array.from({ length: 6 }, () => takeImportLock(database.db, owner.storeId, 'apply')),
    );
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
    expect(tries.filter((t) => t.status === 'rejected')).toHaveLength(5);
    const res = await calls.upload(sheetZip(2), other.auth);
    expect(res.statusCode, res.body).toBe(200);
    await Promise.all([...runningReads]);
  });

  it('a lock left by a process that died is taken over after its lifetime', async () => {
    const owner = await shop();
    await database.db.insert(stockImportLocks).values({
      storeId: owner.storeId,
      kind: 'read',
      startedAt: new Date(Date.now() - IMPORT_LOCK_LIFETIME_MS - 60_000),
    });
    const res = await calls.upload(sheetZip(2), owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    await Promise.all([...runningReads]);
  });

  it('a shop waiting for approval sets itself up but cannot import stock (403 Thai), nothing is written', async () => {
    const owner = await shop();
    await database.db
      .update(stores)
      .set({ approvalStatus: 'pending' })
      .where(eq(stores.id, owner.storeId));
    const setup = await calls.post(
      'save-holiday',
      { dateKey: '2099-01-02', title: 'หยุดปีใหม่' },
      owner.auth,
    );
    expect(setup.statusCode, setup.body).toBe(200);
    const upload = await calls.upload(sheetZip(3), owner.auth);
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toMatchObject({ code: 'STORE_NOT_APPROVED', message: PENDING });
    for (const body of [{ jobId: 1 }, { jobId: 1, undo: true }]) {
      const res = await calls.post('proceed-mass-stock-update', body, owner.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PENDING);
    }
    expect(await jobsOf(owner.storeId)).toHaveLength(0);
  });

  it('a workbook whose sheet is left out of the central directory is counted and refused before any job', async () => {
    const owner = await shop();
    const sheet = Buffer.alloc(60 * 1024 * 1024, 0x20);
    const file = sheetZip(3);
    // Append a hidden sheet after the central directory records (before the end record).
    const { deflateRawSync } = await import('node:zlib');
    const packed = deflateRawSync(sheet);
    const name = Buffer.from('xl/worksheets/sheet2.xml');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(sheet.length, 22);
    header.writeUInt16LE(name.length, 26);
    const endAt = file.length - 22;
    const hidden = Buffer.concat([
      file.subarray(0, endAt),
      header,
      name,
      packed,
      file.subarray(endAt),
    ]);
    const res = await calls.upload(hidden, owner.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/ใหญ่ผิดปกติ/);
    expect(await jobsOf(owner.storeId)).toHaveLength(0);
  });
});
