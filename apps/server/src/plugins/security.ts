import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

// Security headers and the baseline rate limit. Routes that cost money or CPU (OTP, login) set
// their own tighter limits. With REDIS_URL the counters are shared by every instance.

export async function registerSecurity(
  app: FastifyInstance,
  redis?: Redis,
  options: { allowRecaptcha?: boolean; mapTileUrl?: string } = {},
): Promise<void> {
  // Google reCAPTCHA loads its script from www.google.com / www.gstatic.com and renders in an
  // iframe: allowed only when CAPTCHA_PROVIDER=recaptcha.
  const recaptcha = options.allowRecaptcha
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  // Store maps load tiles from MAP_TILE_URL's origin (issue [3/6]).
  const tiles = tileOrigin(options.mapTileUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptcha],
        frameSrc: [
          "'self'",
          ...(options.allowRecaptcha
            ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
            : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  await app.register(rateLimit, {
    global: true,
    max: 1200,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'yangdee-rl-',
    allowList: (request) => request.url === '/api/health',
  });
}

/** The scheme and host of a tile URL template ('{s}' subdomains become a wildcard). */
export function tileOrigin(template: string | undefined): string[] {
  const match = /^(https?):\/\/([^/]+)/i.exec(template ?? '');
  if (!match) return [];
  return [`${match[1]}://${match[2].replace(/\{s\}/g, '*')}`];
}
