import { DevOutboxMessageSchema, DevOutboxQuerySchema } from '@yangdee/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { LineMessenger } from '../../providers/line/line-messaging';
import { SandboxSmsOutbox } from '../../providers/sms/sandbox-sms';
import type { AccountProviders } from '../accounts/account-providers';
import { registerDevLineRoutes } from './dev-line.routes';
import { renderAuthorizePage, renderOutboxPage } from './dev-pages';

// Sandbox-only pages and calls (issue 4/6): the SMS outbox (SMS_PROVIDER=sandbox) and the test
// authorise pages of the social providers (FACEBOOK_PROVIDER / LINE_PROVIDER = sandbox). With a
// real provider configured these routes do not exist at all (404).

const AuthorizeQuerySchema = z.object({
  redirect_uri: z.string().min(1).max(500),
  state: z.string().max(200).default(''),
});
const ApproveQuerySchema = AuthorizeQuerySchema.extend({ name: z.string().max(100).default('') });

/** Only back to this very site: a relative path, or an absolute URL on the request's host. */
export function sameOriginRedirect(redirectUri: string, host: string): URL | null {
  try {
    const base = new URL(`http://${host}`);
    const url = new URL(redirectUri, base);
    if (url.host !== base.host || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      return null;
    if (redirectUri.startsWith('//') || redirectUri.includes('\\')) return null;
    return url;
  } catch {
    return null;
  }
}

export function registerDevRoutes(
  app: FastifyInstance,
  { providers, line }: { providers: AccountProviders; line?: LineMessenger },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Issue 35: the LINE Official Account sandbox (/dev/line).
  registerDevLineRoutes(app, line);
  const outbox = providers.sms instanceof SandboxSmsOutbox ? providers.sms : undefined;

  if (outbox) {
    r.get(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          querystring: DevOutboxQuerySchema,
          response: { 200: z.array(DevOutboxMessageSchema) },
        },
      },
      ({ query }) => outbox.list(query.tel),
    );
    r.get(
      '/dev/outbox',
      { schema: { hide: true, querystring: DevOutboxQuerySchema } },
      ({ query }, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderOutboxPage(outbox.list(query.tel || undefined), query.tel ?? '')),
    );
  }

  const issuer = providers.social.sandbox;
  if (!issuer) return;
  for (const provider of providers.social.sandboxProviders) {
    r.get(
      `/dev/social/${provider}/authorize`,
      { schema: { hide: true, querystring: AuthorizeQuerySchema } },
      (request, reply) => {
        if (!sameOriginRedirect(request.query.redirect_uri, request.host)) {
          throw new AppError('BAD_REQUEST');
        }
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderAuthorizePage(provider, request.query.redirect_uri, request.query.state));
      },
    );
    r.get(
      `/dev/social/${provider}/approve`,
      { schema: { hide: true, querystring: ApproveQuerySchema } },
      (request, reply) => {
        const target = sameOriginRedirect(request.query.redirect_uri, request.host);
        if (!target) throw new AppError('BAD_REQUEST');
        const fragment = new URLSearchParams({
          access_token: issuer.issue(provider, request.query.name),
          state: request.query.state,
        });
        target.hash = fragment.toString();
        const isRelative = request.query.redirect_uri.startsWith('/');
        return reply.redirect(
          isRelative ? `${target.pathname}${target.search}${target.hash}` : target.toString(),
          302,
        );
      },
    );
  }
}
