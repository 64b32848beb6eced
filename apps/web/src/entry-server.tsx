import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { readSessionCookie } from '@yangdee/contracts/session-cookie';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SellerFrame } from './app/layouts/seller-frame';
import { createQueryClient, queryClient } from './app/query-client';
import { buildRoutes } from './app/route-tree';
import { footerTagsQueryOptions } from './features/navigation/api/get-footer-tags';
import { tireBrandsQueryOptions } from './features/navigation/api/get-tire-brands';
import { topMenuQueryOptions } from './features/navigation/api/get-top-menu';
import { type RenderScope, setRenderScopeSource } from './lib/render-scope';
import type { ServerRenderData } from './lib/server-render-data';

// The first screen of a public page rendered on the server (decision 0120): the route's loaders
// start its queries against the server's own routes (through `fetch`, which the server passes),
// the page renders once they answered, and the browser hydrates it with the same answers.

const scopes = new AsyncLocalStorage<RenderScope>();
setRenderScopeSource(() => scopes.getStore());

const handler = createStaticHandler(buildRoutes());

export interface ServerRender {
  html: string;
  /** JSON for <script type="application/json" id="ssr-data"> (already safe inside a script). */
  data: string;
}

async function settled(signal: AbortSignal): Promise<void> {
  // Loaders start queries without awaiting them; wait until every one of them answered.
  while (queryClient.isFetching() > 0) {
    if (signal.aborted) throw new Error('server render timed out');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** Renders the page at `url`, or null when it is not a plain page (redirect, error, not found). */
export function render(
  url: string,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
  appConfig: string,
  cookieHeader?: string,
): Promise<ServerRender | null> {
  const scope: RenderScope = {
    queryClient: createQueryClient(),
    fetch: fetchImpl,
    appConfig,
    cookieHeader,
    session: readSessionCookie(cookieHeader),
  };
  return scopes.run(scope, async () => {
    // The header's and footer's menus are on every page: rendered with it, so the browser does not
    // ask for them again and re-render the page when they answer (decision 0123).
    void queryClient.prefetchQuery(topMenuQueryOptions());
    void queryClient.prefetchQuery(tireBrandsQueryOptions());
    void queryClient.prefetchQuery(footerTagsQueryOptions());
    const context = await handler.query(new Request(url, { signal }));
    if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
    await settled(signal);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <QueryClientProvider client={scope.queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
    );
    const data: ServerRenderData = {
      queries: dehydrate(scope.queryClient),
      loaderData: context.loaderData,
      matched: context.matches.map((match) => match.route.id),
      signedIn: scope.session !== null,
    };
    // '<' escaped: the JSON can never close its script element.
    return { html, data: JSON.stringify(data).replaceAll('<', '\\u003c') };
  });
}

/** The seller back office's frame, painted before the app runs (decision 0173); the same for all. */
export function sellerFrame(): string {
  return renderToStaticMarkup(<SellerFrame />);
}
