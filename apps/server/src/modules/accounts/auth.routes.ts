import {
  FacebookLoginBodySchema,
  LineLoginBodySchema,
  LoginBodySchema,
  RegisterUserPasswordBodySchema,
  RequestOtpBodySchema,
  RequestOtpResponseSchema,
  ResetPasswordBodySchema,
  ResetPasswordDataBodySchema,
  ResetPasswordDataResponseSchema,
  ResetUserPasswordBodySchema,
  SessionResponseSchema,
  SubmitOtpBodySchema,
  SubmitOtpResponseSchema,
  SuccessResponseSchema,
} from '@yangdee/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import type { AccountProviders } from './account-providers';
import { loginWithPassword, loginWithSocial, logout } from './login.service';
import { requestOtp } from './otp.service';
import {
  getResetPasswordData,
  registerWithPassword,
  resetUserPassword,
  submitOtp,
} from './registration.service';

// /api/user sign-in, registration, OTP and password reset (spec 7 "User", issue 4/6). Per-address
// limits (RATE_LIMITS, decision 0066) run in onRequest, before any password hashing or SMS; OTP
// limits per phone live in the OTP service, sign-in locks per name in the login service.

const tags = ['user-auth'];

export function registerAuthRoutes(
  api: FastifyInstance,
  { db, providers }: { db: Db; providers: AccountProviders },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const otpDeps = { db, sms: providers.sms, captcha: providers.captcha };

  r.post(
    '/user/request-otp',
    {
      config: { rateLimit: RATE_LIMITS.otpSend },
      schema: { tags, body: RequestOtpBodySchema, response: { 200: RequestOtpResponseSchema } },
    },
    ({ body, ip }) => requestOtp(otpDeps, { ...body, ip }),
  );
  r.post(
    '/user/reset-password',
    {
      config: { rateLimit: RATE_LIMITS.otpSend },
      schema: { tags, body: ResetPasswordBodySchema, response: { 200: RequestOtpResponseSchema } },
    },
    ({ body, ip }) => requestOtp(otpDeps, { ...body, type: 'reset', ip }),
  );
  r.post(
    '/user/submit-otp',
    {
      config: { rateLimit: RATE_LIMITS.otpVerify },
      schema: { tags, body: SubmitOtpBodySchema, response: { 200: SubmitOtpResponseSchema } },
    },
    ({ body }) => submitOtp(db, body),
  );
  r.post(
    '/user/register-user-password',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        body: RegisterUserPasswordBodySchema,
        response: { 200: SessionResponseSchema },
      },
    },
    ({ body }) => registerWithPassword(db, body),
  );
  r.post(
    '/user/login',
    {
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: { tags, body: LoginBodySchema, response: { 200: SessionResponseSchema } },
    },
    ({ body }) => loginWithPassword(db, body),
  );
  r.post(
    '/user/login-by-facebook',
    {
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: { tags, body: FacebookLoginBodySchema, response: { 200: SessionResponseSchema } },
    },
    async ({ body }) =>
      loginWithSocial(
        db,
        'facebook',
        await providers.social.verifyFacebook(body.fbAuth.accessToken),
      ),
  );
  r.post(
    '/user/login-by-line',
    {
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: { tags, body: LineLoginBodySchema, response: { 200: SessionResponseSchema } },
    },
    async ({ body }) => loginWithSocial(db, 'line', await providers.social.verifyLine(body)),
  );
  r.post(
    '/user/logout',
    {
      preValidation: api.requireUser,
      schema: { tags, security: [{ bearer: [] }], response: { 200: SuccessResponseSchema } },
    },
    async (request) => {
      if (request.user) await logout(db, request.user.tokenId);
      return { success: true as const };
    },
  );
  r.post(
    '/user/reset-password-data',
    {
      config: { rateLimit: RATE_LIMITS.otpVerify },
      schema: {
        tags,
        body: ResetPasswordDataBodySchema,
        response: { 200: ResetPasswordDataResponseSchema },
      },
    },
    ({ body }) => getResetPasswordData(db, body.key),
  );
  r.post(
    '/user/reset-user-password',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: { tags, body: ResetUserPasswordBodySchema, response: { 200: SessionResponseSchema } },
    },
    ({ body }) => resetUserPassword(db, body),
  );
}
