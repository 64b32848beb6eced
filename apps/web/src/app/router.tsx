import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { buildRoutes } from './route-tree';

/**
 * The routes of the given ids, root first. An id is the route's own, or its place in the tree
 * ("0-3-2": the third child of the fourth child of the first route), as the router names routes
 * that have none. Found by walking down, not by matching the address against every route (which
 * ranks all of them: the router does that once itself).
 */
export function routesOfIds(routes: RouteObject[], ids: readonly string[]): RouteObject[] {
  const found: RouteObject[] = [];
  let level = routes;
  let place: string[] = [];
  for (const id of ids) {
    const index = level.findIndex((route, i) => (route.id ?? [...place, i].join('-')) === id);
    const route = level[index];
    if (!route) return [];
    found.push(route);
    place = [...place, String(index)];
    level = route.children ?? [];
  }
  return found;
}

/**
 * The browser's router. For a server-rendered page (decision 0120) the screen modules of the
 * matched routes are loaded first, so the first render is the page itself, as on the server,
 * not the fallback a lazy route shows while it loads. The server names the matched routes; should
 * its names not fit this tree, the address is matched here.
 */
export async function createAppRouter(server?: {
  loaderData: Record<string, unknown>;
  matched?: string[];
}) {
  const routes = buildRoutes();
  if (server) {
    const named = routesOfIds(routes, server.matched ?? []);
    const matched =
      named.length > 0
        ? named
        : (matchRoutes(routes, window.location) ?? []).map((match) => match.route);
    await Promise.all(
      matched.map(async (route) => {
        if (typeof route.lazy !== 'function') return;
        const module = await route.lazy();
        Object.assign(route, { ...module, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(
    routes,
    server ? { hydrationData: { loaderData: server.loaderData } } : undefined,
  );
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
