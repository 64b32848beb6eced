import { SANDBOX_KEYS } from '@yangdee/contracts/payment-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from './app';

// Closing an attempt (/v1/void) and giving money back (/v1/refund), docs/decisions/0134.

let sandbox: Sandbox;
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
const secret = { authorization: basic(SANDBOX_KEYS.secretKey) };

beforeAll(async () => {
  sandbox = await buildSandbox({ logLevel: 'silent' });
});
afterAll(async () => {
  await sandbox.app.close();
});

const qr = (referenceNo: string) =>
  sandbox.app.inject({
    method: 'POST',
    url: '/v3/qrcode/text',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: SANDBOX_KEYS.token,
      amount: '11702.00',
      referenceNo,
      backgroundUrl: 'http://127.0.0.1:9/callback',
    }).toString(),
  });
const call = (url: string, payload: object, headers: Record<string, string> = secret) =>
  sandbox.app.inject({ method: 'POST', url, headers, payload });
const pay = (referenceNo: string) =>
  sandbox.app.inject({ method: 'POST', url: `/sandbox/qr/${referenceNo}/pay`, payload: {} });

describe('void', () => {
  it('closes a QR not paid yet: it can no longer be paid and its status says V', async () => {
    expect((await qr('VOID1')).json().resultCode).toBe('00');
    const voided = await call('/v1/void', { referenceNo: 'VOID1' });
    expect(voided.json()).toMatchObject({ resultCode: '00', status: 'V' });
    expect((await pay('VOID1')).statusCode).toBe(409);
    const status = await call('/v1/check_status_txn', { referenceNo: 'VOID1' });
    expect(status.json().txn.status).toBe('V');
  });

  it('closes a reference before any QR or form was made with it', async () => {
    expect((await call('/v1/void', { referenceNo: 'VOID2' })).json().resultCode).toBe('00');
    expect((await qr('VOID2')).json()).toMatchObject({ resultCode: '99' });
  });

  it('refuses to void a paid transaction, and needs the secret key', async () => {
    await qr('VOID3');
    await pay('VOID3');
    expect((await call('/v1/void', { referenceNo: 'VOID3' })).json().resultCode).toBe('03');
    const wrongKey = await call(
      '/v1/void',
      { referenceNo: 'VOID3' },
      { authorization: basic(SANDBOX_KEYS.publicKey) },
    );
    expect(wrongKey.statusCode).toBe(401);
  });
});

describe('refund', () => {
  it('gives a paid QR back once', async () => {
    await qr('REF1');
    expect(
      (await call('/v1/refund', { referenceNo: 'REF1', amount: '11702.00' })).json(),
    ).toMatchObject({ resultCode: '05' });
    await pay('REF1');
    const first = await call('/v1/refund', { referenceNo: 'REF1', amount: '11702.00' });
    expect(first.json()).toMatchObject({ resultCode: '00', amount: 11702 });
    expect(sandbox.state.transactions.get('REF1')?.refundedAmount).toBe('11702.00');
    const again = await call('/v1/refund', { referenceNo: 'REF1', amount: '11702.00' });
    expect(again.json().resultCode).toBe('04');
    expect(
      (await call('/v1/refund', { referenceNo: 'NOPE1', amount: '1.00' })).json(),
    ).toMatchObject({
      resultCode: '02',
    });
  });
});
