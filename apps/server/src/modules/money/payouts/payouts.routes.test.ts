import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../../../../test/income-fixtures';
import { operatorToken } from '../../../../test/operator-session';
import { outboxEntries } from '../../../../test/outbox-fixtures';
import {
  countRows,
  owedRefund,
  payoutShop,
  releasedOrder,
  staffWith,
  T0,
} from '../../../../test/payout-fixtures';
import { sellerPhone } from '../../../../test/seller-phone';
import { buildTestApp, testDatabases } from '../../../../test/test-databases';
import type { DatabaseHandle } from '../../../db/client';
import { incomeEntries } from '../../../db/schema/income';
import { payoutBatches, payoutLines, storePayoutAccounts } from '../../../db/schema/payouts';
import { booksBalance } from '../books/books';
import { buildPayoutBatch } from './payout-build.service';

// Payouts to shops (issue 32 items 2 and 6, decision 0140): the payout account behind the
// owner's code, batches built in crash-safe steps, one paid batch per entry under races, refunds
// recovered and negative balances carried, lines marked transferred once, statements read only
// with the accounting permission, and the old per-shop transfer refusing.

const DAY = 86_400_000;
const at = (days: number) => new Date(T0.getTime() + days * DAY);

describe.each(testDatabases())('payouts ($name)', ({ open }) => {
  let h: DatabaseHandle;
  let app: FastifyInstance;
  let phone: ReturnType<typeof sellerPhone>;

  const post = (url: string, payload: object, auth: string) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: { authorization: auth }, payload });
  const get = (url: string, auth: string) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: auth } });
  const build = (days: number, extra: Partial<Parameters<typeof buildPayoutBatch>[1]> = {}) =>
    buildPayoutBatch(h.db, {
      trigger: 'manual',
      cutoffAt: at(days),
      createdBy: 'test',
      now: at(days),
      ...extra,
    });
  const linesOf = (storeIds: number[]) =>
    h.db
      .select()
      .from(payoutLines)
      .where(inArray(payoutLines.storeId, storeIds))
      .orderBy(payoutLines.id);
  const claims = (entryIds: number[]) =>
    countRows(
      h.db,
      sql`select count(*)::int as n from payout_entries where entry_id in (${sql.join(
        entryIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );

  beforeAll(async () => {
    h = await open();
    app = await buildTestApp(h);
    phone = sellerPhone(app);
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  describe('the payout account', () => {
    it('the owner changes it with the code sent to their phone; told by SMS; shown masked to staff', async () => {
      const shop = await payoutShop(h.db, null);
      const auth = shop.owner.auth;
      const none = (await post('/seller/get-payout-account', {}, auth)).json();
      expect(none).toMatchObject({ hasAccount: false, isOwner: true });

      const sent = await post('/seller/request-payout-account-otp', {}, auth);
      expect(sent.statusCode, sent.body).toBe(200);
      const [message] = await phone.outbox(shop.tel);
      const account = { bankCode: '004', accountNumber: '123-4-56789-0', accountName: 'ร้านใหม่' };

      const wrong = await post(
        '/seller/save-payout-account',
        {
          ...account,
          otp: message.code === '000000' ? '111111' : '000000',
          otpToken: sent.json().token,
        },
        auth,
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toBe('รหัส OTP ไม่ถูกต้อง');
      expect(
        await h.db
          .select()
          .from(storePayoutAccounts)
          .where(eq(storePayoutAccounts.storeId, shop.owner.storeId)),
      ).toEqual([]);

      const ok = await post(
        '/seller/save-payout-account',
        { ...account, otp: message.code, otpToken: sent.json().token },
        auth,
      );
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({
        hasAccount: true,
        bankName: 'ธนาคารกสิกรไทย',
        accountNumber: '123-4-56789-0',
        accountNumberMasked: 'xxx-x-xx789-0',
      });
      const [notice] = await phone.outbox(shop.tel);
      expect(notice.text).toContain('บัญชีรับเงินของร้าน');
      expect(notice.text).toContain('xxx-x-xx789-0');
      expect(notice.text).not.toContain('1234567890');

      // The same code twice changes nothing.
      const replay = await post(
        '/seller/save-payout-account',
        { ...account, accountNumber: '9999999999', otp: message.code, otpToken: sent.json().token },
        auth,
      );
      expect(replay.statusCode).toBe(422);

      const accountant = await staffWith(h.db, shop.owner.storeId, ['manageAccounting']);
      const seen = (await post('/seller/get-payout-account', {}, accountant)).json();
      expect(seen).toMatchObject({ isOwner: false, accountNumber: null });
      expect(seen.accountNumberMasked).toBe('xxx-x-xx789-0');
      const refused = await post('/seller/request-payout-account-otp', {}, accountant);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('รายการนี้ทำได้เฉพาะเจ้าของร้านเท่านั้น');
      const cashier = await staffWith(h.db, shop.owner.storeId, ['manageOrder']);
      expect((await post('/seller/get-payout-account', {}, cashier)).statusCode).toBe(403);
    });

    it('a number of the wrong length for its bank gets a Thai message', async () => {
      const shop = await payoutShop(h.db, null);
      const res = await post(
        '/seller/save-payout-account',
        {
          bankCode: '030',
          accountNumber: '1234567890',
          accountName: 'ร้าน',
          otp: '123456',
          otpToken: 't',
        },
        shop.owner.auth,
      );
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toContain('เลขบัญชีของธนาคารนี้ต้องเป็นตัวเลข 12 หลัก');
    });
  });

  describe('building a batch', () => {
    it('pays each shop its released net; holds a shop without an account or with a new one', async () => {
      const paid = await payoutShop(h.db);
      const noAccount = await payoutShop(h.db, null);
      const changed = await payoutShop(h.db, at(40) /* 1 h before the batch below */);
      const a1 = await releasedOrder(h.db, paid.owner.storeId, paid.headOffer);
      const a2 = await releasedOrder(h.db, paid.owner.storeId, paid.headOffer, 5);
      const a3 = await releasedOrder(h.db, paid.branchId, paid.branchOffer);
      const b1 = await releasedOrder(h.db, noAccount.owner.storeId, noAccount.headOffer);
      const c1 = await releasedOrder(h.db, changed.owner.storeId, changed.headOffer);

      const batchId = await build(40 + 1 / 24);
      const [batch] = await h.db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
      expect(batch).toMatchObject({ status: 'ready', buildStep: 'done' });

      const lines = await linesOf([
        paid.owner.storeId,
        paid.branchId,
        noAccount.owner.storeId,
        changed.owner.storeId,
      ]);
      const by = (storeId: number) => lines.find((l) => l.storeId === storeId);
      expect(by(paid.owner.storeId)).toMatchObject({
        status: 'pending',
        entryCount: 2,
        amountSatang: a1.entry.netSatang + a2.entry.netSatang,
        grossSatang: a1.entry.grossSatang + a2.entry.grossSatang,
        accountNumber: '1234567890',
      });
      // A branch is paid to its head office's account.
      expect(by(paid.branchId)).toMatchObject({
        status: 'pending',
        amountSatang: a3.entry.netSatang,
        bankCode: '004',
      });
      expect(by(noAccount.owner.storeId)).toMatchObject({
        status: 'carried',
        holdReason: 'NO_ACCOUNT',
        amountSatang: b1.entry.netSatang,
      });
      expect(by(changed.owner.storeId)).toMatchObject({
        status: 'carried',
        holdReason: 'ACCOUNT_CHANGED',
        amountSatang: c1.entry.netSatang,
      });
      // Held lines let go of their entries: the next batch takes them.
      expect(await claims([b1.entry.id, c1.entry.id])).toBe(0);
      expect(await claims([a1.entry.id, a2.entry.id, a3.entry.id])).toBe(3);
      const total = await countRows(
        h.db,
        sql`select coalesce(sum(amount_satang), 0)::bigint as n from payout_lines
          where batch_id = ${batchId} and status = 'pending'`,
      );
      expect(batch.totalSatang).toBe(total);

      // A day later the changed account is no longer held; the paid shop has nothing new.
      const next = await build(42);
      const again = await h.db
        .select()
        .from(payoutLines)
        .where(and(eq(payoutLines.batchId, next)));
      expect(again.find((l) => l.storeId === changed.owner.storeId)).toMatchObject({
        status: 'pending',
        amountSatang: c1.entry.netSatang,
      });
      expect(again.find((l) => l.storeId === paid.owner.storeId)).toBeUndefined();
      expect(await claims([c1.entry.id])).toBe(1);
    });

    it('a crash between steps is continued by the next call without counting twice', async () => {
      const shop = await payoutShop(h.db);
      const e1 = await releasedOrder(h.db, shop.owner.storeId, shop.headOffer);
      const e2 = await releasedOrder(h.db, shop.branchId, shop.branchOffer);
      const crash = (step: string) => () => {
        throw new Error(`crash after ${step}`);
      };
      await expect(
        build(60, { afterStep: (step) => (step === 'opened' ? crash(step)() : undefined) }),
      ).rejects.toThrow('crash after opened');
      // The first chunk ends exactly at the head office; the crash comes right after it.
      const upToHead = await countRows(
        h.db,
        sql`select count(*)::int as n from stores where id <= ${shop.owner.storeId}`,
      );
      await expect(
        build(60, {
          chunkSize: upToHead,
          afterStep: (step) => (step === 'chunk' ? crash(step)() : undefined),
        }),
      ).rejects.toThrow('crash after chunk');
      const [half] = await h.db
        .select()
        .from(payoutBatches)
        .where(eq(payoutBatches.status, 'building'));
      expect(half.buildCursor).toBe(shop.owner.storeId);
      // A crash after the last chunk, before the totals.
      await expect(
        build(60, { afterStep: (step) => (step === 'totals' ? crash(step)() : undefined) }),
      ).rejects.toThrow('crash after totals');
      const batchId = await build(60);
      expect(batchId).toBe(half.id);
      const lines = await linesOf([shop.owner.storeId, shop.branchId]);
      expect(lines.map((l) => [l.storeId, l.entryCount, l.amountSatang])).toEqual([
        [shop.owner.storeId, 1, e1.entry.netSatang],
        [shop.branchId, 1, e2.entry.netSatang],
      ]);
      const [batch] = await h.db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
      expect(batch.status).toBe('ready');
      expect(batch.totalSatang).toBe(
        await countRows(
          h.db,
          sql`select coalesce(sum(amount_satang), 0)::bigint as n from payout_lines
            where batch_id = ${batchId} and status = 'pending'`,
        ),
      );
    });

    it('two builds at once put each entry in one line only', async () => {
      const shop = await payoutShop(h.db);
      const orders = [];
      for (let i = 0; i < 3; i++) {
        orders.push(await releasedOrder(h.db, shop.owner.storeId, shop.headOffer, i));
      }
      const [x, y] = await Promise.all([build(80, { chunkSize: 7 }), build(80, { chunkSize: 7 })]);
      const lines = await linesOf([shop.owner.storeId]);
      const live = lines.filter((l) => l.status === 'pending');
      expect(live).toHaveLength(1);
      expect(live[0].entryCount).toBe(3);
      expect([x, y]).toContain(live[0].batchId);
      expect(await claims(orders.map((o) => o.entry.id))).toBe(3);
    });
  });

  describe('refunds recovered and negative balances', () => {
    it('a refund of paid-out money is taken from the next payout; a negative balance waits', async () => {
      const shop = await payoutShop(h.db);
      const admin = `Bearer ${await operatorToken(app, 'finance')}`;
      const first = await releasedOrder(h.db, shop.owner.storeId, shop.headOffer);
      const b1 = await build(100);
      const [line1] = (await linesOf([shop.owner.storeId])).filter((l) => l.batchId === b1);
      const marked = await post(
        `/admin/payouts/${b1}/lines/${line1.id}/mark-transferred`,
        { bankReference: 'KB-1', transferDate: '2026-11-12' },
        admin,
      );
      expect(marked.statusCode, marked.body).toBe(200);

      const refund = first.entry.grossSatang;
      await owedRefund(h.db, first.orderId, refund);
      const second = await releasedOrder(h.db, shop.owner.storeId, shop.headOffer, 24 * 101);
      const b2 = await build(102);
      const [line2] = (await linesOf([shop.owner.storeId])).filter((l) => l.batchId === b2);
      expect(line2).toMatchObject({
        status: 'carried',
        holdReason: 'NOT_POSITIVE',
        refundsSatang: refund,
        amountSatang: second.entry.netSatang - refund,
      });

      const third = await releasedOrder(h.db, shop.owner.storeId, shop.headOffer, 24 * 103);
      const b3 = await build(104);
      const [line3] = (await linesOf([shop.owner.storeId])).filter((l) => l.batchId === b3);
      expect(line3).toMatchObject({
        status: 'pending',
        entryCount: 2,
        refundCount: 1,
        amountSatang: second.entry.netSatang + third.entry.netSatang - refund,
      });
      const statement = (
        await post('/seller/get-payout-statement', { lineId: line3.id }, shop.owner.auth)
      ).json();
      expect(statement.entries.map((e: { kind: string }) => e.kind).sort()).toEqual([
        'income',
        'income',
        'refund',
      ]);
      expect(statement.line.refundsRecovered).toBe(refund / 100);
    });

    it('money given back for a second payment of a paid-out order is not taken from the shop', async () => {
      const shop = await payoutShop(h.db);
      const admin = `Bearer ${await operatorToken(app, 'finance')}`;
      const first = await releasedOrder(h.db, shop.owner.storeId, shop.headOffer);
      const b1 = await build(110);
      const [line1] = (await linesOf([shop.owner.storeId])).filter((l) => l.batchId === b1);
      const marked = await post(
        `/admin/payouts/${b1}/lines/${line1.id}/mark-transferred`,
        { bankReference: 'KB-2', transferDate: '2026-11-20' },
        admin,
      );
      expect(marked.statusCode, marked.body).toBe(200);
      // The shopper paid the same order twice; the second payment goes back to them.
      await owedRefund(h.db, first.orderId, first.entry.grossSatang, 'DUPLICATE_PAYMENT');
      const second = await releasedOrder(h.db, shop.owner.storeId, shop.headOffer, 24 * 111);
      const b2 = await build(112);
      const [line2] = (await linesOf([shop.owner.storeId])).filter((l) => l.batchId === b2);
      expect(line2).toMatchObject({
        status: 'pending',
        refundsSatang: 0,
        amountSatang: second.entry.netSatang,
      });
    });
  });

  describe('marking transferred', () => {
    it('records the reference and date, moves the entries, tells the owner; a line is paid once', async () => {
      const shop = await payoutShop(h.db);
      const admin = `Bearer ${await operatorToken(app, 'finance')}`;
      const o = await releasedOrder(h.db, shop.owner.storeId, shop.headOffer);
      const batchId = await build(120);
      const [line] = await linesOf([shop.owner.storeId]);
      const url = `/admin/payouts/${batchId}/lines/${line.id}/mark-transferred`;
      const body = { bankReference: 'KBANK-7788', transferDate: '2026-12-01' };
      const [r1, r2] = await Promise.all([post(url, body, admin), post(url, body, admin)]);
      expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
      const [entry] = await h.db
        .select()
        .from(incomeEntries)
        .where(eq(incomeEntries.id, o.entry.id));
      expect(entry.transferStatus).toBe('TRANSFERRED');
      expect(entry.transferredAt?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
      const [after] = await linesOf([shop.owner.storeId]);
      expect(after).toMatchObject({ status: 'transferred', bankReference: 'KBANK-7788' });
      // The owner is told once (issue 35: one outbox row for the line, however many calls).
      const told = (await outboxEntries(h.db, { storeId: shop.owner.storeId })).filter(
        (m) => m.kind === 'payout_paid',
      );
      expect(told).toHaveLength(1);
      expect(told[0].text).toContain('KBANK-7788');
      // The books know a paid-out entry by its payout line, not by the old transfer batch.
      const books = await booksBalance(h.db, {
        from: new Date('2026-08-01T00:00:00Z'),
        to: new Date('2026-09-01T00:00:00Z'),
        storeId: shop.owner.storeId,
      });
      expect(books.broken.filter((row) => row.orderId === o.orderId)).toEqual([]);
      const again = await post(url, body, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('รายการนี้บันทึกว่าโอนแล้ว');
      // One audit row: the refused calls rolled back with their change.
      expect(
        await countRows(
          h.db,
          sql`select count(*)::int as n from operator_audit_log
            where action = 'payout.line_transferred' and target_id = ${String(line.id)}`,
        ),
      ).toBe(1);
    });

    it('a failed line lets its entries go to the next batch; the whole batch is marked at once', async () => {
      const shop = await payoutShop(h.db);
      const admin = `Bearer ${await operatorToken(app, 'finance')}`;
      const o = await releasedOrder(h.db, shop.owner.storeId, shop.headOffer);
      const b1 = await build(140);
      const [line] = await linesOf([shop.owner.storeId]);
      const failed = await post(
        `/admin/payouts/${b1}/lines/${line.id}/mark-failed`,
        { reason: 'บัญชีปิดแล้ว' },
        admin,
      );
      expect(failed.statusCode, failed.body).toBe(200);
      expect(await claims([o.entry.id])).toBe(0);
      const b2 = await build(141);
      const lines = await linesOf([shop.owner.storeId]);
      expect(lines.map((l) => l.status)).toEqual(['carried', 'pending']);
      const whole = await post(
        `/admin/payouts/${b2}/mark-transferred`,
        { bankReference: 'BULK-1', transferDate: '2026-12-20' },
        admin,
      );
      expect(whole.statusCode, whole.body).toBe(200);
      expect(whole.json().batchStatus).toBe('transferred');
      const again = await post(
        `/admin/payouts/${b2}/mark-transferred`,
        { bankReference: 'BULK-1', transferDate: '2026-12-20' },
        admin,
      );
      expect(again.statusCode).toBe(409);
    });

    it('the bank file lists the batch’s transfers with a closing total', async () => {
      const shop = await payoutShop(h.db);
      const admin = `Bearer ${await operatorToken(app, 'finance')}`;
      const o = await releasedOrder(h.db, shop.owner.storeId, shop.headOffer);
      const batchId = await build(160);
      const res = await get(`/admin/payouts/${batchId}/bank-file`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const rows = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(rows[0]).toContain('batch_reference');
      const mine = rows.find((r) => r.includes(`-${shop.owner.storeId},`));
      expect(mine).toContain('1234567890');
      expect(mine).toContain((o.entry.netSatang / 100).toFixed(2));
      expect(rows.at(-1)).toMatch(/^TOTAL,/);
    });
  });

  describe('who may', () => {
    it('statements: the shop’s accountant reads and downloads them; others cannot', async () => {
      const shop = await payoutShop(h.db);
      const other = await payoutShop(h.db);
      await releasedOrder(h.db, shop.owner.storeId, shop.headOffer);
      await build(180);
      const list = await post('/seller/get-payout-statements', {}, shop.owner.auth);
      expect(list.statusCode).toBe(200);
      const [line] = list.json().lines;
      expect(line).toMatchObject({ status: 'pending', accountNumberMasked: 'xxx-x-xx789-0' });
      const xlsx = await app.inject({
        method: 'POST',
        url: '/api/seller/export-payout-statement',
        headers: { authorization: shop.owner.auth },
        payload: { lineId: line.id },
      });
      expect(xlsx.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0].getRow(1).getCell(1).value).toBe('รายการ');

      const cashier = await staffWith(h.db, shop.owner.storeId, ['manageOrder']);
      expect((await post('/seller/get-payout-statements', {}, cashier)).statusCode).toBe(403);
      expect(
        (await post('/seller/get-payout-statement', { lineId: line.id }, cashier)).statusCode,
      ).toBe(403);
      const theirs = await post(
        '/seller/get-payout-statement',
        { lineId: line.id },
        other.owner.auth,
      );
      expect(theirs.statusCode).toBe(404);
    });

    it('the payouts console is the operators’: a shop’s token 401, an operator without payouts 403', async () => {
      const shop = await payoutShop(h.db);
      expect((await get('/admin/payouts', shop.owner.auth)).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/admin/payouts' })).statusCode).toBe(401);
      const support = `Bearer ${await operatorToken(app, 'support')}`;
      const refused = await post('/admin/payouts/build', {}, support);
      expect(refused.statusCode).toBe(403);
      const finance = `Bearer ${await operatorToken(app, 'finance')}`;
      const list = await get('/admin/payouts', finance);
      expect(list.statusCode).toBe(200);
      expect(Array.isArray(list.json().batches)).toBe(true);
    });

    it('the old per-shop transfer answers where payouts are made now', async () => {
      const shop = await payoutShop(h.db);
      const res = await post(
        '/seller/mark-income-transferred',
        { storeId: shop.owner.storeId, bankReference: 'X' },
        await adminAuth(h.db, shop.owner.storeId),
      );
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toContain('/admin/payouts');
    });
  });
});
