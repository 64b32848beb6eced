import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { buildRoutes } from './route-tree';

/**
 * The browser's router. For a server-rendered page (decision 0120) the screen modules of the
 * matched routes are loaded first, so the first render is the page itself, as on the server,
 * not the fallback a lazy route shows while it loads.
 */
export async function createAppRouter(loaderData?: Record<string, unknown>) {
  const routes = buildRoutes();
  if (loaderData) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const module = await route.lazy();
        Object.assign(route as RouteObject, { ...module, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, loaderData ? { hydrationData: { loaderData } } : undefined);
}

/** Resolves once the router's first navigation (lazy chunks, loaders, redirects) is done. */
export function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
