import {
  AddCarBodySchema,
  AddCarResponseSchema,
  CarSchema,
  ChangePasswordBodySchema,
  DeleteCarBodySchema,
  DeletionRequestResponseSchema,
  PrivacyStateSchema,
  ProfileSchema,
  SaveAddressBodySchema,
  SaveBirthdateBodySchema,
  SaveEmailBodySchema,
  SaveGenderBodySchema,
  SaveNameBodySchema,
  SavePrivacyBodySchema,
  SuccessResponseSchema,
} from '@yangdee/contracts/user-profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { callerOf } from '../accounts/caller';
import { exportUserData } from './export-data.service';
import * as privacy from './privacy.service';
import * as profile from './profile.service';

// /api/user/* profile, password, cars and privacy (spec 7 "User"). Every call needs the customer
// token and touches only the caller's own rows (request.user.id).

const tags = ['user'];
const security = [{ bearer: [] }];
const ok = { success: true as const };

export function registerProfileRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const p = '/user';
  // Auth before body validation: a signed-out caller gets 401 (→ login), never a 422.
  const auth = { preValidation: api.requireUser };
  const saved = { 200: SuccessResponseSchema };

  r.get(
    `${p}/get-profile`,
    { ...auth, schema: { tags, security, response: { 200: ProfileSchema } } },
    (request) => profile.getProfile(db, callerOf(request).id),
  );
  r.post(
    `${p}/save-name`,
    { ...auth, schema: { tags, security, body: SaveNameBodySchema, response: saved } },
    async (request) => {
      await profile.saveName(db, callerOf(request).id, request.body.name);
      return ok;
    },
  );
  r.post(
    `${p}/save-email`,
    { ...auth, schema: { tags, security, body: SaveEmailBodySchema, response: saved } },
    async (request) => {
      await profile.saveEmail(db, callerOf(request).id, request.body.email);
      return ok;
    },
  );
  r.post(
    `${p}/save-birthdate`,
    { ...auth, schema: { tags, security, body: SaveBirthdateBodySchema, response: saved } },
    async (request) => {
      await profile.saveBirthDate(db, callerOf(request).id, request.body.birthDate);
      return ok;
    },
  );
  r.post(
    `${p}/save-gender`,
    { ...auth, schema: { tags, security, body: SaveGenderBodySchema, response: saved } },
    async (request) => {
      await profile.saveGender(db, callerOf(request).id, request.body.gender);
      return ok;
    },
  );
  r.post(
    `${p}/save-address`,
    { ...auth, schema: { tags, security, body: SaveAddressBodySchema, response: saved } },
    async (request) => {
      await profile.saveAddress(db, callerOf(request).id, request.body);
      return ok;
    },
  );

  // Password change costs two argon2 hashes: limited per account before any hashing, counting
  // only requests whose token was accepted (a stranger cannot use up the owner's tries).
  r.post(
    `${p}/change-password`,
    {
      ...auth,
      config: { rateLimit: RATE_LIMITS.changePassword },
      schema: { tags, security, body: ChangePasswordBodySchema, response: saved },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await profile.changePassword(db, callerOf(request), currentPassword, newPassword);
      return ok;
    },
  );

  // Cars.
  r.get(
    `${p}/get-car`,
    { ...auth, schema: { tags, security, response: { 200: z.array(CarSchema) } } },
    (request) => profile.getCars(db, callerOf(request).id),
  );
  r.post(
    `${p}/add-car`,
    {
      ...auth,
      schema: { tags, security, body: AddCarBodySchema, response: { 200: AddCarResponseSchema } },
    },
    async (request) => ({
      ...ok,
      car: await profile.addCar(db, callerOf(request).id, request.body),
    }),
  );
  r.post(
    `${p}/delete-car`,
    { ...auth, schema: { tags, security, body: DeleteCarBodySchema, response: saved } },
    async (request) => {
      await profile.deleteCar(db, callerOf(request).id, request.body.id);
      return ok;
    },
  );

  // Privacy (PDPA).
  r.get(
    `${p}/get-privacy`,
    { ...auth, schema: { tags, security, response: { 200: PrivacyStateSchema } } },
    (request) => privacy.getPrivacy(db, callerOf(request).id),
  );
  r.post(
    `${p}/save-privacy`,
    { ...auth, schema: { tags, security, body: SavePrivacyBodySchema, response: saved } },
    async (request) => {
      await privacy.savePrivacy(db, callerOf(request).id, request.body.isAcceptPrivacy);
      return ok;
    },
  );
  r.get(
    `${p}/export-data`,
    {
      ...auth,
      config: { rateLimit: RATE_LIMITS.exportData },
      schema: { tags, security, response: { 200: z.record(z.string(), z.unknown()) } },
    },
    async (request, reply) => {
      const data = await exportUserData(db, callerOf(request).id);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', 'attachment; filename="yangdee-my-data.json"');
      return data;
    },
  );
  r.post(
    `${p}/request-deletion`,
    { ...auth, schema: { tags, security, response: { 200: DeletionRequestResponseSchema } } },
    async (request) => {
      const requestedAt = await privacy.requestDeletion(db, callerOf(request).id);
      return {
        ...ok,
        message: privacy.DELETION_REQUEST_MESSAGE,
        requestedAt: requestedAt.toISOString(),
      };
    },
  );
}
