import type { FastifyInstance } from 'fastify';

// The provider posts form-urlencoded bodies (card, mobile banking and instalment callbacks, and
// the browser's return to responseUrl) and JSON (QR callbacks). Fastify parses only JSON by
// default: register this inside the payments routes' plugin (encapsulated, so no other route
// starts accepting forms). Bodies stay raw strings for `parseProviderCallback`.

export const PROVIDER_BODY_LIMIT = 16 * 1024;

export function acceptProviderForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: PROVIDER_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
}
