import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { LineMessenger } from '../../providers/line/line-messaging';
import { SandboxLineMessenger } from '../../providers/line/sandbox-line';
import { LINE_WEBHOOK_PATH } from '../messages/line-webhook.routes';
import { renderLinePage } from './dev-line-page';

// The LINE Official Account sandbox (LINE_MESSAGING_PROVIDER=sandbox only; with the real API
// these routes do not exist): the pushes it was given (/dev/line, /api/dev/line), an outage
// switch (every push fails while it is on), and a user following or blocking the account, sent
// as a signed webhook through the real /api/line/webhook and its signature check.

const ToQuerySchema = z.object({ to: z.string().max(100).optional() });
const OutageBodySchema = z.object({ down: z.boolean() });
const FollowBodySchema = z.object({
  lineUserId: z.string().trim().min(1).max(100),
  following: z.boolean(),
});

export function registerDevLineRoutes(app: FastifyInstance, line: LineMessenger | undefined): void {
  if (!(line instanceof SandboxLineMessenger)) return;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/dev/line', { schema: { tags: ['dev'], querystring: ToQuerySchema } }, ({ query }) =>
    line.list(query.to || undefined),
  );
  r.get('/dev/line', { schema: { hide: true, querystring: ToQuerySchema } }, ({ query }, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderLinePage(line.list(query.to || undefined), query.to ?? '', line.isOutage)),
  );
  r.post(
    '/api/dev/line/outage',
    { schema: { tags: ['dev'], body: OutageBodySchema } },
    ({ body }) => {
      line.setOutage(body.down);
      return { down: line.isOutage };
    },
  );
  r.post(
    '/api/dev/line/follow',
    { schema: { tags: ['dev'], body: FollowBodySchema } },
    async ({ body }) => {
      const payload = JSON.stringify({
        destination: 'sandbox',
        events: [
          {
            type: body.following ? 'follow' : 'unfollow',
            mode: 'active',
            timestamp: Date.now(),
            webhookEventId: randomUUID(),
            source: { type: 'user', userId: body.lineUserId },
          },
        ],
      });
      const response = await app.inject({
        method: 'POST',
        url: `/api${LINE_WEBHOOK_PATH}`,
        headers: { 'content-type': 'application/json', 'x-line-signature': line.sign(payload) },
        payload,
      });
      if (response.statusCode !== 200)
        throw new AppError('BAD_REQUEST', 'ส่งเหตุการณ์จาก LINE ไม่สำเร็จ');
      return { lineUserId: body.lineUserId, following: body.following };
    },
  );
}
