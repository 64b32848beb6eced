import { buildBillPaymentPayload, toQrReference } from '@yangdee/contracts/promptpay';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { SandboxKeys } from '../auth';
import { merchantDefinedOf } from '../fields';
import type { SandboxState } from '../state';
import { isAmount, isReferenceNo, str } from './validate';

// Thai QR (PromptPay bill payment): /v3/qrcode answers a PNG, /v3/qrcode/text the payload as
// JSON. No auth header; the merchant's token (customer key) is in the form body.

type Body = Record<string, unknown>;

export type QrMerchant = { billerId: string; merchantName: string };

export function registerQrRoutes(
  app: FastifyInstance,
  state: SandboxState,
  keys: SandboxKeys,
  merchant: QrMerchant,
) {
  function create(body: Body) {
    const amount = str(body.amount);
    const referenceNo = str(body.referenceNo);
    if (str(body.token) !== keys.token) {
      return { error: { resultCode: '01', resultMessage: 'Invalid token.' } };
    }
    if (!isAmount(amount) || !isReferenceNo(referenceNo) || !str(body.backgroundUrl)) {
      return { error: { resultCode: '99', resultMessage: 'Incomplete information.' } };
    }
    if (state.isTaken(referenceNo)) {
      return { error: { resultCode: '99', resultMessage: 'Duplicate referenceNo.' } };
    }
    const txn = state.add({
      referenceNo,
      paymentType: 'Q',
      amount,
      backgroundUrl: str(body.backgroundUrl),
      detail: str(body.detail),
      customerName: str(body.customerName),
      customerEmail: str(body.customerEmail),
      customerAddress: str(body.customerAddress),
      customerTelephone: str(body.customerTelephone),
      merchantDefined: merchantDefinedOf(body),
    });
    txn.qrPayload = buildBillPaymentPayload({
      billerId: merchant.billerId,
      ref1: txn.gbpReferenceNo.replace(/\D/g, '').slice(-18).padStart(18, '0'),
      ref2: toQrReference(referenceNo),
      amount,
      merchantName: merchant.merchantName,
    });
    return { txn };
  }

  app.post('/v3/qrcode/text', async (request) => {
    const result = create((request.body ?? {}) as Body);
    if (result.error)
      return { referenceNo: str((request.body as Body)?.referenceNo), ...result.error };
    const { txn } = result;
    return {
      referenceNo: txn.referenceNo,
      qrcode: txn.qrPayload,
      resultCode: '00',
      gbpReferenceNo: txn.gbpReferenceNo,
      resultMessage: 'Success',
    };
  });

  app.post('/v3/qrcode', async (request, reply) => {
    const result = create((request.body ?? {}) as Body);
    if (result.error) return reply.status(400).send(result.error);
    const png = await QRCode.toBuffer(result.txn.qrPayload ?? '', {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 360,
    });
    return reply.type('image/png').send(png);
  });
}
