import type { FastifyInstance, FastifyRequest } from 'fastify';

// The two headers every web call sends (spec 7 Conventions), parsed leniently: a broken header is
// ignored, never an error.

export const ANONYMOUS_USER_ID = 'annonymous'; // spelled so (spec 6)

export type UserSessionHeader = { sessionId?: string; referrer?: string; userId: string };
export type LocationHeader = { latitude: number; longitude: number };

declare module 'fastify' {
  interface FastifyRequest {
    userSession: UserSessionHeader;
    location: LocationHeader | null;
  }
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parseUserSession(raw: string | undefined): UserSessionHeader {
  const fallback = { userId: ANONYMOUS_USER_ID };
  if (!raw || raw.length > 4096) return fallback;
  try {
    const json = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as unknown;
    if (!json || typeof json !== 'object') return fallback;
    const o = json as Record<string, unknown>;
    const sessionId =
      typeof o.sessionId === 'string' && UUID_RE.test(o.sessionId) ? o.sessionId : undefined;
    const referrer = typeof o.referrer === 'string' ? o.referrer.slice(0, 500) : undefined;
    const userId =
      typeof o.userId === 'string' && o.userId.length > 0 && o.userId.length <= 40
        ? o.userId
        : ANONYMOUS_USER_ID;
    return { sessionId, referrer, userId };
  } catch {
    return fallback;
  }
}

export function parseLocation(raw: string | undefined): LocationHeader | null {
  if (!raw || raw.length > 1024) return null;
  try {
    const o = JSON.parse(raw) as Record<string, unknown> | null;
    const latitude = Number(o?.latitude);
    const longitude = Number(o?.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    return { latitude, longitude };
  } catch {
    return null;
  }
}

export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('userSession', null as unknown as UserSessionHeader);
  app.decorateRequest('location', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.userSession = parseUserSession(firstHeader(request.headers.usersession));
    request.location = parseLocation(firstHeader(request.headers.locationdata));
  });
}
