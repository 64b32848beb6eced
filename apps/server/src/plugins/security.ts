import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { registerRateLimits } from './rate-limits';

// Security headers, and the rate limiter: only the routes that name a limit of RATE_LIMITS
// (rate-limits.ts) are counted. With REDIS_URL the counters are shared by every instance.

/** Where the web build puts its hashed files (apps/web/dist/assets). */
const ASSET_PREFIX = '/assets/';

export async function registerSecurity(
  app: FastifyInstance,
  redis?: Redis,
  options: { allowRecaptcha?: boolean; mapTileUrl?: string; paymentOrigin?: string } = {},
): Promise<void> {
  // Google reCAPTCHA loads its script from www.google.com / www.gstatic.com and renders in an
  // iframe: allowed only when CAPTCHA_PROVIDER=recaptcha.
  const recaptcha = options.allowRecaptcha
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  // Store maps load tiles from MAP_TILE_URL's origin (issue [3/6]).
  const tiles = tileOrigin(options.mapTileUrl);
  // The payment provider (or the sandbox): the card tokenizer is fetched and the 3-D Secure,
  // mobile banking and instalment pages are form posts. The SPA keeps the policy of the first
  // document it loaded, so a customer who reaches /cart by a client-side navigation needs it too
  // (docs/decisions/0040).
  const provider = options.paymentOrigin ? [options.paymentOrigin] : [];
  // helmet's middleware is built once: @fastify/helmet built it (and re-parsed the CSP) on every
  // request, ~6 % of a search's CPU (decision 0059).
  const applyHelmet = helmet({
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
        connectSrc: ["'self'", ...provider],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...provider],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // The built app's hashed scripts, styles and fonts are never documents: a page's policies
    // (CSP, framing, referrer…) mean nothing on them, and they were ~1 KB of headers on every
    // file of a phone's first visit (issue 13 §2). They keep what applies to a subresource.
    if (request.url.startsWith(ASSET_PREFIX)) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', 'same-origin');
      done();
      return;
    }
    applyHelmet(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  // Checkout pages (cart, payment, receipts) get a stricter policy of their own: no third party
  // but the payment provider, no inline script, no frames.
  const checkoutPolicy = checkoutCsp(options.paymentOrigin, tiles);
  app.addHook('onSend', async (request, reply) => {
    if (isCheckoutPage(request.url)) reply.header('content-security-policy', checkoutPolicy);
  });
  // No global limit: static files, pages and cached reads are never counted (decision 0066).
  await registerRateLimits(app, redis);
}

/** The scheme and host of a tile URL template ('{s}' subdomains become a wildcard). */
export function tileOrigin(template: string | undefined): string[] {
  const match = /^(https?):\/\/([^/]+)/i.exec(template ?? '');
  if (!match) return [];
  return [`${match[1]}://${match[2].replace(/\{s\}/g, '*')}`];
}

/** The storefront's checkout pages: /cart and everything under /order/ (spec 2.4, 2.9, 2.10). */
export function isCheckoutPage(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname === '/cart' || pathname.startsWith('/cart/') || pathname.startsWith('/order/');
}

/** The Content-Security-Policy of checkout pages: our origin, and the provider for the card
 * tokenizer (connect-src) and the provider's pages (form-action) only. */
export function checkoutCsp(paymentOrigin?: string, imageOrigins: string[] = []): string {
  const provider = paymentOrigin ? ` ${paymentOrigin}` : '';
  // Map tiles (a shop's location in the store panel) are the only third-party images.
  const images = imageOrigins.map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${images}`,
    "font-src 'self' data:",
    `connect-src 'self'${provider}`,
    `form-action 'self'${provider}`,
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
