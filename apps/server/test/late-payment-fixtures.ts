import { SANDBOX_KEYS, SANDBOX_OTP } from '@yangdee/contracts/payment-sandbox';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { orders, payments } from '../src/db/schema/orders';
import { hidden, postForm, tokenizeCard } from './payment-fixtures';

// One payment attempt per method of issue 13 item 6 (PromptPay QR, mobile banking, card), opened
// through the API and paid at the sandbox the way the customer's phone or browser would.

export const LATE_METHODS = ['scanQR', 'internetBanking', 'card'] as const;
export type LateMethod = (typeof LATE_METHODS)[number];

export type OpenedAttempt = {
  orderNo: string;
  referenceNo: string;
  /** Pays at the provider; the fields the provider posts the browser back with (none for a QR). */
  pay: () => Promise<Record<string, string> | null>;
};

export async function openPaymentAttempt(
  app: FastifyInstance,
  db: Db,
  sandboxUrl: string,
  who: { id: number; auth: string },
  method: LateMethod,
): Promise<OpenedAttempt> {
  const call = async (url: string, payload?: object) => {
    const res = await app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/${url}`,
      payload,
      headers: { authorization: who.auth },
    });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  let pay: OpenedAttempt['pay'];
  if (method === 'scanQR') {
    await call('order/generate-qr-data');
    pay = async () => {
      const res = await fetch(`${sandboxUrl}/sandbox/qr/${referenceNo}/pay`, { method: 'POST' });
      if (res.status !== 200) throw new Error(`QR pay answered ${res.status}`);
      return null;
    };
  } else if (method === 'internetBanking') {
    const data = await call('order/generate-banking-data', {
      bankCode: '004',
      paymentMethod: method,
    });
    pay = async () => {
      const page = await postForm(data.action, data.formFields);
      const done = await postForm(`${sandboxUrl}/sandbox/banking/confirm`, {
        gbpReferenceNo: hidden(page).gbpReferenceNo,
        action: 'approve',
      });
      return hidden(done);
    };
  } else {
    const card = await tokenizeCard(
      `${sandboxUrl}/v2/tokens`,
      SANDBOX_KEYS.publicKey,
      '4535017710535741',
    );
    const charge = await call('order/charge-card-payment', {
      token: card.token,
      paymentMethod: method,
    });
    pay = async () => {
      await postForm(charge.action, charge.formFields);
      const done = await postForm(`${sandboxUrl}/sandbox/3ds/verify`, {
        gbpReferenceNo: charge.formFields.gbpReferenceNo,
        otp: SANDBOX_OTP,
        action: 'approve',
      });
      return hidden(done);
    };
  }
  const [latest] = await db
    .select({ orderNo: orders.orderNo, referenceNo: payments.referenceNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.userId, who.id))
    .orderBy(desc(payments.id))
    .limit(1);
  const { orderNo, referenceNo } = latest;
  return { orderNo, referenceNo, pay };
}

/** The provider resends the background callback of a payment (a retry), and waits for it. */
export async function resendCallback(sandboxUrl: string, referenceNo: string, repeat = 3) {
  await fetch(`${sandboxUrl}/sandbox/transactions/${referenceNo}/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ repeat }),
  });
}
