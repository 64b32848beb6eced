import { RequestOtpResponseSchema } from '@yangdee/contracts/auth';
import {
  RegisterStoreBodySchema,
  RegistrationStatusResponseSchema,
  SellerRegisterPasswordBodySchema,
  SellerRequestOtpBodySchema,
  SellerResetPasswordBodySchema,
  SellerSubmitOtpBodySchema,
  SellerSubmitOtpResponseSchema,
} from '@yangdee/contracts/seller-registration';
import {
  SellerLoginResponseSchema,
  SellerSessionResponseSchema,
} from '@yangdee/contracts/seller-session';
import {
  ApproveStoreBodySchema,
  ApproveStoreResponseSchema,
} from '@yangdee/contracts/seller-switching';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import type { AccountProviders } from '../accounts/account-providers';
import {
  registerSellerPassword,
  requestSellerOtp,
  resetSellerPassword,
  submitSellerOtp,
} from './seller-otp.service';
import { registerSellerPeopleRoutes } from './seller-people.routes';
import { approveStore, checkRegistrationStatus, registerStore } from './store-registration.service';

// /api/seller registration by phone, the store form and platform approval (spec 7 "Seller"
// Registration and login, issue 14 §1–2). Per-address limits as for customers (RATE_LIMITS).

const tags = ['seller-registration'];
const security = [{ bearer: [] }];

function accountOf(request: FastifyRequest) {
  if (!request.sellerAccount) throw new AppError('UNAUTHORIZED');
  return request.sellerAccount;
}

export function registerSellerRegistrationRoutes(
  api: FastifyInstance,
  { db, providers }: { db: Db; providers: AccountProviders },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const otpDeps = { db, sms: providers.sms, captcha: providers.captcha };

  r.post(
    '/seller/request-otp',
    {
      config: { acl: 'open', rateLimit: RATE_LIMITS.otpSend },
      schema: {
        tags,
        body: SellerRequestOtpBodySchema,
        response: { 200: RequestOtpResponseSchema },
      },
    },
    ({ body, ip }) => requestSellerOtp(otpDeps, { ...body, ip }),
  );
  r.post(
    '/seller/submit-otp',
    {
      config: { acl: 'open', rateLimit: RATE_LIMITS.otpVerify },
      schema: {
        tags,
        body: SellerSubmitOtpBodySchema,
        response: { 200: SellerSubmitOtpResponseSchema },
      },
    },
    ({ body, ip }) => submitSellerOtp(db, { ...body, ip }),
  );
  r.post(
    '/seller/register-password',
    {
      config: { acl: 'open', rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        body: SellerRegisterPasswordBodySchema,
        response: { 200: SellerLoginResponseSchema },
      },
    },
    ({ body, ip }) => registerSellerPassword(db, { ...body, ip }),
  );
  r.post(
    '/seller/reset-password',
    {
      config: { acl: 'open', rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        body: SellerResetPasswordBodySchema,
        response: { 200: SellerLoginResponseSchema },
      },
    },
    ({ body, ip }) => resetSellerPassword(db, { ...body, ip }),
  );
  r.post(
    '/seller/register-store',
    {
      config: { acl: 'account' },
      schema: {
        tags,
        security,
        body: RegisterStoreBodySchema,
        response: { 200: SellerSessionResponseSchema },
      },
    },
    (request) => registerStore(db, accountOf(request), request.body),
  );
  r.get(
    '/seller/check-registration-status',
    {
      config: { acl: 'account' },
      schema: { tags, security, response: { 200: RegistrationStatusResponseSchema } },
    },
    (request) => checkRegistrationStatus(db, accountOf(request)),
  );
  r.post(
    '/seller/approve-store',
    {
      config: { acl: 'platformAdmin' },
      schema: {
        tags,
        security,
        body: ApproveStoreBodySchema,
        response: { 200: ApproveStoreResponseSchema },
      },
    },
    ({ body }) => approveStore(db, body),
  );
  // A person's own account and shop invitations (decision 0131).
  registerSellerPeopleRoutes(api, { db, providers });
}
