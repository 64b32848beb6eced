import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// The first screen of the busiest public pages, rendered on the server (issue 13 §2, decision
// 0120) by the web build's server bundle (apps/web/dist-ssr/entry-server.js). Its API calls go
// through this server's own routes (app.inject, with the visitor's address for the rate limits);
// a render that is slow, fails or finds more than a few others running gives way to the plain app
// shell, which renders in the browser as before: a page is never late or broken because of it.

type RenderPage = (
  url: string,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
  appConfig: string,
  cookieHeader: string | undefined,
) => Promise<{ html: string; data: string } | null>;

/** Route patterns (contracts route table) whose first screen is rendered on the server. */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/search',
  '/tire',
  '/tire-by-car-model',
  '/tire-by-type',
  '/brand/:brand',
  '/tire/:id',
  '/store',
  '/store-tire-repair',
  '/store/:id',
  '/store/:id/:spid',
]);

/**
 * Routes rendered on the server only for a signed-in shopper, from the session's cookie that the
 * browser sends to these addresses alone (decision 0125); never stored by any cache.
 */
export const SIGNED_IN_RENDERED_ROUTES: ReadonlySet<string> = new Set(['/cart']);

const RENDER_TIMEOUT_MS = 800;
const MAX_RENDERS_AT_ONCE = 8;

export interface ServerRenderedPage {
  /** Preload tags React asked for (the first screen's pictures), for the head. */
  headHtml: string;
  /** The page's markup, for inside #root. */
  rootHtml: string;
  /** The answers it was rendered from, for the browser: a data script after #root. */
  dataScript: string;
}

export type PageServerRenderer = (request: FastifyRequest) => Promise<ServerRenderedPage | null>;

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/?>)+/;

/**
 * The seller pages' frame from the server bundle (decision 0173): header bar, side panel and title
 * area in grey blocks, for #root of every signed-in seller page. Empty without the bundle.
 */
export async function loadSellerFrame(dist: string): Promise<string> {
  const file = path.join(dist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return '';
  const module = (await import(pathToFileURL(file).href)) as { sellerFrame?: () => string };
  return module.sellerFrame?.() ?? '';
}

export async function loadPageServerRenderer(
  app: FastifyInstance,
  dist: string,
  appConfig: string,
): Promise<PageServerRenderer | undefined> {
  const file = path.join(dist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const render = ((await import(pathToFileURL(file).href)) as { render: RenderPage }).render;
  let running = 0;

  return async (request) => {
    if (running >= MAX_RENDERS_AT_ONCE) return null;
    running += 1;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), RENDER_TIMEOUT_MS);
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: String(input),
        headers: {
          ...(init?.headers as Record<string, string> | undefined),
          'accept-encoding': 'identity',
          'user-agent': request.headers['user-agent'] ?? '',
        },
        payload: typeof init?.body === 'string' ? init.body : undefined,
        remoteAddress: request.ip,
      });
      const type = res.headers['content-type'];
      return new Response(res.statusCode === 204 ? null : res.rawPayload, {
        status: res.statusCode,
        headers: typeof type === 'string' ? { 'content-type': type } : {},
      });
    }) as typeof fetch;
    try {
      const url = `http://${request.hostname || 'localhost'}${request.url}`;
      const page = await Promise.race([
        render(url, fetchImpl, controller.signal, appConfig, request.headers.cookie),
        new Promise<null>((resolve) =>
          controller.signal.addEventListener('abort', () => resolve(null)),
        ),
      ]);
      if (!page) return null;
      const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
      return {
        headHtml: preloads,
        rootHtml: page.html.slice(preloads.length),
        dataScript: `<script type="application/json" id="ssr-data">${page.data}</script>`,
      };
    } catch (error) {
      request.log.warn({ err: error }, 'server render failed; the page renders in the browser');
      return null;
    } finally {
      clearTimeout(timer);
      running -= 1;
    }
  };
}
