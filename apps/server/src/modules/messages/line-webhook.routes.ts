import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { LineMessenger } from '../../providers/line/line-messaging';
import { recordLineFollows } from './line-followers';

// The LINE Official Account's webhook (issue 35 item 2): LINE posts follow and unfollow events
// (blocking the account is an unfollow) signed with the channel secret. The signature is checked
// over the raw body before anything is read or written; a body that is not ours gets 401 and
// changes nothing. Other event types (messages, postbacks) are acknowledged and ignored.

const WEBHOOK_BODY_LIMIT = 256 * 1024;

const EventSchema = z.object({
  type: z.string(),
  timestamp: z.number().int().nonnegative(),
  source: z.object({ type: z.string(), userId: z.string().min(1).max(100).optional() }).optional(),
});
const WebhookSchema = z.object({ events: z.array(z.unknown()).max(1000) });

export const LINE_WEBHOOK_PATH = '/line/webhook';

export function registerLineWebhookRoutes(
  api: FastifyInstance,
  { db, line }: { db: Db; line: LineMessenger },
): void {
  api.register(async (scope) => {
    // The raw body, as the signature is over its exact bytes (only inside this scope).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      LINE_WEBHOOK_PATH,
      {
        schema: { hide: true },
        config: { rateLimit: { max: 1_000, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['x-line-signature'];
        if (!line.isSignatureValid(raw, typeof signature === 'string' ? signature : undefined)) {
          request.log.warn({}, 'LINE webhook refused: bad signature');
          throw new AppError('UNAUTHORIZED', 'ลายเซ็นของคำขอไม่ถูกต้อง');
        }
        const body = WebhookSchema.safeParse(parseJson(raw));
        if (!body.success) throw new AppError('BAD_REQUEST', 'ข้อมูลจาก LINE อ่านไม่ได้');
        const follows = body.data.events.flatMap((value) => {
          const event = EventSchema.safeParse(value);
          const userId = event.data?.source?.userId;
          if (!event.success || !userId) return [];
          if (event.data.type !== 'follow' && event.data.type !== 'unfollow') return [];
          return [
            {
              lineUserId: userId,
              isFollowing: event.data.type === 'follow',
              at: new Date(event.data.timestamp),
            },
          ];
        });
        await recordLineFollows(db, follows);
        return reply.send({ ok: true });
      },
    );
  });
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
