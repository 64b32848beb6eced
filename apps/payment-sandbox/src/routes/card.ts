import {
  SANDBOX_OTP,
  SANDBOX_REFUND_CARDS,
  SANDBOX_TEST_CARDS,
  type SandboxCardOutcome,
} from '@yangdee/contracts/payment-sandbox';
import type { FastifyInstance } from 'fastify';
import { basicAuthUser, type SandboxKeys } from '../auth';
import { queueBackgroundCallback } from '../callbacks';
import { merchantDefinedOf } from '../fields';
import { escapeHtml, page } from '../html';
import { showResult } from '../result-page';
import type { SandboxState, Transaction } from '../state';
import { isAmount, isReferenceNo, str } from './validate';

// Card payments: /v2/tokens (public key, called by the shop's browser: CORS open),
// /v2/tokens/charge (secret key, the shop's server) and the 3-D Secure page.

type Body = Record<string, unknown>;

function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 13 && sum % 10 === 0;
}

function maskCard(digits: string): string {
  return `${digits.slice(0, 6)}${'X'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

function isExpired(month: string, year: string, now = new Date()): boolean {
  const y = 2000 + Number(year);
  const m = Number(month);
  return y < now.getFullYear() || (y === now.getFullYear() && m < now.getMonth() + 1);
}

function chargeEcho(txn: Transaction, body: Body): Body {
  return {
    amount: txn.amount,
    referenceNo: txn.referenceNo,
    gbpReferenceNo: txn.gbpReferenceNo,
    detail: txn.detail ?? '',
    customerName: txn.customerName ?? '',
    customerEmail: txn.customerEmail ?? '',
    customerAddress: txn.customerAddress ?? '',
    customerTelephone: txn.customerTelephone ?? '',
    ...Object.fromEntries(txn.merchantDefined.map((v, i) => [`merchantDefined${i + 1}`, v])),
    card: { name: txn.card?.name ?? '', number: txn.card?.maskedNumber ?? '' },
    otp: str(body.otp),
    responseUrl: txn.responseUrl ?? '',
    backgroundUrl: txn.backgroundUrl ?? '',
  };
}

/** The bank's answer after 3-D Secure for a card's outcome. */
function afterAuthentication(outcome: SandboxCardOutcome): { code: string; isPaid: boolean } {
  if (outcome === 'insufficient-funds') return { code: '51', isPaid: false };
  if (outcome === 'three-d-secure-failure') return { code: '50', isPaid: false };
  if (outcome === 'declined') return { code: '05', isPaid: false };
  return { code: '00', isPaid: true };
}

export function registerCardRoutes(app: FastifyInstance, state: SandboxState, keys: SandboxKeys) {
  // The tokenizer is called by the shop's page in the customer's browser.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0] !== '/v2/tokens') return;
    reply.header('access-control-allow-origin', request.headers.origin ?? '*');
    reply.header('access-control-allow-headers', 'authorization, content-type');
    reply.header('access-control-allow-methods', 'POST, OPTIONS');
    reply.header('vary', 'origin');
  });
  app.options('/v2/tokens', async (_request, reply) => reply.status(204).send());

  app.post('/v2/tokens', async (request, reply) => {
    if (basicAuthUser(request) !== keys.publicKey) {
      return reply.status(401).send({ resultCode: '01', resultMessage: 'Unauthorized.' });
    }
    const card = ((request.body as Body | null)?.card ?? {}) as Body;
    const number = str(card.number).replace(/\s/g, '');
    const month = str(card.expirationMonth);
    const year = str(card.expirationYear);
    const name = str(card.name);
    const securityCode = str(card.securityCode);
    if (!name || !number || !month || !year || !securityCode) {
      return { resultCode: '99', resultMessage: 'Incomplete information.' };
    }
    if (!/^\d+$/.test(number) || !isLuhnValid(number)) {
      return { resultCode: '14', resultMessage: 'Invalid card number.' };
    }
    if (!/^(0[1-9]|1[0-2])$/.test(month) || !/^\d{2}$/.test(year) || isExpired(month, year)) {
      return { resultCode: '54', resultMessage: 'Expired card.' };
    }
    if (!/^\d{3,4}$/.test(securityCode)) {
      return { resultCode: '99', resultMessage: 'Invalid security code.' };
    }
    const token = state.newToken({
      name,
      maskedNumber: maskCard(number),
      outcome: SANDBOX_TEST_CARDS[number] ?? 'success',
      refundOutcome: SANDBOX_REFUND_CARDS[number],
      expirationMonth: month,
      expirationYear: year,
    });
    return {
      rememberCard: false,
      card: {
        token: token.token,
        name,
        number: token.maskedNumber,
        expirationMonth: month,
        expirationYear: year,
      },
      resultCode: '00',
      resultMessage: 'Success',
    };
  });

  app.post('/v2/tokens/charge', async (request, reply) => {
    if (basicAuthUser(request) !== keys.secretKey) {
      return reply.status(401).send({ resultCode: '01', resultMessage: 'Unauthorized.' });
    }
    const body = (request.body ?? {}) as Body;
    const referenceNo = str(body.referenceNo);
    const amount = str(body.amount);
    const token = state.tokens.get(str((body.card as Body | undefined)?.token));
    if (!isAmount(amount) || !isReferenceNo(referenceNo)) {
      return { resultCode: '99', resultMessage: 'Incomplete information.' };
    }
    if (!token) return { resultCode: '99', resultMessage: 'Invalid card token.' };
    if (state.isTaken(referenceNo)) {
      return { resultCode: '99', resultMessage: 'Duplicate referenceNo.' };
    }
    const txn = state.add({
      referenceNo,
      paymentType: 'C',
      amount,
      responseUrl: str(body.responseUrl),
      backgroundUrl: str(body.backgroundUrl),
      detail: str(body.detail),
      customerName: str(body.customerName),
      customerEmail: str(body.customerEmail),
      customerAddress: str(body.customerAddress),
      customerTelephone: str(body.customerTelephone),
      merchantDefined: merchantDefinedOf(body),
      card: token,
    });
    if (token.outcome === 'declined') {
      txn.status = 'D';
      txn.resultCode = '05';
      return { ...chargeEcho(txn, body), resultCode: '05', resultMessage: 'Do not honour.' };
    }
    if (str(body.otp) !== 'Y') {
      // Without 3-D Secure the bank answers at once.
      const result = afterAuthentication(
        token.outcome === 'three-d-secure-failure' ? 'success' : token.outcome,
      );
      txn.status = result.isPaid ? 'A' : 'D';
      txn.resultCode = result.code;
      txn.paidAt = new Date();
      queueBackgroundCallback(state, txn, request.log);
      return {
        ...chargeEcho(txn, body),
        resultCode: result.code,
        resultMessage: result.isPaid ? 'Success' : 'Declined.',
      };
    }
    // With otp 'Y', '00' only means "created, 3-D Secure pending".
    return { ...chargeEcho(txn, body), resultCode: '00', resultMessage: 'Success' };
  });

  app.post('/v2/tokens/3d_secured', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const txn = state.byGbpReferenceNo(str(body.gbpReferenceNo));
    if (str(body.publicKey) !== keys.publicKey || !txn || txn.paymentType !== 'C') {
      return reply.status(400).type('text/plain').send('Incomplete information');
    }
    if (txn.status !== 'G') return showResult(reply, txn);
    const outcomeNote =
      txn.card?.outcome === 'three-d-secure-failure' ? '<p>บัตรทดสอบนี้จะยืนยันตัวตนไม่สำเร็จเสมอ</p>' : '';
    return reply.type('text/html; charset=utf-8').send(
      page(
        'ยืนยันตัวตน 3-D Secure',
        `<p>ยอดชำระ ${escapeHtml(txn.amount)} บาท · บัตร ${escapeHtml(txn.card?.maskedNumber)}</p>
<p>เลขอ้างอิง ${escapeHtml(txn.referenceNo)}</p>${outcomeNote}
<form method="post" action="/sandbox/3ds/verify">
<input type="hidden" name="gbpReferenceNo" value="${escapeHtml(txn.gbpReferenceNo)}">
<label>รหัส OTP (ทดสอบ: ${SANDBOX_OTP}) <input name="otp" inputmode="numeric" autocomplete="one-time-code" value=""></label>
<p><button type="submit" name="action" value="approve">ยืนยัน</button>
<button type="submit" name="action" value="deny">ยกเลิก</button></p>
</form>`,
      ),
    );
  });

  // Stands in for the issuing bank's page; the real flow never shows our server this step.
  app.post('/sandbox/3ds/verify', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const txn = state.byGbpReferenceNo(str(body.gbpReferenceNo));
    if (txn?.paymentType !== 'C') {
      return reply.status(400).type('text/plain').send('Incomplete information');
    }
    if (txn.status === 'G') {
      let result = { code: '17', isPaid: false };
      if (str(body.action) === 'approve') {
        result =
          str(body.otp) === SANDBOX_OTP
            ? afterAuthentication(txn.card?.outcome ?? 'success')
            : { code: '50', isPaid: false };
      }
      txn.status = result.isPaid ? 'A' : 'D';
      txn.resultCode = result.code;
      txn.paidAt = new Date();
      queueBackgroundCallback(state, txn, request.log);
    }
    return showResult(reply, txn);
  });
}
