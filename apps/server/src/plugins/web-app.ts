import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownRoute, isSellerFramedRoute, matchRoute } from '@yangdee/contracts/routes';
import { readSessionCookie } from '@yangdee/contracts/session-cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { publicPaymentSettings } from '../modules/payments/provider/create-payment-provider';
import type { PageHeadRenderer } from '../modules/seo/seo.service';
import { fillTemplate, prepareTemplate } from '../modules/seo/seo-head';
import { sendCompressed } from './compression';
import { sendRouteNotFound } from './error-handler';
import {
  loadPageServerRenderer,
  loadSellerFrame,
  SERVER_RENDERED_ROUTES,
  type ServerRenderedPage,
  SIGNED_IN_RENDERED_ROUTES,
} from './server-render';

// Serves the built React app: files from dist, and index.html for every screen of the route table
// (HTTP 200) or any other path (HTTP 404, the app renders the not-found page: spec 2.1).
// With a head renderer (modules/seo) each page gets its own title, description, canonical URL,
// Open Graph tags and JSON-LD in the HTML, and detail pages of unknown things answer 404.

const CONFIG_META = /<meta name="app-config" content="\{\}"\s*\/?>/;

function escapeAttr(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The app-config meta tag's JSON: what the browser app may know of the server's settings. */
export function publicAppConfigJson(config: AppConfig): string {
  const payment = publicPaymentSettings(config);
  return JSON.stringify({
    devGate: Boolean(config.devGatePassword),
    productionHosts: config.productionHosts,
    mapTileUrl: config.mapTileUrl,
    // Public identifiers only (never secrets): the sign-in screens need them (issue 4/6).
    captchaProvider: config.captcha.provider,
    recaptchaSiteKey: config.captcha.siteKey ?? '',
    facebookProvider: config.facebook.provider,
    facebookAppId: config.facebook.appId ?? '',
    lineProvider: config.line.provider,
    lineChannelId: config.line.channelId ?? '',
    // The card form tokenizes in the browser with the public key (issue 6/6); never the secret.
    paymentProvider: config.paymentProvider,
    paymentApiUrl: payment.apiUrl,
    paymentPublicKey: payment.publicKey,
  });
}

export function renderIndexHtml(template: string, config: AppConfig): string {
  return template.replace(
    CONFIG_META,
    `<meta name="app-config" content="${escapeAttr(publicAppConfigJson(config))}">`,
  );
}

/** Where the web build lists each route's chunks (apps/web/build/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/** A route's preload tags: as every page gets them, and as a page painted as the seller frame does. */
export interface RoutePreloadTags {
  tags: string;
  framedTags: string;
}

const ASSET_FILE = /^assets\/[\w.-]+\.(?:js|woff2)$/;

function assetFiles(files: unknown): string[] {
  return Array.isArray(files)
    ? files.filter((f): f is string => typeof f === 'string' && ASSET_FILE.test(f))
    : [];
}

function preloadTag(file: string, low = false): string {
  return file.endsWith('.js')
    ? `<link rel="modulepreload"${low ? ' fetchpriority="low"' : ''} crossorigin href="/${escapeAttr(file)}">`
    : // A seller page's bold faces (decision 0173).
      `<link rel="preload" href="/${escapeAttr(file)}" as="font" type="font/woff2" crossorigin>`;
}

const joinTags = (links: string[]) => (links.length > 0 ? `\n    ${links.join('\n    ')}` : '');

/**
 * For each route pattern, the <link rel="modulepreload"> tags of its screen chunk and what that
 * imports (issue 13 §2, decision 0079), and of a seller page's layout and fonts (decision 0173):
 * the browser fetches them with the entry script instead of discovering them after it ran. An
 * unknown or missing list means no tags, never an error. A route with a lazy layout lists the
 * layout's chunks its screen does not import under `later`: on a page whose first screen is the
 * server's seller frame they are asked for at low priority, so that Lighthouse's slow-4G estimate
 * does not count ~30 high-priority scripts as holding the frame's paint back (decision 0176); the
 * entry and the screen's own chunks keep their priority.
 */
export function readRoutePreloads(dist: string): Map<string, RoutePreloadTags> {
  const file = path.join(dist, ROUTE_PRELOADS_FILE);
  const tags = new Map<string, RoutePreloadTags>();
  if (!existsSync(file)) return tags;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return tags;
  }
  if (!raw || typeof raw !== 'object') return tags;
  for (const [route, entry] of Object.entries(raw as Record<string, unknown>)) {
    const split = entry && typeof entry === 'object' && !Array.isArray(entry);
    const files = assetFiles(split ? (entry as { files?: unknown }).files : entry);
    const later = split ? assetFiles((entry as { later?: unknown }).later) : [];
    if (files.length + later.length === 0) continue;
    tags.set(route, {
      tags: joinTags([...files, ...later].map((f) => preloadTag(f))),
      framedTags: joinTags([
        ...files.map((f) => preloadTag(f)),
        ...later.map((f) => preloadTag(f, true)),
      ]),
    });
  }
  return tags;
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The app shell with a server-rendered first screen in #root and its data after it. */
function withRenderedRoot(document: string, page: ServerRenderedPage): string {
  return lowerScriptPriority(document).replace(
    EMPTY_ROOT,
    () => `<div id="root">${page.rootHtml}</div>${page.dataScript}`,
  );
}

/**
 * A page whose first screen is in its HTML needs its scripts only to take that screen over
 * (hydration): they are fetched at low priority, after the style sheet, the font and the first
 * screen's pictures (decision 0123).
 */
function lowerScriptPriority(document: string): string {
  return document
    .replace(
      '<script type="module" crossorigin',
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}

export async function registerWebApp(
  app: FastifyInstance,
  config: AppConfig,
  renderHead?: PageHeadRenderer,
): Promise<void> {
  const dist = config.webDistDir;
  const indexPath = dist ? path.join(dist, 'index.html') : '';
  const hasWeb = Boolean(dist && existsSync(indexPath));
  const html = hasWeb ? renderIndexHtml(readFileSync(indexPath, 'utf8'), config) : '';
  const template = renderHead ? prepareTemplate(html) : html;
  const routePreloads =
    hasWeb && dist ? readRoutePreloads(dist) : new Map<string, RoutePreloadTags>();
  const renderPage =
    hasWeb && dist
      ? await loadPageServerRenderer(app, dist, publicAppConfigJson(config))
      : undefined;
  const sellerFrame = hasWeb && dist ? await loadSellerFrame(dist) : '';

  if (hasWeb && dist) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      // One route per built file (the dist folder does not change while the server runs).
      wildcard: false,
      // The build writes file.br and file.gz beside each text asset (apps/web/build/precompress.ts):
      // brotli, else gzip, per Accept-Encoding, with Vary: Accept-Encoding (issue 13 §1).
      preCompressed: true,
      // The raw template (without the app config) is never a page of its own.
      allowedPath: (pathName) => pathName !== '/index.html',
      // Hashed assets never change; other files (favicon, robots) are revalidated after a day.
      // index.html is served by the not-found handler below, never cached.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=86400',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage || !hasWeb) return sendRouteNotFound(reply);
    const page = renderHead
      ? await renderHead(request.url)
      : { status: isKnownRoute(pathname) ? 200 : 404, headHtml: '' };
    reply.status(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const route = page.status === 200 ? matchRoute(pathname) : undefined;
    const isSignedInPage = route !== undefined && SIGNED_IN_RENDERED_ROUTES.has(route);
    // A shopper's own page (the cart) is never kept by a shared or the browser's cache.
    if (isSignedInPage) reply.header('cache-control', 'private, no-store');
    const renders =
      route !== undefined &&
      (SERVER_RENDERED_ROUTES.has(route) ||
        (isSignedInPage && readSessionCookie(request.headers.cookie) !== null));
    const rendered =
      renderPage && renders && request.method === 'GET' ? await renderPage(request) : null;
    // A signed-in seller page paints the back office's frame before its script runs (decision
    // 0173); the app, rendered in the browser only, replaces it.
    const framed = !rendered && sellerFrame && route !== undefined && isSellerFramedRoute(route);
    const routeTags = route ? routePreloads.get(route) : undefined;
    const preloads =
      ((framed ? routeTags?.framedTags : routeTags?.tags) ?? '') + (rendered?.headHtml ?? '');
    const document = renderHead
      ? fillTemplate(template, page.headHtml + preloads)
      : html.replace('</head>', () => `${preloads}\n  </head>`);
    return sendCompressed(
      request,
      reply,
      rendered
        ? withRenderedRoot(document, rendered)
        : framed
          ? document.replace(EMPTY_ROOT, () => `<div id="root">${sellerFrame}</div>`)
          : document,
    );
  });
}
