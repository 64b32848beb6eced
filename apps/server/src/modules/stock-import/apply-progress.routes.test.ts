import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartShop } from '../../../test/cart-fixtures';
import { createOwnedStore } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { memoryBoard, PROGRESS_STALE_SECONDS, tableBoard } from './apply-progress';
import { editWorkbook, importCalls } from './stock-import-fixtures';

// Issue 33 item 2: a stock import's apply progress is read by whichever server the page's poll
// reaches. On PostgreSQL the applying server writes it to a table beside its transaction; a
// second server (its own app on the same database) answers "applying, n of m" from it, stops
// believing a row a dead process left behind, and answers the applied job once it committed. On
// embedded PGlite (one process) the same poll is answered from memory.

const COL_PRICE = 7;

describe.each(testDatabases())('stock import progress across servers on $name', ({ open }) => {
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    first = await buildTestApp(database);
    second = await buildTestApp(database);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await database.close();
  });

  /** A shop with a previewed file of one changed price, ready to apply. */
  async function readyJob() {
    const cart = await createCartShop(database.db);
    const owner = await createOwnedStore(database.db, { storeId: cart.storeId });
    const calls = importCalls(first);
    const file = await editWorkbook(await calls.download(owner.auth), (_sheet, rowOf) => {
      rowOf(cart.offerId).getCell(COL_PRICE).value = 3650;
    });
    const preview = await calls.preview(file, owner.auth);
    expect(preview.job).toMatchObject({ status: 'ready', countChanged: 1 });
    return { storeId: cart.storeId, auth: owner.auth, job: preview.job };
  }

  const poll = (app: FastifyInstance, auth: string, jobId: number) =>
    app.inject({
      method: 'POST',
      url: '/api/seller/get-stock-import',
      payload: { jobId, page: 1 },
      headers: { authorization: auth },
    });

  it('the other server answers an apply running elsewhere as applying, with its progress', async () => {
    const { storeId, auth, job } = await readyJob();
    // What the applying server's board holds mid-transaction.
    const board =
      database.kind === 'postgres'
        ? tableBoard(database.db, (error) => {
            throw error;
          })
        : memoryBoard;
    await board.start(storeId, job, 40);
    await board.add(job.id, 25);
    try {
      const seen = await poll(second, auth, job.id);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().job).toMatchObject({
        id: job.id,
        status: 'applying',
        processedRows: 25,
        totalRows: 40,
        canApply: false,
      });
      // Never more than the total.
      await board.add(job.id, 100);
      expect((await poll(second, auth, job.id)).json().job.processedRows).toBe(40);
    } finally {
      await board.end(job.id);
    }
    expect((await poll(second, auth, job.id)).json().job.status).toBe('ready');
  });

  it('a real apply through one server leaves the other answering the applied job, and no progress behind', async () => {
    const { auth, job } = await readyJob();
    const applied = await first.inject({
      method: 'POST',
      url: '/api/seller/proceed-mass-stock-update',
      payload: { jobId: job.id },
      headers: { authorization: auth },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await poll(second, auth, job.id)).json().job).toMatchObject({ status: 'applied' });
    if (database.kind === 'postgres') {
      const left = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from stock_import_progress where job_id = ${job.id}`,
      );
      expect(Number(left.rows[0].n)).toBe(0);
    }
  });

  it('another shop cannot read the progress, and a row a dead process left is not believed', async () => {
    const { storeId, auth, job } = await readyJob();
    const stranger = await readyJob();
    if (database.kind !== 'postgres') {
      await memoryBoard.start(storeId, job, 10);
      try {
        const other = await poll(second, stranger.auth, job.id);
        expect(other.statusCode).toBe(404);
      } finally {
        await memoryBoard.end(job.id);
      }
      return;
    }
    const board = tableBoard(database.db, (error) => {
      throw error;
    });
    await board.start(storeId, job, 10);
    try {
      expect((await poll(second, stranger.auth, job.id)).statusCode).toBe(404);
      await database.db.execute(sql`
        update stock_import_progress
           set updated_at = now() - make_interval(secs => ${PROGRESS_STALE_SECONDS + 5})
         where job_id = ${job.id}`);
      expect((await poll(second, auth, job.id)).json().job.status).toBe('ready');
    } finally {
      await board.end(job.id);
    }
  });
});
