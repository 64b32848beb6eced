import { NotificationPreferencesSchema } from '@yangdee/contracts/messages';
import {
  LineLinkResponseSchema,
  LinkLineBodySchema,
  MarketingConsentBodySchema,
  MessageHistoryPageSchema,
  MessageHistoryQuerySchema,
  NotificationSettingsSchema,
} from '@yangdee/contracts/my-notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import type { SocialProviders } from '../../../providers/social/social-provider';
import { callerOf } from '../../accounts/caller';
import { linkLine, unlinkLine } from '../../accounts/line-link.service';
import * as my from './my-messages.service';

// /api/my: LINE link, message preferences, marketing consent and message history of the
// signed-in shopper (issue 35 items 2 and 4). Every call needs the customer token and touches
// only the caller's own rows.

const tags = ['user'];
const security = [{ bearer: [] }];

export function registerMyMessageRoutes(
  api: FastifyInstance,
  { db, social, now = () => new Date() }: { db: Db; social: SocialProviders; now?: () => Date },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  // Auth before body validation: a signed-out caller gets 401 (→ login), never a 422.
  const auth = { preValidation: api.requireUser };
  const settings = { 200: NotificationSettingsSchema };

  r.post(
    '/my/line',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: LinkLineBodySchema,
        response: { 200: LineLinkResponseSchema },
      },
    },
    async (request) => {
      await linkLine(db, callerOf(request).id, await social.verifyLine(request.body));
      return { lineLinked: true };
    },
  );
  r.delete(
    '/my/line',
    { ...auth, schema: { tags, security, response: { 200: LineLinkResponseSchema } } },
    async (request) => {
      await unlinkLine(db, callerOf(request).id);
      return { lineLinked: false };
    },
  );

  r.get(
    '/my/notification-preferences',
    { ...auth, schema: { tags, security, response: settings } },
    (request) => my.getSettings(db, callerOf(request).id),
  );
  r.put(
    '/my/notification-preferences',
    {
      ...auth,
      schema: { tags, security, body: NotificationPreferencesSchema.strict(), response: settings },
    },
    async (request) => {
      const userId = callerOf(request).id;
      await my.savePreferences(db, userId, request.body, now());
      return my.getSettings(db, userId);
    },
  );
  r.put(
    '/my/marketing-consent',
    {
      ...auth,
      schema: { tags, security, body: MarketingConsentBodySchema, response: settings },
    },
    async (request) => {
      const userId = callerOf(request).id;
      await my.recordMarketingConsent(db, userId, request.body.granted, now());
      return my.getSettings(db, userId);
    },
  );

  r.get(
    '/my/notifications',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: MessageHistoryQuerySchema,
        response: { 200: MessageHistoryPageSchema },
      },
    },
    (request) => my.listMessages(db, callerOf(request).id, request.query.page),
  );
}
