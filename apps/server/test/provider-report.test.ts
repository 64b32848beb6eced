import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { SandboxReportAdjustment } from '@yangdee/contracts/payment-sandbox';
import type { ReconciliationDayResponse } from '@yangdee/contracts/provider-report';
import { buildSandbox, type Sandbox } from '@yangdee/payment-sandbox/app';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { providerReportDays, providerReportMismatches } from '../src/db/schema/commission';
import { operatorAuditLog } from '../src/db/schema/operators';
import { orders, payments } from '../src/db/schema/orders';
import { paymentRefunds } from '../src/db/schema/refunds';
import { AppError } from '../src/lib/app-error';
import {
  type DailyReportResult,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderReportRow,
} from '../src/modules/payments/provider/payment-provider';
import {
  checkDueProviderReport,
  checkProviderReport,
} from '../src/modules/payments/provider-report/report-check.service';
import { resolveMismatch } from '../src/modules/payments/provider-report/report-read';
import { operatorAuth } from './operator-session';
import { createCustomer } from './test-customers';
import { testConfig, testDatabases } from './test-databases';

// Issue 32 item 5 (decision 0145): a Bangkok day's provider report matched with our payments and
// refunds by reference, written as the day and its mismatches; run again, it rewrites what is
// open and keeps what an operator resolved. The console runs a day and resolves a mismatch, both
// in the audit log. Every day is in 2033, a year no other test file pays in (the PostgreSQL test
// database is shared), and every "now" is pinned.

const bkk = (local: string) => new Date(`${local}+07:00`);

/** A provider whose daily report the test writes; counts the calls. */
function reportingProvider(answer: (day: string) => DailyReportResult | Error) {
  const calls: string[] = [];
  const provider = {
    calls,
    async dailyReport(day: string) {
      calls.push(day);
      const result = answer(day);
      if (result instanceof Error) throw result;
      return result;
    },
  };
  return provider as unknown as PaymentProvider & { calls: string[] };
}

const line = (referenceNo: string, baht: number, status = 'paid'): ProviderReportRow => ({
  referenceNo,
  gbpReferenceNo: `gbp${referenceNo}`,
  paymentType: 'Q',
  amountSatang: baht * 100,
  status,
});
const ready = (rows: ProviderReportRow[]): DailyReportResult => ({ isReady: true, rows });

describe.each(testDatabases())(
  'reconciliation with the provider’s daily report ($name)',
  ({ open }) => {
    let h: DatabaseHandle;
    let customerId: number;
    const run = randomBytes(2).toString('hex').toUpperCase();
    /** A reference unique to this run (the payments' reference is unique). */
    const ref = (name: string) => `${name}${run}`;

    /** Our payment made at `createdAt` (an order of store 1 with it), optionally refunded. */
    async function ourPayment(
      name: string,
      baht: number,
      createdAt: Date,
      status = 'paid',
      refund?: { route: 'provider' | 'transfer'; status: string },
    ) {
      const [order] = await h.db
        .insert(orders)
        .values({
          orderNo: `TP${name}${run}`,
          userId: customerId,
          storeId: 1,
          orderType: 1,
          status: 1,
          paymentMethod: 'scanQR',
          customer: { firstName: 'ทดสอบ', lastName: 'กระทบยอด', tel: '0812345678' },
          snapshot: { services: [], discounts: [] },
          subtotalSatang: baht * 100,
          totalSatang: baht * 100,
          paidNowSatang: baht * 100,
          createdAt,
        })
        .returning({ id: orders.id });
      const [payment] = await h.db
        .insert(payments)
        .values({
          orderId: order.id,
          referenceNo: ref(name),
          callbackTokenHash: randomBytes(16).toString('hex'),
          method: 'scanQR',
          amountSatang: baht * 100,
          status,
          gbpReferenceNo: `gbp${ref(name)}`,
          paidAt: status === 'paid' ? new Date(createdAt.getTime() + 60_000) : null,
          createdAt,
        })
        .returning({ id: payments.id });
      if (refund) {
        await h.db.insert(paymentRefunds).values({
          orderId: order.id,
          paymentId: payment.id,
          amountSatang: baht * 100,
          referenceNo: ref(name),
          reason: 'SELLER_CANCELLED',
          route: refund.route,
          status: refund.status,
        });
      }
    }

    async function mismatchesOf(day: string) {
      const rows = await h.db
        .select()
        .from(providerReportMismatches)
        .where(eq(providerReportMismatches.day, day))
        .orderBy(asc(providerReportMismatches.kind), asc(providerReportMismatches.referenceNo));
      return rows.map((m) => ({
        id: m.id,
        kind: m.kind,
        ref: m.referenceNo.replace(run, ''),
        ours: m.ourAmountSatang,
        theirs: m.theirAmountSatang,
        ourStatus: m.ourStatus,
        theirStatus: m.theirStatus,
        note: m.resolvedNote,
      }));
    }

    beforeAll(async () => {
      h = await open();
      customerId = (await createCustomer(h.db)).id;
    });
    afterAll(async () => {
      await h.close();
    });

    describe('the check of a day', () => {
      const DAY = '2033-03-14';
      const NOW = bkk('2033-03-20T10:00:00');

      beforeAll(async () => {
        await ourPayment('AGREE', 1000, bkk('2033-03-14T00:00:00'));
        await ourPayment('AMOUNT', 500, bkk('2033-03-14T09:00:00'));
        await ourPayment('BACK', 800, bkk('2033-03-14T10:00:00'), 'paid', {
          route: 'provider',
          status: 'refunded',
        });
        await ourPayment('STATUS', 700, bkk('2033-03-14T11:00:00'));
        await ourPayment('OURS', 650, bkk('2033-03-14T12:00:00'));
        // Paid, and given back by bank transfer: the provider still holds it as paid.
        await ourPayment('BYBANK', 900, bkk('2033-03-14T13:00:00'), 'paid', {
          route: 'transfer',
          status: 'refunded',
        });
        await ourPayment('EXPIRED', 300, bkk('2033-03-14T14:00:00'), 'expired');
        await ourPayment('WAITING', 300, bkk('2033-03-14T15:00:00'), 'pending');
        // One millisecond before the day by our clock; the provider put it on the 14th.
        await ourPayment('EVE', 400, new Date(bkk('2033-03-14T00:00:00').getTime() - 1));
        // The next day's first moment: not the 14th's.
        await ourPayment('NEXT', 450, bkk('2033-03-15T00:00:00'));
      });

      const report = () => [
        line(ref('AGREE'), 1000),
        line(ref('AMOUNT'), 499),
        line(ref('BACK'), 800, 'refunded'),
        line(ref('STATUS'), 700, 'refunded'),
        line(ref('BYBANK'), 900),
        line(ref('EXPIRED'), 300, 'voided'),
        line(ref('EVE'), 400),
        line(ref('THEIRS'), 1234),
      ];

      it('matches the day by reference and writes the day with one mismatch per difference', async () => {
        const provider = reportingProvider(() => ready(report()));
        const summary = await checkProviderReport(h.db, provider, DAY, { now: NOW });
        expect(provider.calls).toEqual([DAY]);
        // Theirs that took money: AGREE AMOUNT BACK STATUS BYBANK EVE THEIRS; ours of the 14th that
        // took money: AGREE AMOUNT BACK STATUS OURS BYBANK (EVE is the 13th's, NEXT the 15th's).
        expect(summary).toEqual({
          day: DAY,
          theirCount: 7,
          ourCount: 6,
          mismatchCount: 4,
          openCount: 4,
        });
        expect((await mismatchesOf(DAY)).map(({ id: _id, ...m }) => m)).toEqual([
          {
            kind: 'AMOUNT',
            ref: 'AMOUNT',
            ours: 50_000,
            theirs: 49_900,
            ourStatus: 'paid',
            theirStatus: 'paid',
            note: null,
          },
          {
            kind: 'OURS_ONLY',
            ref: 'OURS',
            ours: 65_000,
            theirs: null,
            ourStatus: 'paid',
            theirStatus: null,
            note: null,
          },
          {
            kind: 'STATUS',
            ref: 'STATUS',
            ours: 70_000,
            theirs: 70_000,
            ourStatus: 'paid',
            theirStatus: 'refunded',
            note: null,
          },
          {
            kind: 'THEIRS_ONLY',
            ref: 'THEIRS',
            ours: null,
            theirs: 123_400,
            ourStatus: null,
            theirStatus: 'paid',
            note: null,
          },
        ]);
        const [day] = await h.db
          .select()
          .from(providerReportDays)
          .where(eq(providerReportDays.day, DAY));
        expect(day).toMatchObject({ theirCount: 7, ourCount: 6, mismatchCount: 4 });
        expect(day.checkedAt.toISOString()).toBe(NOW.toISOString());
      });

      it('run again, rewrites the open mismatches without duplicating and keeps resolved ones', async () => {
        const first = await mismatchesOf(DAY);
        await checkProviderReport(
          h.db,
          reportingProvider(() => ready(report())),
          DAY,
          { now: NOW },
        );
        expect(await mismatchesOf(DAY)).toEqual(first);

        const theirsOnly = first.find((m) => m.kind === 'THEIRS_ONLY');
        await resolveMismatch(h.db, theirsOnly?.id ?? 0, {
          by: 'ฝ่ายการเงิน',
          note: 'ลูกค้าโอนซ้ำ คืนเงินผ่านผู้ให้บริการแล้ว',
          now: NOW,
        });
        // The provider corrects the amount and drops the unknown line; a new unknown one appears.
        const corrected = report()
          .filter((row) => row.referenceNo !== ref('THEIRS'))
          .map((row) => (row.referenceNo === ref('AMOUNT') ? line(ref('AMOUNT'), 500) : row));
        const later = new Date(NOW.getTime() + 86_400_000);
        const summary = await checkProviderReport(
          h.db,
          reportingProvider(() => ready([...corrected, line(ref('LATE'), 99)])),
          DAY,
          { now: later },
        );
        expect(summary).toMatchObject({ mismatchCount: 3, openCount: 3 });
        const after = await mismatchesOf(DAY);
        expect(after.map((m) => [m.kind, m.ref, m.note])).toEqual([
          ['OURS_ONLY', 'OURS', null],
          ['STATUS', 'STATUS', null],
          ['THEIRS_ONLY', 'LATE', null],
          ['THEIRS_ONLY', 'THEIRS', 'ลูกค้าโอนซ้ำ คืนเงินผ่านผู้ให้บริการแล้ว'],
        ]);
        // The same rows, not new ones.
        const idOf = (rows: typeof first, kind: string, name: string) =>
          rows.find((m) => m.kind === kind && m.ref === name)?.id;
        expect(idOf(after, 'OURS_ONLY', 'OURS')).toBe(idOf(first, 'OURS_ONLY', 'OURS'));
        expect(idOf(after, 'THEIRS_ONLY', 'THEIRS')).toBe(theirsOnly?.id);
        await expect(
          resolveMismatch(h.db, theirsOnly?.id ?? 0, { by: 'x', note: 'again', now: later }),
        ).rejects.toMatchObject({ code: 'MISMATCH_ALREADY_RESOLVED' });
      });

      it('refuses a day not over yet, and writes nothing when the report is not out or the provider is down', async () => {
        const notOver = reportingProvider(() => ready([]));
        await expect(
          checkProviderReport(h.db, notOver, '2033-03-16', { now: bkk('2033-03-16T23:59:59') }),
        ).rejects.toMatchObject({ code: 'RECONCILIATION_DAY_NOT_OVER' });
        expect(notOver.calls).toEqual([]);

        const notOut = reportingProvider(() => ({
          isReady: false,
          resultCode: '07',
          resultMessage: 'Report not ready.',
        }));
        await expect(
          checkProviderReport(h.db, notOut, '2033-03-16', { now: bkk('2033-03-17T00:00:00') }),
        ).rejects.toMatchObject({ code: 'PROVIDER_REPORT_NOT_READY' });
        const down = reportingProvider(() => new PaymentProviderError('unreachable'));
        await expect(
          checkProviderReport(h.db, down, '2033-03-16', { now: NOW }),
        ).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
        const written = await h.db
          .select()
          .from(providerReportDays)
          .where(eq(providerReportDays.day, '2033-03-16'));
        expect(written).toEqual([]);
      });
    });

    describe('the scheduled pass', () => {
      it('checks the last closed day once its report is due, and only once', async () => {
        const provider = reportingProvider(() => ready([]));
        // 05:59 on 2 May: the day closed last is 30 April; at 06:00, 1 May.
        expect(
          await checkDueProviderReport(h.db, provider, 6, bkk('2033-05-02T05:59:00')),
        ).toMatchObject({
          day: '2033-04-30',
        });
        expect(
          await checkDueProviderReport(h.db, provider, 6, bkk('2033-05-02T06:00:00')),
        ).toMatchObject({
          day: '2033-05-01',
        });
        expect(
          await checkDueProviderReport(h.db, provider, 6, bkk('2033-05-02T09:00:00')),
        ).toBeNull();
        expect(provider.calls).toEqual(['2033-04-30', '2033-05-01']);
      });

      it('asks again later when the report is not out, and throws when the provider is down', async () => {
        let isOut = false;
        const provider = reportingProvider(() =>
          isOut
            ? ready([])
            : { isReady: false, resultCode: '07', resultMessage: 'Report not ready.' },
        );
        const now = bkk('2033-05-04T07:00:00');
        expect(await checkDueProviderReport(h.db, provider, 6, now)).toBeNull();
        isOut = true;
        expect(await checkDueProviderReport(h.db, provider, 6, now)).toMatchObject({
          day: '2033-05-03',
        });
        const down = reportingProvider(() => new PaymentProviderError('unreachable'));
        await expect(
          checkDueProviderReport(h.db, down, 6, bkk('2033-05-05T07:00:00')),
        ).rejects.toBeInstanceOf(AppError);
      });
    });

    describe('the console', () => {
      const DAY = '2033-06-10';
      let app: FastifyInstance;
      let sandbox: Sandbox;
      let sandboxUrl: string;

      beforeAll(async () => {
        // The sandbox's clock says June 2033 is over, as the app's does.
        sandbox = await buildSandbox({ logLevel: 'silent', now: () => bkk('2033-06-20T10:00:00') });
        await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
        sandboxUrl = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
        app = await buildApp({
          config: testConfig({ paymentSandboxUrl: sandboxUrl }),
          database: h,
          clock: () => bkk('2033-06-20T10:00:00'),
        });
        await app.ready();
        await ourPayment('SHOP', 2500, bkk('2033-06-10T16:30:00'));
        const adjustment: SandboxReportAdjustment = {
          kind: 'extra',
          day: DAY,
          referenceNo: ref('STRANGER'),
          amount: '1990.00',
        };
        await fetch(`${sandboxUrl}/sandbox/report/adjustments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(adjustment),
        });
      });
      afterAll(async () => {
        await app.close();
        await sandbox.app.close();
      });

      const call = async (
        method: 'GET' | 'POST',
        url: string,
        role: 'owner' | 'finance' | 'support' = 'finance',
        payload?: object,
      ) =>
        app.inject({
          method,
          url: `/api/admin/reconciliation${url}`,
          headers: { authorization: await operatorAuth(app, role) },
          ...(payload ? { payload } : {}),
        });

      it('finance runs a day through the sandbox’s report, reads it, and resolves a mismatch with a note', async () => {
        const checked = await call('POST', '/days', 'finance', { day: DAY });
        expect(checked.statusCode).toBe(200);
        const body = checked.json() as ReconciliationDayResponse;
        expect(body.day).toMatchObject({ day: DAY, theirCount: 1, ourCount: 1, openCount: 2 });
        const byKind = Object.fromEntries(body.mismatches.map((m) => [m.kind, m]));
        expect(byKind.THEIRS_ONLY).toMatchObject({
          referenceNo: ref('STRANGER'),
          theirAmount: 1990,
          ourAmount: null,
          orderNo: null,
        });
        expect(byKind.OURS_ONLY).toMatchObject({
          referenceNo: ref('SHOP'),
          ourAmount: 2500,
          orderNo: `TPSHOP${run}`,
        });

        const list = await call('GET', '/days');
        expect(list.json().items[0]).toMatchObject({ day: DAY, mismatchCount: 2, openCount: 2 });

        const id = byKind.THEIRS_ONLY.id;
        const empty = await call('POST', `/mismatches/${id}/resolve`, 'finance', { note: '  ' });
        expect(empty.statusCode).toBe(422);
        expect(empty.json().fieldErrors.note).toEqual(['กรุณาเขียนหมายเหตุว่าตรวจสอบแล้วพบอะไร']);
        const resolved = await call('POST', `/mismatches/${id}/resolve`, 'finance', {
          note: 'เป็นรายการทดสอบของผู้ให้บริการ',
        });
        expect(resolved.statusCode).toBe(200);
        const closed = (resolved.json() as ReconciliationDayResponse).mismatches.find(
          (m) => m.id === id,
        );
        expect(closed).toMatchObject({ resolvedNote: 'เป็นรายการทดสอบของผู้ให้บริการ' });
        expect(closed?.resolvedBy).toBeTruthy();
        const again = await call('POST', `/mismatches/${id}/resolve`, 'finance', { note: 'ซ้ำ' });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe('รายการนี้มีผู้ปิดไปแล้ว');

        const logged = await h.db
          .select()
          .from(operatorAuditLog)
          .where(and(like(operatorAuditLog.action, 'reconciliation.%')))
          .orderBy(asc(operatorAuditLog.id));
        const mine = logged.filter((row) => row.targetId === DAY || row.targetId === String(id));
        expect(mine.map((row) => row.action)).toEqual([
          'reconciliation.check',
          'reconciliation.resolve',
        ]);
        expect(mine[1].detail).toMatchObject({
          note: 'เป็นรายการทดสอบของผู้ให้บริการ',
          kind: 'THEIRS_ONLY',
        });
      });

      it('answers bad input in Thai and changes nothing', async () => {
        const today = await call('POST', '/days', 'finance', { day: '2033-06-20' });
        expect(today.statusCode).toBe(422);
        expect(today.json().message).toContain('วันที่ผ่านไปแล้ว');
        const notADay = await call('POST', '/days', 'finance', { day: '2033-02-30' });
        expect(notADay.statusCode).toBe(422);
        expect(notADay.json().fieldErrors.day).toEqual(['วันที่ไม่ถูกต้อง']);
        const unchecked = await call('GET', '/days/2033-06-11');
        expect(unchecked.statusCode).toBe(404);
        expect(unchecked.json().message).toBe('ยังไม่ได้กระทบยอดของวันนี้');
        const unknown = await call('POST', '/mismatches/987654321/resolve', 'finance', {
          note: 'x',
        });
        expect(unknown.statusCode).toBe(404);
        const written = await h.db
          .select()
          .from(providerReportDays)
          .where(eq(providerReportDays.day, '2033-06-20'));
        expect(written).toEqual([]);
      });

      it('is the books’ work: the owner may, support may not', async () => {
        expect((await call('GET', '/days', 'owner')).statusCode).toBe(200);
        const refused = await call('GET', '/days', 'support');
        expect(refused.statusCode).toBe(403);
        expect((await call('POST', '/days', 'support', { day: DAY })).statusCode).toBe(403);
        const noToken = await app.inject({ method: 'GET', url: '/api/admin/reconciliation/days' });
        expect(noToken.statusCode).toBe(401);
      });
    });
  },
);
