import {
  OrderHistoryBodySchema,
  OrderHistoryResponseSchema,
  ReceiptBodySchema,
  ReceiptSchema,
  SubmitReviewBodySchema,
  SubmitRewardAddressBodySchema,
} from '@yangdee/contracts/order-history';
import { DocumentFileResponseSchema } from '@yangdee/contracts/product-detail';
import { SuccessResponseSchema } from '@yangdee/contracts/user-profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { callerOf } from '../accounts/caller';
import * as history from './order-history.service';
import { renderReceiptDocument } from './receipt.document';
import { getReceipt } from './receipt.service';

// Order history, reviews, reward address and receipts of the caller (spec 2.2, 7 "Orders,
// reviews and rewards").

const tags = ['user'];
const security = [{ bearer: [] }];
const saved = { 200: SuccessResponseSchema };

export function registerOrderHistoryRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  // Auth before body validation: a signed-out caller gets 401 (→ login), never a 422.
  const auth = { preValidation: api.requireUser };

  r.post(
    '/v2/user/order-history',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: OrderHistoryBodySchema,
        response: { 200: OrderHistoryResponseSchema },
      },
    },
    (request) => history.getOrderHistory(db, callerOf(request).id, request.body),
  );

  // Spec 7 names both calls; both rate and review a completed order, once.
  for (const path of ['/user/feedback-rating', '/user/submit-review']) {
    r.post(
      path,
      { ...auth, schema: { tags, security, body: SubmitReviewBodySchema, response: saved } },
      async (request) => {
        await history.submitReview(db, callerOf(request).id, request.body);
        return { success: true as const, message: 'ขอบคุณสำหรับรีวิวของคุณ' };
      },
    );
  }

  r.post(
    '/user/submit-reward-address',
    { ...auth, schema: { tags, security, body: SubmitRewardAddressBodySchema, response: saved } },
    async (request) => {
      await history.submitRewardAddress(db, callerOf(request).id, request.body);
      return { success: true as const, message: 'บันทึกที่อยู่สำหรับจัดส่งของรางวัลแล้ว' };
    },
  );

  r.post(
    '/user/get-receipt',
    {
      ...auth,
      schema: { tags, security, body: ReceiptBodySchema, response: { 200: ReceiptSchema } },
    },
    (request) => getReceipt(db, callerOf(request).id, request.body.orderNo),
  );

  // The receipt as a PDF file (base64, like the tyre data sheet), for the download button.
  r.post(
    '/user/get-receipt-pdf',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: ReceiptBodySchema,
        response: { 200: DocumentFileResponseSchema },
      },
    },
    async (request) => {
      const receipt = await getReceipt(db, callerOf(request).id, request.body.orderNo);
      const pdf = await renderReceiptDocument(receipt);
      return { fileName: `receipt-${receipt.orderNo}.pdf`, base64: pdf.toString('base64') };
    },
  );
}
