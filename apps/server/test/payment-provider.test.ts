import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_OTP } from '@yangdee/contracts/payment-sandbox';
import { parseBillPaymentPayload, toQrReference } from '@yangdee/contracts/promptpay';
import { buildSandbox, type Sandbox } from '@yangdee/payment-sandbox/app';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProviderCallback } from '../src/modules/payments/provider/callback';
import { createPaymentProvider } from '../src/modules/payments/provider/create-payment-provider';
import {
  isPaidStatus,
  type PaymentProvider,
  PaymentProviderError,
} from '../src/modules/payments/provider/payment-provider';
import { verifyPayment } from '../src/modules/payments/verify-payment';
import { tokenizeCard } from './payment-fixtures';
import { testConfig } from './test-databases';

// The provider adapter against the payment sandbox, both on loopback: the same code path as
// PAYMENT_PROVIDER=gbprimepay, with the sandbox's host. A small HTTP server stands for the shop's
// backgroundUrl and records every callback it receives.

type Received = { path: string; contentType: string; body: string };

let sandbox: Sandbox;
let sandboxUrl: string;
let shop: Server;
let shopUrl: string;
let provider: PaymentProvider;
const received: Received[] = [];
let refCounter = 0;

function newRef(prefix: string): string {
  refCounter += 1;
  return `${prefix}${Date.now() % 1_000_000_000}${refCounter}`.slice(0, 15);
}

async function waitFor<T>(find: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out waiting');
}

function callbacksFor(referenceNo: string): Received[] {
  return received.filter((r) => r.path.endsWith(`/${referenceNo}`));
}

function target(referenceNo: string, amountSatang = 150_000) {
  return {
    amountSatang,
    referenceNo,
    responseUrl: `${shopUrl}/return/${referenceNo}`,
    backgroundUrl: `${shopUrl}/callback/secret-${referenceNo}/${referenceNo}`,
    detail: 'ยาง 4 เส้น',
    customerName: 'สมชาย ใจดี',
    customerEmail: 'somchai@example.com',
    customerTelephone: '0800000001',
  };
}

/** What the customer's browser does with the public key: the card never touches our server. */
async function tokenize(number: string): Promise<{ resultCode: string; token?: string }> {
  const answer = await tokenizeCard(provider.tokenUrl, provider.publicKey, number, {
    origin: 'http://127.0.0.1:3000',
  });
  expect(answer.allowOrigin).toBe('http://127.0.0.1:3000');
  return answer;
}

/** A browser form post (what the payment modal does). */
async function postForm(action: string, fields: Record<string, string>) {
  const res = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, text: await res.text() };
}

function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    out[m[1]] = m[2].replaceAll('&amp;', '&');
  }
  return out;
}

beforeAll(async () => {
  sandbox = await buildSandbox({ logLevel: 'silent' });
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  sandboxUrl = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
  shop = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', contentType: req.headers['content-type'] ?? '', body });
      res.writeHead(200).end('OK');
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  provider = createPaymentProvider(
    testConfig({ paymentProvider: 'sandbox', paymentSandboxUrl: sandboxUrl }),
  );
});

afterAll(async () => {
  await sandbox.app.close();
  await new Promise((resolve) => shop.close(resolve));
});

describe('card payment through the sandbox', () => {
  it('token → charge → 3-D Secure approved → form callback with the provider fields', async () => {
    const { resultCode, token } = await tokenize('4535 0177 1053 5741');
    expect(resultCode).toBe('00');
    const ref = newRef('C');
    const charge = await provider.chargeCard(token ?? '', target(ref));
    expect(charge).toMatchObject({ isAccepted: true, resultCode: '00' });
    expect(charge.gbpReferenceNo).toMatch(/^gbp\d+$/);

    // '00' on the charge is not paid: 3-D Secure is pending.
    const pending = await provider.checkStatus(ref);
    expect(pending).toMatchObject({ isFound: true, txn: { status: 'G', amountSatang: 150_000 } });

    const form = provider.threeDSecureForm(charge.gbpReferenceNo ?? '');
    const otpPage = await postForm(form.action, form.fields);
    expect(otpPage.status).toBe(200);
    expect(otpPage.text).toContain('name="otp"');

    const done = await postForm(`${sandboxUrl}/sandbox/3ds/verify`, {
      gbpReferenceNo: charge.gbpReferenceNo ?? '',
      otp: SANDBOX_OTP,
      action: 'approve',
    });
    // The browser goes back to responseUrl with the same fields as the callback.
    expect(done.text).toContain(`action="${shopUrl}/return/${ref}"`);
    expect(hiddenFields(done.text)).toMatchObject({
      resultCode: '00',
      referenceNo: ref,
      paymentType: 'C',
    });

    const [callback] = await waitFor(() => {
      const list = callbacksFor(ref);
      return list.length > 0 ? list : undefined;
    });
    expect(callback.path).toBe(`/callback/secret-${ref}/${ref}`);
    expect(callback.contentType).toBe('application/x-www-form-urlencoded');
    const fields = Object.fromEntries(new URLSearchParams(callback.body));
    expect(fields).toMatchObject({
      resultCode: '00',
      amount: '1500.00',
      referenceNo: ref,
      gbpReferenceNo: charge.gbpReferenceNo,
      currencyCode: '764',
      paymentType: 'C',
      cardNo: '453501XXXXXX5741',
    });
    expect(fields.date).toMatch(/^\d{8}$/);
    expect(fields.time).toMatch(/^\d{6}$/);
    expect(callback.body).not.toContain('4535017710535741');
    expect(parseProviderCallback(callback.contentType, callback.body)).toMatchObject({
      resultCode: '00',
      referenceNo: ref,
      amountSatang: 150_000,
      paymentType: 'C',
    });

    const status = await provider.checkStatus(ref);
    expect(status.isFound && isPaidStatus(status.txn.paymentType, status.txn.status)).toBe(true);
  });

  it('a declined card is refused at the charge with code 05', async () => {
    const { token } = await tokenize('4000000000000002');
    const ref = newRef('D');
    const charge = await provider.chargeCard(token ?? '', target(ref));
    expect(charge).toMatchObject({ isAccepted: false, resultCode: '05' });
    expect(await provider.checkStatus(ref)).toMatchObject({ txn: { status: 'D' } });
  });

  it('a 3-D Secure failure ends with code 50 and is not paid', async () => {
    const { token } = await tokenize('4000000000003063');
    const ref = newRef('F');
    const charge = await provider.chargeCard(token ?? '', target(ref));
    const done = await postForm(`${sandboxUrl}/sandbox/3ds/verify`, {
      gbpReferenceNo: charge.gbpReferenceNo ?? '',
      otp: SANDBOX_OTP,
      action: 'approve',
    });
    expect(hiddenFields(done.text).resultCode).toBe('50');
    const [callback] = await waitFor(() =>
      callbacksFor(ref).length ? callbacksFor(ref) : undefined,
    );
    expect(parseProviderCallback(callback.contentType, callback.body)?.resultCode).toBe('50');
    const status = await provider.checkStatus(ref);
    expect(status.isFound && isPaidStatus(status.txn.paymentType, status.txn.status)).toBe(false);
  });

  it('an invalid card number gets code 14 from the tokenizer', async () => {
    expect((await tokenize('4535017710535742')).resultCode).toBe('14');
  });
});

describe('PromptPay QR through the sandbox', () => {
  it('creates a valid EMVCo payload; marking it paid sends a JSON callback', async () => {
    const ref = newRef('Q');
    const qr = await provider.createQr(target(ref, 250_050));
    expect(qr).toMatchObject({ isAccepted: true, resultCode: '00' });
    const parsed = parseBillPaymentPayload(qr.payload ?? '');
    expect(parsed).toMatchObject({ amount: '2500.50', ref2: toQrReference(ref) });
    expect(parsed?.tagOrder).toEqual(['00', '01', '30', '53', '54', '58', '59', '63']);
    expect(await provider.checkStatus(ref)).toMatchObject({
      txn: { status: 'G', paymentType: 'Q' },
    });

    const res = await fetch(`${sandboxUrl}/sandbox/qr/${ref}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const [callback] = callbacksFor(ref);
    expect(callback.contentType).toBe('application/json');
    const body = JSON.parse(callback.body);
    expect(body).toMatchObject({
      resultCode: '00',
      amount: 2500.5,
      referenceNo: ref,
      paymentType: 'Q',
    });
    expect(parseProviderCallback(callback.contentType, callback.body)?.amountSatang).toBe(250_050);
    const status = await provider.checkStatus(ref);
    expect(status).toMatchObject({ isFound: true, txn: { status: 'S', amountSatang: 250_050 } });
  });

  it('draws a PNG that a QR reader decodes to the same kind of payload', async () => {
    const ref = newRef('P');
    const png = await provider.createQrImage(target(ref, 100_000));
    const image = PNG.sync.read(png);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    const parsed = parseBillPaymentPayload(decoded?.data ?? '');
    expect(parsed).toMatchObject({ amount: '1000.00', ref2: toQrReference(ref) });
  });

  it('sends a duplicate and a delayed callback on demand', async () => {
    const ref = newRef('R');
    await provider.createQr(target(ref));
    await fetch(`${sandboxUrl}/sandbox/qr/${ref}/pay`, { method: 'POST' });
    expect(callbacksFor(ref)).toHaveLength(1);
    await fetch(`${sandboxUrl}/sandbox/transactions/${ref}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ repeat: 3 }),
    });
    expect(callbacksFor(ref)).toHaveLength(4);
    await fetch(`${sandboxUrl}/sandbox/transactions/${ref}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delayMs: 300 }),
    });
    expect(callbacksFor(ref)).toHaveLength(4);
    await waitFor(() => (callbacksFor(ref).length === 5 ? true : undefined));
    expect(new Set(callbacksFor(ref).map((c) => c.body)).size).toBe(1);
  });

  it('refuses a QR request without the merchant token', async () => {
    const res = await fetch(`${sandboxUrl}/v3/qrcode/text`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=wrong&amount=10.00&referenceNo=X1&backgroundUrl=http://127.0.0.1/cb',
    });
    expect(((await res.json()) as { resultCode: string }).resultCode).not.toBe('00');
  });
});

describe('mobile banking and instalments through the sandbox', () => {
  it('the sandbox verifies our checksum; approving sends a form callback', async () => {
    const ref = newRef('M');
    const form = provider.mobileBankingForm({ ...target(ref), bankCode: '004' });
    const page = await postForm(form.action, form.fields);
    expect(page.status).toBe(200);
    expect(page.text).toContain('ธนาคารกสิกรไทย');
    const done = await postForm(`${sandboxUrl}/sandbox/banking/confirm`, {
      gbpReferenceNo: hiddenFields(page.text).gbpReferenceNo,
      action: 'approve',
    });
    expect(hiddenFields(done.text)).toMatchObject({ resultCode: '00', paymentType: 'M' });
    const [callback] = await waitFor(() =>
      callbacksFor(ref).length ? callbacksFor(ref) : undefined,
    );
    expect(callback.contentType).toBe('application/x-www-form-urlencoded');
    expect(parseProviderCallback(callback.contentType, callback.body)).toMatchObject({
      resultCode: '00',
      paymentType: 'M',
      amountSatang: 150_000,
    });
  });

  it('a wrong checksum is answered with Incorrect Checksum and creates nothing', async () => {
    const ref = newRef('W');
    const form = provider.mobileBankingForm({ ...target(ref), bankCode: '004' });
    const tampered = await postForm(form.action, { ...form.fields, amount: '1.00' });
    expect(tampered.text).toBe('Incorrect Checksum');
    const missing = await postForm(form.action, { ...form.fields, checksum: '' });
    expect(missing.text).toBe('Incomplete information');
    expect(await provider.checkStatus(ref)).toMatchObject({ isFound: false, resultCode: '02' });
  });

  it('an instalment sends the plan in its callback; a denial sends code 17', async () => {
    const ref = newRef('I');
    const form = provider.installmentForm({ ...target(ref, 600_000), bankCode: '004', term: 6 });
    const page = await postForm(form.action, form.fields);
    expect(page.text).toContain('6 เดือน');
    await postForm(`${sandboxUrl}/sandbox/banking/confirm`, {
      gbpReferenceNo: hiddenFields(page.text).gbpReferenceNo,
      action: 'approve',
    });
    const [callback] = await waitFor(() =>
      callbacksFor(ref).length ? callbacksFor(ref) : undefined,
    );
    expect(parseProviderCallback(callback.contentType, callback.body)).toMatchObject({
      paymentType: 'I',
      payMonth: 6,
      amountPerMonthSatang: 100_000,
    });

    const denied = newRef('J');
    const form2 = provider.installmentForm({
      ...target(denied, 600_000),
      bankCode: '002',
      term: 10,
    });
    const page2 = await postForm(form2.action, form2.fields);
    const done = await postForm(`${sandboxUrl}/sandbox/banking/confirm`, {
      gbpReferenceNo: hiddenFields(page2.text).gbpReferenceNo,
      action: 'deny',
    });
    expect(hiddenFields(done.text).resultCode).toBe('17');
    expect(await provider.checkStatus(denied)).toMatchObject({ txn: { status: 'D' } });
  });
});

describe('status query', () => {
  it('answers 02 for an unknown reference', async () => {
    expect(await provider.checkStatus('NOSUCHREF')).toEqual({
      isFound: false,
      resultCode: '02',
      resultMessage: 'Invalid referenceNo.',
    });
  });

  it('a wrong secret key is an error, not an answer', async () => {
    const wrong = createPaymentProvider(
      testConfig({
        paymentProvider: 'sandbox',
        paymentSandboxUrl: sandboxUrl,
        gbPrimePay: { env: 'test', publicKey: 'x', secretKey: 'wrong', token: 'y' },
      }),
    );
    await expect(wrong.checkStatus('ANY')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('verifying a payment with the status query', () => {
  it('is pending before, paid after, and refuses a different amount or an unknown reference', async () => {
    const ref = newRef('V');
    await provider.createQr(target(ref, 120_000));
    expect(
      await verifyPayment(provider, { referenceNo: ref, amountSatang: 120_000 }),
    ).toMatchObject({
      outcome: 'pending',
    });
    await fetch(`${sandboxUrl}/sandbox/qr/${ref}/pay`, { method: 'POST' });
    expect(
      await verifyPayment(provider, { referenceNo: ref, amountSatang: 120_000 }),
    ).toMatchObject({
      outcome: 'paid',
      txn: { status: 'S', amountSatang: 120_000 },
    });
    // A callback claiming this payment for a bigger order is not believed.
    expect(
      await verifyPayment(provider, { referenceNo: ref, amountSatang: 999_900 }),
    ).toMatchObject({
      outcome: 'mismatch',
      reason: 'amount',
    });
    expect(
      await verifyPayment(provider, { referenceNo: 'FORGED1', amountSatang: 120_000 }),
    ).toEqual({
      outcome: 'unknown',
      resultCode: '02',
    });
  });

  it('a declined card is failed, not pending', async () => {
    const { token } = await tokenize('4000000000000002');
    const ref = newRef('X');
    await provider.chargeCard(token ?? '', target(ref));
    expect(
      await verifyPayment(provider, { referenceNo: ref, amountSatang: 150_000 }),
    ).toMatchObject({
      outcome: 'failed',
    });
  });

  it('a lost callback is found by asking (what reconciliation does)', async () => {
    await fetch(`${sandboxUrl}/sandbox/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ isDropped: true }),
    });
    try {
      const ref = newRef('L');
      await provider.createQr(target(ref, 80_000));
      await fetch(`${sandboxUrl}/sandbox/qr/${ref}/pay`, { method: 'POST' });
      expect(callbacksFor(ref)).toHaveLength(0);
      expect(
        await verifyPayment(provider, { referenceNo: ref, amountSatang: 80_000 }),
      ).toMatchObject({
        outcome: 'paid',
      });
    } finally {
      await fetch(`${sandboxUrl}/sandbox/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ isDropped: false }),
      });
    }
  });
});

describe('the daily transaction report (decision 0145)', () => {
  it('reads a day’s CSV report with the sandbox’s adjustments, and says when it is not out yet', async () => {
    await fetch(`${sandboxUrl}/sandbox/report/adjustments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'extra',
        day: '2025-06-10',
        referenceNo: 'PPREPORT1',
        amount: '1500.25',
        paymentType: 'C',
      }),
    });
    expect(await provider.dailyReport('2025-06-10')).toEqual({
      isReady: true,
      rows: [
        {
          referenceNo: 'PPREPORT1',
          gbpReferenceNo: expect.stringMatching(/^gbp\d+$/),
          paymentType: 'C',
          amountSatang: 150_025,
          status: 'paid',
          // 2.80 % of 1,500.25 = 42.01, VAT 2.94.
          feeSatang: 4_495,
        },
      ],
    });
    expect(await provider.dailyReport('2099-01-01')).toEqual({
      isReady: false,
      resultCode: '07',
      resultMessage: 'Report not ready.',
    });
    await fetch(`${sandboxUrl}/sandbox/report/adjustments`, { method: 'DELETE' });
  });
});
