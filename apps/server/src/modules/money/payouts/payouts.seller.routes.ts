import {
  PayoutAccountViewSchema,
  PayoutLineIdBodySchema,
  PayoutStatementListSchema,
  PayoutStatementSchema,
  RequestPayoutOtpResponseSchema,
  SavePayoutAccountBodySchema,
} from '@yangdee/contracts/payouts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { RATE_LIMITS } from '../../../plugins/rate-limits';
import type { SmsProvider } from '../../../providers/sms/sms-provider';
import { sellerOf } from '../../seller-accounts/seller-of';
import { sellerOrderStoreIds } from '../../seller-accounts/seller-order-scope';
import {
  getPayoutAccount,
  requestPayoutAccountOtp,
  savePayoutAccount,
} from './payout-account.service';
import { statementXlsx } from './payout-files';
import { listStatements, statementOf } from './payout-read';

// The shop's side of payouts (decision 0140): the payout account in /seller/profile (read with
// the profile or accounting permission, shown masked; changed by the owner alone with a code),
// and its statements in /seller/income (the accounting permission, as the income screen).

const tags = ['seller-payouts'];
const security = [{ bearer: [] }];

export function registerSellerPayoutRoutes(
  api: FastifyInstance,
  { db, sms }: { db: Db; sms: SmsProvider },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const accounting = { acl: 'manageAccounting' } as const;
  const profile = { acl: ['manageStoreProfile', 'manageAccounting'] } as const;
  const log = (error: unknown) => api.log.error({ err: error }, 'payout sms');

  r.post(
    '/seller/get-payout-account',
    { config: profile, schema: { tags, security, response: { 200: PayoutAccountViewSchema } } },
    (request) => getPayoutAccount(db, sellerOf(request)),
  );
  r.post(
    '/seller/request-payout-account-otp',
    {
      config: { ...profile, rateLimit: RATE_LIMITS.otpSend },
      schema: { tags, security, response: { 200: RequestPayoutOtpResponseSchema } },
    },
    (request) => requestPayoutAccountOtp({ db, sms }, sellerOf(request), request.ip),
  );
  r.post(
    '/seller/save-payout-account',
    {
      config: { ...profile, rateLimit: RATE_LIMITS.otpVerify },
      schema: {
        tags,
        security,
        body: SavePayoutAccountBodySchema,
        response: { 200: PayoutAccountViewSchema },
      },
    },
    (request) => savePayoutAccount({ db, sms, log }, sellerOf(request), request.body),
  );
  r.post(
    '/seller/get-payout-statements',
    {
      config: accounting,
      schema: { tags, security, response: { 200: PayoutStatementListSchema } },
    },
    async (request) =>
      listStatements(db, await sellerOrderStoreIds(db, sellerOf(request), 'manageAccounting')),
  );
  r.post(
    '/seller/get-payout-statement',
    {
      config: accounting,
      schema: {
        tags,
        security,
        body: PayoutLineIdBodySchema,
        response: { 200: PayoutStatementSchema },
      },
    },
    async (request) =>
      statementOf(
        db,
        request.body.lineId,
        await sellerOrderStoreIds(db, sellerOf(request), 'manageAccounting'),
      ),
  );
  r.post(
    '/seller/export-payout-statement',
    {
      config: accounting,
      schema: {
        tags,
        security,
        body: PayoutLineIdBodySchema,
        description: 'One statement (a payout batch line) as an .xlsx file.',
      },
    },
    async (request, reply) => {
      const storeIds = await sellerOrderStoreIds(db, sellerOf(request), 'manageAccounting');
      const file = await statementXlsx(db, request.body.lineId, storeIds, (error) =>
        request.log.error({ err: error }, 'statement export'),
      );
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store');
      return reply.send(file.stream);
    },
  );
}
