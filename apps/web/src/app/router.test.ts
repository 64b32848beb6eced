import { createStaticHandler, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './route-tree';
import { routesOfIds } from './router';

// The server names the routes a page matched by their ids (entry-server.tsx); the browser finds
// them by walking the tree, without matching the address against every route again.

const ADDRESSES = [
  '/',
  '/tire?diameter=15',
  '/tire-detail/michelin-primacy-4-205-55r16-91v-2025-1',
  '/store/12',
  '/cart',
  '/my/order',
  '/seller/order/manage',
  '/seller/order/detail/7',
  '/admin/commission/3',
  '/no-such-page',
];

describe('routesOfIds', () => {
  it.each(ADDRESSES)('finds the routes the server matched for %s', (address) => {
    const serverIds = (
      matchRoutes(createStaticHandler(buildRoutes()).dataRoutes, address) ?? []
    ).map((match) => match.route.id);
    expect(serverIds.length).toBeGreaterThan(0);
    const routes = buildRoutes();
    const expected = (matchRoutes(routes, address) ?? []).map((match) => match.route);
    const found = routesOfIds(routes, serverIds);
    expect(found).toHaveLength(serverIds.length);
    // The same route objects, so their lazy screens are the ones loaded before hydrating.
    expect(found.every((route, i) => route === expected[i])).toBe(true);
  });

  it('finds nothing for ids of another tree', () => {
    expect(routesOfIds(buildRoutes(), ['root', '9-9-9'])).toEqual([]);
  });
});
