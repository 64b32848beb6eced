import {
  ADMIN_OPEN_ROUTES,
  ADMIN_ROUTES,
  CUSTOMER_ROUTES,
  PUBLIC_ROUTES,
  SELLER_OPEN_ROUTES,
  SELLER_PRINTABLE_ROUTES,
  SELLER_ROUTES,
} from '@yangdee/contracts/routes';
import { type RouteObject, redirect } from 'react-router';
import { alwaysRevalidate, requireOperator, requireSeller, requireUser } from './guards';
import { DefaultLayout } from './layouts/default-layout';
import { RootErrorBoundary } from './layouts/root-error-boundary';
import { RootLayout } from './layouts/root-layout';
import { RouteFallback } from './layouts/route-fallback';
import { type RedirectPath, ROUTE_MODULES } from './route-modules';

// The route tree, built from the contracts route table (spec 2). Layout chunks: the default
// layout ships with the entry; the customer side menu and the seller back office are lazy, so a
// public page never loads seller code.

/**
 * Public screens that still need a customer login (spec 2.1: receipt; login required; issue 35:
 * a reminder's "book the same tyres again").
 */
const PUBLIC_LOGIN_REQUIRED = ['/order/receipt/:id', '/rebook/:orderId'] as const;

/** Console pages printed on a blank layout (decision 0144). */
const ADMIN_PRINTABLE = ['/admin/commission/:id'] as const;

const REDIRECTS: Record<RedirectPath, string> = {
  '/my': '/my/order',
  '/seller': '/seller/dashboard',
};

type ModulePath = keyof typeof ROUTE_MODULES;

function screen(path: string): RouteObject {
  // Decided by the staff member's permissions, in a lazy seller module (seller-landing.ts).
  if (path === '/seller') return { path, lazy: () => import('./layouts/seller-landing') };
  if (path in REDIRECTS) {
    const target = REDIRECTS[path as RedirectPath];
    return { path, loader: () => redirect(target) };
  }
  return { path, lazy: ROUTE_MODULES[path as ModulePath] };
}

function isIn(list: readonly string[], path: string): boolean {
  return list.includes(path);
}

export function buildRoutes(): RouteObject[] {
  const openPublic = PUBLIC_ROUTES.filter((p) => !isIn(PUBLIC_LOGIN_REQUIRED, p));
  const sellerMain = SELLER_ROUTES.filter((p) => !isIn(SELLER_PRINTABLE_ROUTES, p));
  const adminMain = ADMIN_ROUTES.filter(
    (p) => !isIn(ADMIN_OPEN_ROUTES, p) && !isIn(ADMIN_PRINTABLE, p),
  );
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: RouteFallback,
      children: [
        {
          Component: DefaultLayout,
          children: [
            ...openPublic.map(screen),
            {
              loader: requireUser,
              shouldRevalidate: alwaysRevalidate,
              children: PUBLIC_LOGIN_REQUIRED.map(screen),
            },
            {
              loader: requireUser,
              shouldRevalidate: alwaysRevalidate,
              lazy: () => import('./layouts/customer-layout'),
              children: CUSTOMER_ROUTES.map(screen),
            },
            { path: '*', lazy: ROUTE_MODULES['/404'] },
          ],
        },
        {
          lazy: () => import('./layouts/seller-open-layout'),
          children: SELLER_OPEN_ROUTES.map(screen),
        },
        {
          loader: requireSeller,
          shouldRevalidate: alwaysRevalidate,
          children: [
            { lazy: () => import('./layouts/seller-layout'), children: sellerMain.map(screen) },
            {
              lazy: () => import('./layouts/blank-layout'),
              children: SELLER_PRINTABLE_ROUTES.map(screen),
            },
          ],
        },
        // Issue 32, operator console: lazy layouts of its own (never in a shopper's first script).
        {
          lazy: () => import('./layouts/admin-open-layout'),
          children: ADMIN_OPEN_ROUTES.map(screen),
        },
        {
          loader: requireOperator,
          shouldRevalidate: alwaysRevalidate,
          lazy: () => import('./layouts/admin-layout'),
          children: adminMain.map(screen),
        },
        {
          loader: requireOperator,
          shouldRevalidate: alwaysRevalidate,
          lazy: () => import('./layouts/blank-layout'),
          children: ADMIN_PRINTABLE.map(screen),
        },
      ],
    },
  ];
}
