import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { operatorAuditLog } from '../src/db/schema/operators';
import { refundBatchLines } from '../src/db/schema/refund-batches';
import { paymentRefunds } from '../src/db/schema/refunds';
import {
  refundPaymentsThroughProvider,
  refundThroughProvider,
  runRefundPass,
} from '../src/modules/money/refunds/provider-refunds';
import {
  buildRefundBatch,
  markRefundLine,
  refundsPaidForShop,
} from '../src/modules/money/refunds/refund-batches.service';
import { operatorToken } from './operator-session';
import { outboxEntries } from './outbox-fixtures';
import {
  owedRefund,
  PENDING,
  REFUNDED,
  REFUSED,
  refundingProvider,
  refundRow,
} from './refund-fixtures';
import { createCustomer } from './test-customers';
import { buildTestApp, testDatabases } from './test-databases';
import { DEMO_SELLERS, signInSeller } from './test-sellers';

// Refunds reach the shopper (issue 32 item 1, docs/decisions/0139), on both databases: every
// transition of the refund's table through its one owner, the shopper's destination (own orders
// only), the provider pass (claimed before the call: one call however many passes), refund
// batches (a refund in one open batch only) and their lines marked once.

const NOW = new Date('2026-11-28T03:00:00Z');
const PROMPTPAY = { kind: 'promptpay', promptPayId: '0812345678', accountName: 'สมชาย ใจดี' };

describe.each(testDatabases())('refunds on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  let owner: string;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    admin = `Bearer ${await operatorToken(app, 'finance')}`;
    // The marketplace's admin seller is not an operator (decision 0142).
    owner = (await signInSeller(app, DEMO_SELLERS.admin)).auth;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const db = () => database.db;
  const giveDetails = (auth: string, orderNo: string, destination: object = PROMPTPAY) =>
    app.inject({
      method: 'POST',
      url: '/api/user/refund-destination',
      headers: { authorization: auth },
      payload: { orderNo, destination },
    });
  const adminCall = (method: 'GET' | 'POST', url: string, payload?: object, auth = admin) =>
    app.inject({
      method,
      url: `/api/admin/refunds${url}`,
      headers: { authorization: auth },
      payload,
    });
  /** The shopper's messages about the order's refund, as the outbox holds them. */
  const refundMessages = async (orderId: number) =>
    (await outboxEntries(db(), { orderId })).filter((m) => m.kind.startsWith('refund_'));
  /** Takes every ready refund out of the way (batched), so a test's batch holds only its own. */
  const clearReady = async () => {
    await buildRefundBatch(db(), { name: 'test' }, NOW).catch(() => null);
  };

  describe('the shopper gives where the money goes', () => {
    it('a PromptPay number on the own order makes the refund ready; the card shows it masked', async () => {
      const r = await owedRefund(db(), 'scanQR');
      const res = await giveDetails(r.customer.auth, r.orderNo);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('บันทึกบัญชีรับเงินคืนเรียบร้อยแล้ว');
      const row = await refundRow(db(), r.refundId);
      expect(row).toMatchObject({ status: 'ready', destination: PROMPTPAY });
      const history = await app.inject({
        method: 'POST',
        url: '/api/v2/user/order-history',
        headers: { authorization: r.customer.auth },
        payload: { tab: 'cancel' },
      });
      const card = history.json().items.find((i: { orderNo: string }) => i.orderNo === r.orderNo);
      expect(card.refund).toMatchObject({
        step: 'ready',
        destination: 'พร้อมเพย์ xxxxxx5678',
        canGiveDetails: true,
        needsDetails: false,
      });
    });

    it('a national ID with a wrong check digit is refused in Thai and changes nothing', async () => {
      const r = await owedRefund(db(), 'internetBanking');
      const before = await refundRow(db(), r.refundId);
      const res = await giveDetails(r.customer.auth, r.orderNo, {
        ...PROMPTPAY,
        promptPayId: '1103702345671',
      });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('เลขประจำตัวประชาชนไม่ถูกต้อง');
      expect(await refundRow(db(), r.refundId)).toEqual(before);
    });

    it('a bank account of the wrong length for its bank is refused', async () => {
      const r = await owedRefund(db(), 'installment1');
      const res = await giveDetails(r.customer.auth, r.orderNo, {
        kind: 'account',
        bankCode: '030',
        accountNumber: '1234567890',
        accountName: 'สมชาย ใจดี',
      });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('เลขบัญชีของธนาคารนี้ต้องเป็นตัวเลข 12 หลัก');
      expect((await refundRow(db(), r.refundId)).status).toBe('owed');
    });

    it("another customer's order is not found and nothing changes; signed out is 401", async () => {
      const r = await owedRefund(db(), 'scanQR');
      const other = await createCustomer(db());
      const before = await refundRow(db(), r.refundId);
      const res = await giveDetails(other.auth, r.orderNo);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('ไม่พบคำสั่งซื้อนี้');
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/user/refund-destination',
        payload: { orderNo: r.orderNo, destination: PROMPTPAY },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await refundRow(db(), r.refundId)).toEqual(before);
    });

    it('a card refund goes back through the provider: no account is asked for', async () => {
      const r = await owedRefund(db(), 'card');
      const res = await giveDetails(r.customer.auth, r.orderNo);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('เงินคืนนี้จะคืนเข้าบัตรที่ใช้ชำระ ไม่ต้องระบุบัญชี');
      expect((await refundRow(db(), r.refundId)).status).toBe('owed');
    });

    it('can be changed while ready, and not once the refund is in a batch', async () => {
      await clearReady();
      const r = await owedRefund(db(), 'scanQR');
      expect((await giveDetails(r.customer.auth, r.orderNo)).statusCode).toBe(200);
      const account = {
        kind: 'account',
        bankCode: '004',
        accountNumber: '123-4-56789-0',
        accountName: 'สมชาย ใจดี',
      };
      expect((await giveDetails(r.customer.auth, r.orderNo, account)).statusCode).toBe(200);
      expect((await refundRow(db(), r.refundId)).destination).toMatchObject({
        kind: 'account',
        accountNumber: '1234567890',
      });
      await buildRefundBatch(db(), { name: 'test' }, NOW);
      const late = await giveDetails(r.customer.auth, r.orderNo);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toContain('ไม่สามารถเปลี่ยนบัญชีรับเงินคืนได้');
      expect((await refundRow(db(), r.refundId)).status).toBe('in_batch');
    });
  });

  describe('the refund pass', () => {
    it('asks the shopper of a transfer refund for the destination, once', async () => {
      const r = await owedRefund(db(), 'scanQR');
      const { provider } = refundingProvider(() => REFUNDED);
      await runRefundPass(db(), provider, { now: NOW, orderIds: [r.orderId] });
      await runRefundPass(db(), provider, { now: NOW, orderIds: [r.orderId] });
      expect((await refundRow(db(), r.refundId)).status).toBe('awaiting_details');
      expect(await refundMessages(r.orderId)).toHaveLength(1);
      expect((await refundMessages(r.orderId))[0].text).toContain('กรุณาระบุพร้อมเพย์หรือบัญชีรับเงินคืน');
      expect((await refundMessages(r.orderId))[0].text).toContain(r.orderNo);
      // Awaiting details, the shopper gives them.
      expect((await giveDetails(r.customer.auth, r.orderNo)).statusCode).toBe(200);
      expect((await refundRow(db(), r.refundId)).status).toBe('ready');
      await clearReady();
    });

    it('refunds a card through the provider and tells the shopper', async () => {
      const r = await owedRefund(db(), 'card');
      const { provider, calls } = refundingProvider(() => REFUNDED);
      const result = await runRefundPass(db(), provider, { now: NOW, orderIds: [r.orderId] });
      expect(result.refunded).toBe(1);
      expect(calls.get(r.referenceNo)).toBe(1);
      expect(await refundRow(db(), r.refundId)).toMatchObject({
        status: 'refunded',
        providerResultCode: '00',
        refundedAt: NOW,
      });
      expect((await refundMessages(r.orderId)).map((s) => s.text).join()).toContain(
        'คืนเงิน 8,000 บาท',
      );
    });

    it('two passes at once call the provider once per refund', async () => {
      const r = await owedRefund(db(), 'card');
      const { provider, calls } = refundingProvider(() => REFUNDED, 100);
      const options = { now: NOW, orderIds: [r.orderId] };
      await Promise.all([
        runRefundPass(db(), provider, options),
        runRefundPass(db(), provider, options),
        refundThroughProvider(db(), provider, r.refundId, options),
      ]);
      expect(calls.get(r.referenceNo)).toBe(1);
      expect((await refundRow(db(), r.refundId)).status).toBe('refunded');
    });

    it('a pending answer is asked again only after the retry time, then recorded refunded', async () => {
      const r = await owedRefund(db(), 'card');
      let answer = PENDING;
      const { provider, calls } = refundingProvider(() => answer);
      const options = { retryAfterMs: 60_000, orderIds: [r.orderId] };
      expect((await runRefundPass(db(), provider, { ...options, now: NOW })).pending).toBe(1);
      expect(await refundRow(db(), r.refundId)).toMatchObject({
        status: 'refunding',
        providerResultCode: '06',
      });
      const soon = new Date(NOW.getTime() + 30_000);
      await runRefundPass(db(), provider, { ...options, now: soon });
      expect(calls.get(r.referenceNo)).toBe(1);
      answer = REFUNDED;
      const later = new Date(NOW.getTime() + 61_000);
      await runRefundPass(db(), provider, { ...options, now: later });
      expect(calls.get(r.referenceNo)).toBe(2);
      expect((await refundRow(db(), r.refundId)).status).toBe('refunded');
    });

    it('a refused card refund asks the shopper for an account, with the reason', async () => {
      const r = await owedRefund(db(), 'card');
      const { provider } = refundingProvider(() => REFUSED);
      expect(
        (await runRefundPass(db(), provider, { now: NOW, orderIds: [r.orderId] })).failed,
      ).toBe(1);
      expect(await refundRow(db(), r.refundId)).toMatchObject({
        status: 'awaiting_details',
        route: 'transfer',
        providerResultCode: '12',
        failureReason: 'ผู้ให้บริการชำระเงินคืนเงินเข้าบัตรไม่สำเร็จ (รหัส 12)',
      });
      expect((await refundMessages(r.orderId))[0].text).toContain('กรุณาระบุพร้อมเพย์หรือบัญชีรับเงินคืน');
      expect((await giveDetails(r.customer.auth, r.orderNo)).statusCode).toBe(200);
      await clearReady();
    });

    it('an unreachable provider leaves the refund owed for the next pass', async () => {
      const r = await owedRefund(db(), 'card');
      const { provider } = refundingProvider(() => new Error('down'));
      await runRefundPass(db(), provider, { now: NOW, orderIds: [r.orderId] });
      expect(await refundRow(db(), r.refundId)).toMatchObject({ status: 'owed', attemptKey: null });
    });

    it('a claim left by a pass that stopped half-way is taken over after the retry time', async () => {
      const r = await owedRefund(db(), 'card');
      // A pass claimed it and stopped before recording (the provider had given the money back).
      await db()
        .update(paymentRefunds)
        .set({ status: 'refunding', attemptKey: 'crashed', claimedAt: NOW })
        .where(eq(paymentRefunds.id, r.refundId));
      const already = { isRefunded: true, resultCode: '04', resultMessage: 'Already refunded.' };
      const { provider, calls } = refundingProvider(() => already);
      const options = { retryAfterMs: 60_000, orderIds: [r.orderId] };
      await runRefundPass(db(), provider, { ...options, now: NOW });
      expect(calls.get(r.referenceNo)).toBeUndefined();
      await runRefundPass(db(), provider, { ...options, now: new Date(NOW.getTime() + 61_000) });
      expect(await refundRow(db(), r.refundId)).toMatchObject({
        status: 'refunded',
        providerResultCode: '04',
      });
    });

    it('a payment callback after the refund gives nothing back again', async () => {
      const r = await owedRefund(db(), 'card');
      const { provider, calls } = refundingProvider(() => REFUNDED);
      await refundThroughProvider(db(), provider, r.refundId, { now: NOW });
      const [row] = await db()
        .select({ paymentId: paymentRefunds.paymentId })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.id, r.refundId));
      // The settlement's "give back at once" for the same payment, as a repeated callback runs it.
      expect(await refundPaymentsThroughProvider(db(), provider, [row.paymentId])).toBe(0);
      expect(calls.get(r.referenceNo)).toBe(1);
    });
  });

  describe('refund batches', () => {
    it('the operator builds a batch, downloads its file and marks a line refunded; the shopper sees it', async () => {
      await clearReady();
      const r = await owedRefund(db(), 'scanQR');
      await giveDetails(r.customer.auth, r.orderNo);
      const queue = await adminCall('GET', '?step=ready');
      expect(queue.statusCode).toBe(200);
      expect(queue.json().refunds.map((x: { id: number }) => x.id)).toContain(r.refundId);
      const built = await adminCall('POST', '/batches');
      expect(built.statusCode).toBe(200);
      const batch = built.json();
      expect(batch.reference).toMatch(/^RB\d{8}\d{4,}$/);
      const [logged] = await db()
        .select()
        .from(operatorAuditLog)
        .where(eq(operatorAuditLog.action, 'refund.batch'))
        .orderBy(desc(operatorAuditLog.id))
        .limit(1);
      expect(logged).toMatchObject({ targetType: 'refund_batch', targetId: String(batch.id) });
      expect((await refundRow(db(), r.refundId)).status).toBe('in_batch');
      const file = await adminCall('GET', `/batches/${batch.id}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('text/csv');
      expect(file.body).toContain(`RF${r.refundId},promptpay,,,0812345678,สมชาย ใจดี,8000.00`);
      expect(file.body).toContain('TOTAL');
      const mark = await adminCall('POST', `/batches/${batch.id}/lines/${r.refundId}`, {
        outcome: 'refunded',
        bankReference: 'KB20261128001',
        refundedOn: '2026-11-28',
      });
      expect(mark.statusCode).toBe(200);
      expect(mark.json()).toMatchObject({ outcome: 'refunded', changed: true });
      expect(await refundRow(db(), r.refundId)).toMatchObject({
        status: 'refunded',
        bankReference: 'KB20261128001',
      });
      const history = await app.inject({
        method: 'POST',
        url: '/api/v2/user/order-history',
        headers: { authorization: r.customer.auth },
        payload: { tab: 'cancel' },
      });
      const card = history.json().items.find((i: { orderNo: string }) => i.orderNo === r.orderNo);
      expect(card.refund).toMatchObject({
        status: 'refunded',
        stepText: 'คืนเงินแล้ว',
        bankReference: 'KB20261128001',
      });
      // Marked again the same way: answered, nothing changes; another way: refused.
      const again = await adminCall('POST', `/batches/${batch.id}/lines/${r.refundId}`, {
        outcome: 'refunded',
        bankReference: 'KB20261128001',
        refundedOn: '2026-11-28',
      });
      expect(again.json()).toMatchObject({ changed: false });
      const other = await adminCall('POST', `/batches/${batch.id}/lines/${r.refundId}`, {
        outcome: 'failed',
        reason: 'บัญชีปิดแล้ว',
      });
      expect(other.statusCode).toBe(409);
      expect((await refundRow(db(), r.refundId)).status).toBe('refunded');
      // The shop reads the step on its order detail.
      const list = await refundsPaidForShop(db(), 1, {
        from: new Date('2026-11-27T17:00:00Z'),
        to: new Date('2026-11-28T17:00:00Z'),
      });
      expect(list).toContainEqual(
        expect.objectContaining({
          refundId: r.refundId,
          orderNo: r.orderNo,
          amountSatang: 800_000,
        }),
      );
    });

    it('a failed line sends the refund back to awaiting details and asks the shopper again', async () => {
      await clearReady();
      const r = await owedRefund(db(), 'scanQR');
      await giveDetails(r.customer.auth, r.orderNo);
      const batch = await buildRefundBatch(db(), { name: 'test' }, NOW);
      await markRefundLine(
        db(),
        { name: 'test' },
        { batchId: batch.id, refundId: r.refundId, outcome: 'failed', reason: 'ชื่อบัญชีไม่ตรง' },
        NOW,
      );
      expect(await refundRow(db(), r.refundId)).toMatchObject({
        status: 'awaiting_details',
        destination: null,
        failureReason: 'ชื่อบัญชีไม่ตรง',
      });
      expect((await refundMessages(r.orderId))[0].text).toContain('ไม่สำเร็จ (ชื่อบัญชีไม่ตรง)');
      // Given again, it goes into a new batch.
      expect((await giveDetails(r.customer.auth, r.orderNo)).statusCode).toBe(200);
      const next = await buildRefundBatch(db(), { name: 'test' }, NOW);
      expect(next.id).not.toBe(batch.id);
      expect((await refundRow(db(), r.refundId)).status).toBe('in_batch');
    });

    it('two batches built at once never share a refund', async () => {
      await clearReady();
      const a = await owedRefund(db(), 'scanQR');
      const b = await owedRefund(db(), 'scanQR');
      await giveDetails(a.customer.auth, a.orderNo);
      await giveDetails(b.customer.auth, b.orderNo);
      const built = await Promise.allSettled([
        buildRefundBatch(db(), { name: 'one' }, NOW),
        buildRefundBatch(db(), { name: 'two' }, NOW),
      ]);
      expect(built.some((x) => x.status === 'fulfilled')).toBe(true);
      const lines = await db()
        .select()
        .from(refundBatchLines)
        .where(inArray(refundBatchLines.refundId, [a.refundId, b.refundId]));
      expect(lines.map((l) => l.refundId).sort()).toEqual([a.refundId, b.refundId].sort());
      // The constraint: a second open line for the same refund is refused.
      await expect(
        db().insert(refundBatchLines).values({
          batchId: lines[0].batchId,
          refundId: lines[1].refundId,
          amountSatang: 1,
          destination: lines[1].destination,
        }),
      ).rejects.toThrow();
    });

    it('a line marked twice at once is recorded once, with one message', async () => {
      await clearReady();
      const r = await owedRefund(db(), 'scanQR');
      await giveDetails(r.customer.auth, r.orderNo);
      const batch = await buildRefundBatch(db(), { name: 'test' }, NOW);
      const mark = () =>
        markRefundLine(
          db(),
          { name: 'test' },
          {
            batchId: batch.id,
            refundId: r.refundId,
            outcome: 'refunded',
            bankReference: 'SCB1',
            refundedOn: '2026-11-28',
          },
          NOW,
        );
      const results = await Promise.all([mark(), mark()]);
      expect(results.filter((x) => x.changed)).toHaveLength(1);
      expect(await refundMessages(r.orderId)).toHaveLength(1);
      expect((await refundMessages(r.orderId))[0].text).toContain('อ้างอิง SCB1');
    });

    it('nothing ready: a batch is refused in Thai', async () => {
      await clearReady();
      const res = await adminCall('POST', '/batches');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('ยังไม่มีเงินคืนที่ลูกค้าระบุบัญชีแล้ว');
    });

    it('only an operator reaches the refund console API', async () => {
      expect((await adminCall('GET', '', undefined, owner)).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/admin/refunds' })).statusCode).toBe(401);
      const r = await owedRefund(db(), 'scanQR');
      expect((await adminCall('POST', '/batches', {}, r.customer.auth)).statusCode).toBe(401);
    });
  });
});
