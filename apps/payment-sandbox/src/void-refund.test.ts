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

describe('refund outcomes (decision 0139)', () => {
  const settings = (payload: object) =>
    sandbox.app.inject({ method: 'POST', url: '/sandbox/settings', payload });

  it('a delayed refund answers pending until its delay has passed, then gives the money back', async () => {
    await settings({ refundOutcome: 'delayed', refundDelayMs: 60_000 });
    await qr('REFD1');
    await pay('REFD1');
    const first = await call('/v1/refund', { referenceNo: 'REFD1', amount: '11702.00' });
    expect(first.json()).toMatchObject({ resultCode: '06' });
    expect(sandbox.state.transactions.get('REFD1')?.refundedAmount).toBeUndefined();
    await settings({ refundDelayMs: 0 });
    const later = await call('/v1/refund', { referenceNo: 'REFD1', amount: '11702.00' });
    expect(later.json()).toMatchObject({ resultCode: '00' });
    await settings({ refundOutcome: 'success' });
  });

  it('a failed refund is refused with a result code and gives nothing back', async () => {
    await settings({ refundOutcome: 'failed' });
    await qr('REFF1');
    await pay('REFF1');
    const refused = await call('/v1/refund', { referenceNo: 'REFF1', amount: '11702.00' });
    expect(refused.json()).toMatchObject({ resultCode: '12' });
    expect(sandbox.state.transactions.get('REFF1')?.refundedAmount).toBeUndefined();
    await settings({ refundOutcome: 'success' });
  });

  it('a sandbox refund card chooses the outcome of its own payment', async () => {
    const token = await sandbox.app.inject({
      method: 'POST',
      url: '/v2/tokens',
      headers: { authorization: basic(SANDBOX_KEYS.publicKey) },
      payload: {
        card: {
          number: '4000000000000085',
          expirationMonth: '05',
          expirationYear: '39',
          securityCode: '184',
          name: 'TEST',
        },
      },
    });
    expect(sandbox.state.tokens.get(token.json().card.token)?.refundOutcome).toBe('failed');
  });
});
