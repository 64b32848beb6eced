// What the logger never writes: tokens, passwords, OTPs, and card data (issue [6/6]: no card
// number, CVV or full card token in logs). Card numbers never reach our server by design (the
// browser tokenizes them), but a request body echoed by mistake must still come out censored.

export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers.usersession',
    'res.headers["set-cookie"]',
    '*.password',
    '*.otp',
    '*.token',
    '*.*.token',
    '*.card',
    '*.*.card',
    '*.cardNumber',
    '*.number',
    '*.securityCode',
    '*.*.securityCode',
    '*.cvv',
    '*.checksum',
    '*.secretKey',
  ],
  censor: '[redacted]',
};

/** The payment callback's path carries its unguessable token: logs show only its first 6 chars. */
export function redactUrl(url: string): string {
  return url.replace(/(\/api\/payment\/callback\/[A-Za-z0-9_-]{6})[A-Za-z0-9_-]+/, '$1…');
}

type LoggedRequest = {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request serializer, with the URL passed through redactUrl. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
