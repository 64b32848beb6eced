import { SANDBOX_KEYS } from '@yangdee/contracts/payment-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from './app';
import { bangkokDay } from './report';

// The daily transaction report (docs/payments-report.md) and its test hook: a day's
// transactions with their status as they stand, as CSV, only once the Bangkok day is over; and
// the adjustments that make it disagree on purpose.

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
const secret = { authorization: basic(SANDBOX_KEYS.secretKey) };
const ddmmyyyy = (day: string) => day.split('-').reverse().join('');

let sandbox: Sandbox;
/** The same sandbox seen two days later: today's report is due. */
let later: Sandbox;

beforeAll(async () => {
  sandbox = await buildSandbox({ logLevel: 'silent' });
  later = await buildSandbox({
    logLevel: 'silent',
    now: () => new Date(Date.now() + 2 * 86_400_000),
  });
});
afterAll(async () => {
  await sandbox.app.close();
  await later.app.close();
});

const qr = (s: Sandbox, referenceNo: string, amount = '1234.50') =>
  s.app.inject({
    method: 'POST',
    url: '/v3/qrcode/text',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: SANDBOX_KEYS.token,
      amount,
      referenceNo,
      backgroundUrl: 'http://127.0.0.1:9/callback',
    }).toString(),
  });
const post = (s: Sandbox, url: string, payload: object, headers: Record<string, string> = secret) =>
  s.app.inject({ method: 'POST', url, headers, payload });

/** The Bangkok day the sandbox made a transaction on (not "today": a test may cross midnight). */
async function dayOf(s: Sandbox, referenceNo: string): Promise<string> {
  const txn = (await s.app.inject({ url: `/sandbox/transactions/${referenceNo}` })).json();
  return bangkokDay(new Date(txn.createdAt));
}

async function report(s: Sandbox, day: string) {
  const res = await post(s, '/v1/report/transactions', { date: ddmmyyyy(day) });
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const [head, ...lines] = res.body.trim().split('\r\n');
  const columns = head.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i], v])));
}

describe('the daily transaction report', () => {
  it('lists a day’s transactions with their status, amount and fee once the day is over', async () => {
    await qr(later, 'RPAID1');
    await later.app.inject({ method: 'POST', url: '/sandbox/qr/RPAID1/pay', payload: {} });
    await qr(later, 'RVOID1', '500.00');
    await post(later, '/v1/void', { referenceNo: 'RVOID1' });
    await qr(later, 'RREF1', '800.00');
    await later.app.inject({ method: 'POST', url: '/sandbox/qr/RREF1/pay', payload: {} });
    await post(later, '/v1/refund', { referenceNo: 'RREF1', amount: '800.00' });
    await qr(later, 'ROPEN1');

    const day = await dayOf(later, 'RPAID1');
    const rows = await report(later, day);
    const byRef = Object.fromEntries(rows.map((r) => [r.referenceNo, r]));
    expect(Object.keys(byRef).sort()).toEqual(['RPAID1', 'RREF1', 'RVOID1']);
    expect(byRef.RPAID1).toMatchObject({
      paymentType: 'Q',
      amount: '1234.50',
      // 0.80 % of 1,234.50 = 9.876 → 9.88; VAT 7 % of it = 0.69.
      fee: '9.88',
      vat: '0.69',
      status: 'paid',
      createdDate: ddmmyyyy(day),
    });
    expect(byRef.RPAID1.gbpReferenceNo).toMatch(/^gbp\d+$/);
    expect(byRef.RVOID1).toMatchObject({ status: 'voided', fee: '0.00', paidDate: '' });
    expect(byRef.RREF1).toMatchObject({ status: 'refunded', refundAmount: '800.00' });
  });

  it('answers 07 for a day that is not over, 99 for no day, and needs the secret key', async () => {
    const notYet = await post(sandbox, '/v1/report/transactions', { date: '01012099' });
    expect(notYet.json()).toEqual({ resultCode: '07', resultMessage: 'Report not ready.' });
    const noDay = await post(sandbox, '/v1/report/transactions', { date: '31022025' });
    expect(noDay.json().resultCode).toBe('99');
    const publicKey = await post(
      sandbox,
      '/v1/report/transactions',
      { date: '10062025' },
      { authorization: basic(SANDBOX_KEYS.publicKey) },
    );
    expect(publicKey.statusCode).toBe(401);
  });
});

describe('the report’s test hook', () => {
  const adjust = (payload: object) => post(later, '/sandbox/report/adjustments', payload, {});

  it('adds a transaction we never made, on the day it is told', async () => {
    await adjust({ kind: 'extra', day: '2025-06-10', referenceNo: 'XTRA1', amount: '2500.00' });
    const rows = await report(later, '2025-06-10');
    expect(rows).toEqual([
      expect.objectContaining({
        referenceNo: 'XTRA1',
        amount: '2500.00',
        status: 'paid',
        createdDate: '10062025',
        createdTime: '120000',
      }),
    ]);
    // The same provider reference every time it is asked.
    expect((await report(later, '2025-06-10'))[0].gbpReferenceNo).toBe(rows[0].gbpReferenceNo);
    expect(await report(later, '2025-06-11')).toEqual([]);
  });

  it('drops a transaction, or reports another amount or status', async () => {
    for (const ref of ['RDROP1', 'RAMT1', 'RSTAT1']) {
      await qr(later, ref, '1000.00');
      await later.app.inject({ method: 'POST', url: `/sandbox/qr/${ref}/pay`, payload: {} });
    }
    await adjust({ kind: 'drop', referenceNo: 'RDROP1' });
    await adjust({ kind: 'amount', referenceNo: 'RAMT1', amount: '999.00' });
    await adjust({ kind: 'status', referenceNo: 'RSTAT1', status: 'refunded' });
    const day = await dayOf(later, 'RDROP1');
    const byRef = Object.fromEntries((await report(later, day)).map((r) => [r.referenceNo, r]));
    expect(byRef.RDROP1).toBeUndefined();
    expect(byRef.RAMT1.amount).toBe('999.00');
    expect(byRef.RSTAT1.status).toBe('refunded');
    // The truth is unchanged: the status query still knows the dropped one.
    const status = await post(later, '/v1/check_status_txn', { referenceNo: 'RDROP1' });
    expect(status.json().txn.status).toBe('S');
  });

  it('refuses an adjustment it cannot apply, and forgets them all when cleared', async () => {
    expect(
      (await adjust({ kind: 'extra', day: '2025-02-30', referenceNo: 'X', amount: '1.00' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await adjust({ kind: 'amount', referenceNo: 'RAMT1', amount: '1,000' })).statusCode,
    ).toBe(400);
    expect(
      (await adjust({ kind: 'status', referenceNo: 'RAMT1', status: 'lost' })).statusCode,
    ).toBe(400);
    expect((await adjust({ kind: 'swap', referenceNo: 'RAMT1' })).statusCode).toBe(400);
    await later.app.inject({ method: 'DELETE', url: '/sandbox/report/adjustments' });
    expect((await later.app.inject({ url: '/sandbox/report/adjustments' })).json()).toEqual([]);
    expect(await report(later, '2025-06-10')).toEqual([]);
  });
});
