import type { FastifyRequest } from 'fastify';

// HTTP Basic with the key as user name and an empty password (shared/payments.md "Hosts and keys").

export function basicAuthUser(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+(.+)$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? decoded : decoded.slice(0, colon);
}

export type SandboxKeys = { publicKey: string; secretKey: string; token: string };
