import { SANDBOX_KEYS, SANDBOX_OTP } from '@yangdee/contracts/payment-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from './app';

// The sandbox's own rules, through app.inject. Callbacks go to a closed loopback port: the
// sandbox records the failed attempt and carries on (the shop being down must not break it).

let sandbox: Sandbox;
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
const deadUrl = 'http://127.0.0.1:9/callback';
const card = (number: string, extra: Record<string, string> = {}) => ({
  rememberCard: false,
  card: {
    name: 'A B',
    number,
    expirationMonth: '05',
    expirationYear: '28',
    securityCode: '184',
    ...extra,
  },
});

async function tokenFor(number: string): Promise<string> {
  const res = await sandbox.app.inject({
    method: 'POST',
    url: '/v2/tokens',
    headers: { authorization: basic(SANDBOX_KEYS.publicKey) },
    payload: card(number),
  });
  return res.json().card.token;
}

async function charge(token: string, referenceNo: string, extra: Record<string, unknown> = {}) {
  const res = await sandbox.app.inject({
    method: 'POST',
    url: '/v2/tokens/charge',
    headers: { authorization: basic(SANDBOX_KEYS.secretKey) },
    payload: {
      amount: '500.00',
      referenceNo,
      card: { token },
      otp: 'Y',
      responseUrl: 'http://127.0.0.1:9/return',
      backgroundUrl: deadUrl,
      ...extra,
    },
  });
  return res.json();
}

function verify(gbpReferenceNo: string, action: string, otp = SANDBOX_OTP) {
  return sandbox.app.inject({
    method: 'POST',
    url: '/sandbox/3ds/verify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ gbpReferenceNo, action, otp }).toString(),
  });
}

async function waitForCallbacks(referenceNo: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const list = sandbox.state.callbacks.filter((c) => c.referenceNo === referenceNo);
    if (list.length >= count && list.every((c) => c.status !== null || c.error)) return list;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no callback');
}

beforeAll(async () => {
  sandbox = await buildSandbox({ logLevel: 'silent' });
  await sandbox.app.ready();
});
afterAll(() => sandbox.app.close());

describe('tokenizer', () => {
  it('answers the browser preflight (CORS) and needs the public key', async () => {
    const pre = await sandbox.app.inject({
      method: 'OPTIONS',
      url: '/v2/tokens',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(pre.headers['access-control-allow-headers'])).toContain('authorization');
    const wrong = await sandbox.app.inject({
      method: 'POST',
      url: '/v2/tokens',
      headers: { authorization: basic(SANDBOX_KEYS.secretKey) },
      payload: card('4111111111111111'),
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses an expired card (54) and an incomplete one (99)', async () => {
    const headers = { authorization: basic(SANDBOX_KEYS.publicKey) };
    const expired = await sandbox.app.inject({
      method: 'POST',
      url: '/v2/tokens',
      headers,
      payload: card('4111111111111111', { expirationYear: '20' }),
    });
    expect(expired.json().resultCode).toBe('54');
    const incomplete = await sandbox.app.inject({
      method: 'POST',
      url: '/v2/tokens',
      headers,
      payload: card('4111111111111111', { securityCode: '' }),
    });
    expect(incomplete.json().resultCode).toBe('99');
  });
});

describe('charge and 3-D Secure', () => {
  it('refuses an unknown token, a bad reference and a duplicate reference', async () => {
    expect((await charge('no-such-token', 'R1')).resultMessage).toBe('Invalid card token.');
    const token = await tokenFor('4111111111111111');
    expect((await charge(token, 'BAD-REF!')).resultCode).toBe('99');
    expect((await charge(token, 'DUP1')).resultCode).toBe('00');
    expect((await charge(token, 'DUP1')).resultMessage).toBe('Duplicate referenceNo.');
  });

  it('needs the secret key to charge and to query', async () => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/v1/check_status_txn',
      headers: { authorization: basic(SANDBOX_KEYS.publicKey) },
      payload: { referenceNo: 'DUP1' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a denial answers 17 and a second submit sends no second callback', async () => {
    const token = await tokenFor('4111111111111111');
    const { gbpReferenceNo } = await charge(token, 'DENY1');
    const page = await sandbox.app.inject({
      method: 'POST',
      url: '/v2/tokens/3d_secured',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        publicKey: SANDBOX_KEYS.publicKey,
        gbpReferenceNo,
      }).toString(),
    });
    expect(page.body).toContain(`OTP (ทดสอบ: ${SANDBOX_OTP})`);
    const first = await verify(gbpReferenceNo, 'deny');
    expect(first.body).toContain('name="resultCode" value="17"');
    await verify(gbpReferenceNo, 'approve');
    const callbacks = await waitForCallbacks('DENY1', 1);
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0].error).toBeTruthy();
    expect(sandbox.state.transactions.get('DENY1')?.status).toBe('D');
  });

  it('a wrong OTP fails 3-D Secure (50); the insufficient-funds card is declined after it (51)', async () => {
    const a = await charge(await tokenFor('4111111111111111'), 'OTP1');
    expect((await verify(a.gbpReferenceNo, 'approve', '000000')).body).toContain(
      'name="resultCode" value="50"',
    );
    const b = await charge(await tokenFor('4000000000009995'), 'NSF1');
    expect((await verify(b.gbpReferenceNo, 'approve')).body).toContain(
      'name="resultCode" value="51"',
    );
  });

  it('the 3-D Secure page needs the right public key', async () => {
    const { gbpReferenceNo } = await charge(await tokenFor('4111111111111111'), 'PK1');
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/v2/tokens/3d_secured',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ publicKey: 'other', gbpReferenceNo }).toString(),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('console', () => {
  it('lists payments and saves callback settings from its form', async () => {
    const page = await sandbox.app.inject({ method: 'GET', url: '/sandbox' });
    expect(page.body).toContain('DENY1');
    const saved = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/settings',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'repeat=2&delayMs=0&isDropped=false',
    });
    expect(saved.statusCode).toBe(303);
    // Refund outcomes the form does not send keep their defaults (decision 0139).
    expect(sandbox.state.settings).toEqual({
      repeat: 2,
      delayMs: 0,
      isDropped: false,
      refundOutcome: 'success',
      refundDelayMs: 30000,
    });
    const reset = await sandbox.app.inject({ method: 'POST', url: '/sandbox/reset' });
    expect(reset.json()).toEqual({ ok: true });
    expect(sandbox.state.transactions.size).toBe(0);
  });
});
