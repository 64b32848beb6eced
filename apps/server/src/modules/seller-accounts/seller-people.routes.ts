import { RequestOtpResponseSchema, SuccessResponseSchema } from '@yangdee/contracts/auth';
import {
  ChangeOwnPasswordBodySchema,
  ChangeOwnTelBodySchema,
  ChangeShopBodySchema,
  LinkSellerLineBodySchema,
  MyAccountResponseSchema,
} from '@yangdee/contracts/seller-credentials';
import {
  AcceptInvitationBodySchema,
  InvitationTokenBodySchema,
  InvitationViewSchema,
  RequestInvitationOtpBodySchema,
} from '@yangdee/contracts/seller-invitations';
import { SellerSessionResponseSchema } from '@yangdee/contracts/seller-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import type { AccountProviders } from '../accounts/account-providers';
import {
  acceptInvitation,
  requestInvitationOtp,
  viewInvitation,
} from './invitation-accept.service';
import {
  changeOwnPassword,
  changeOwnTel,
  changeShop,
  myAccount,
} from './seller-credentials.service';
import { linkSellerLine, unlinkSellerLine } from './seller-line.service';

// /api/seller: a person's own account and shops, and invitations to work in a shop (decision
// 0131). 'account' routes act for the signed-in person, whatever store their token is for.

const tags = ['seller-account'];
const security = [{ bearer: [] }];

function accountOf(request: FastifyRequest) {
  if (!request.sellerAccount) throw new AppError('UNAUTHORIZED');
  return request.sellerAccount;
}

export function registerSellerPeopleRoutes(
  api: FastifyInstance,
  { db, providers }: { db: Db; providers: AccountProviders },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const otpDeps = { db, sms: providers.sms, captcha: providers.captcha };
  const account = { acl: 'account' } as const;
  const signIn = { acl: 'account', rateLimit: RATE_LIMITS.signIn } as const;

  r.post(
    '/seller/invitation',
    {
      config: { acl: 'open', rateLimit: RATE_LIMITS.otpVerify },
      schema: { tags, body: InvitationTokenBodySchema, response: { 200: InvitationViewSchema } },
    },
    ({ body }) => viewInvitation(db, body.token),
  );
  r.post(
    '/seller/request-invitation-otp',
    {
      config: { acl: 'open', rateLimit: RATE_LIMITS.otpSend },
      schema: {
        tags,
        body: RequestInvitationOtpBodySchema,
        response: { 200: RequestOtpResponseSchema },
      },
    },
    ({ body, ip }) => requestInvitationOtp(otpDeps, { ...body, ip }),
  );
  r.post(
    '/seller/accept-invitation',
    {
      config: { acl: 'open', rateLimit: RATE_LIMITS.otpVerify },
      schema: {
        tags,
        body: AcceptInvitationBodySchema,
        response: { 200: SellerSessionResponseSchema },
      },
    },
    ({ body, ip }) => acceptInvitation(db, { ...body, ip }),
  );
  r.get(
    '/seller/my-account',
    { config: account, schema: { tags, security, response: { 200: MyAccountResponseSchema } } },
    (request) => myAccount(db, accountOf(request)),
  );
  r.post(
    '/seller/change-own-password',
    {
      config: signIn,
      schema: {
        tags,
        security,
        body: ChangeOwnPasswordBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    (request) => changeOwnPassword(db, accountOf(request), request.body),
  );
  r.post(
    '/seller/change-own-tel',
    {
      config: signIn,
      schema: {
        tags,
        security,
        body: ChangeOwnTelBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    (request) => changeOwnTel(db, accountOf(request), request.body),
  );
  // One's own LINE for the shop's pushes (issue 35): the link is always the caller's own.
  r.post(
    '/seller/link-line',
    {
      config: signIn,
      schema: {
        tags,
        security,
        body: LinkSellerLineBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    (request) => linkSellerLine(db, providers.social, accountOf(request), request.body),
  );
  r.post(
    '/seller/unlink-line',
    { config: account, schema: { tags, security, response: { 200: SuccessResponseSchema } } },
    (request) => unlinkSellerLine(db, accountOf(request)),
  );
  r.post(
    '/seller/change-shop',
    {
      config: account,
      schema: {
        tags,
        security,
        body: ChangeShopBodySchema,
        response: { 200: SellerSessionResponseSchema },
      },
    },
    (request) => changeShop(db, accountOf(request), request.body.sellerId),
  );
}
