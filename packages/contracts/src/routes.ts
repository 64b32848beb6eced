// Every route of spec section 2, in one place: the web router builds from it and the server uses
// it to answer unknown paths with HTTP 404 (spec 2.1: "/404 and any unknown path").

/** Public routes (default layout), spec 2.1. */
export const PUBLIC_ROUTES = [
  '/',
  '/404',
  '/search',
  '/tire',
  '/tire-by-car-model',
  '/tire-by-type',
  '/brand/:brand',
  '/tire/:id',
  '/review',
  '/promotion',
  '/promotion/:key',
  '/article',
  '/article/:key',
  '/author/:id',
  '/store',
  '/store-tire-repair',
  '/store/:id',
  '/store/:id/:spid',
  '/network',
  '/network/:key',
  '/network/:key/:pid',
  '/cart',
  '/order/receipt/:id',
  // Issue 35: a reminder's "book the same tyres again" (login required).
  '/rebook/:orderId',
  '/about',
  '/contact',
  '/tire-calculator',
  '/login',
  '/register',
  '/forget-password',
  '/help/term',
  '/help/term-sell-product',
  '/help/term-warranty',
  '/help/term-store',
  '/help/info-tsi',
  '/help/info-eu',
  '/help/privacy',
  '/help/cookie',
  '/help/term-seller-installation',
  '/help/term-seller-delivery',
] as const;

/** Customer area, spec 2.2: login required, otherwise redirect to /login. */
export const CUSTOMER_ROUTES = [
  '/my',
  '/my/favorite',
  '/my/order',
  '/my/order/review',
  '/my/receipt/:id',
  '/my/receipt-fee/:id',
  '/my/profile',
  '/my/password',
  '/my/car',
  '/my/privacy',
  // Issue 35: LINE link, message choices and consent, and the messages sent.
  '/my/notifications',
  // Issue 36: the shopper's warranty per fitted tyre, its certificate and claims.
  '/my/warranty',
  '/my/warranty/:id/certificate',
  '/my/warranty/:id/claim',
  '/my/warranty/claim/:id',
] as const;

/** Seller routes without a login guard (blank seller layout), spec 2.3. */
export const SELLER_OPEN_ROUTES = [
  '/seller/login',
  '/seller/forget-password',
  '/seller/register',
  '/seller/form',
  // Decision 0131: an invitation, the shop chooser and one's own account (each checks the token).
  '/seller/invite/:token',
  '/seller/choose-shop',
  '/seller/account',
] as const;

/** Protected seller routes, spec 2.3: otherwise redirect to /seller/login. */
export const SELLER_ROUTES = [
  '/seller',
  '/seller/profile',
  '/seller/setting',
  '/seller/setting-prepaid',
  '/seller/decoration',
  '/seller/staff',
  '/seller/order/manage',
  '/seller/order/service',
  '/seller/order/delivery',
  '/seller/order/detail/:id',
  '/seller/order/receipt/:id',
  '/seller/order/delivery-cover/:id',
  '/seller/product/manage',
  '/seller/product/service',
  '/seller/product/warranty',
  '/seller/product/promotion',
  '/seller/product/promotion/v2',
  '/seller/product/promotion/v2/:id',
  '/seller/product/import',
  '/seller/income',
  '/seller/review',
  '/seller/holiday',
  '/seller/dashboard',
  '/seller/report/sale',
  '/seller/report/product-remain',
  '/seller/report/promotion',
  '/seller/report/product-promotion',
  '/seller/report/product-movement',
  '/seller/report/system',
  '/seller/report/customer',
  // Issue 32, commission and books: the marketplace's commission tax invoice, printable.
  '/seller/income/commission/:id',
  // Issue 36: warranty claims and their report.
  '/seller/warranty-claim',
  '/seller/warranty-claim/:id',
  '/seller/report/warranty-claim',
] as const;

/** Seller pages printed on a blank layout (spec 2.3 "Printable pages"). */
export const SELLER_PRINTABLE_ROUTES = [
  '/seller/order/receipt/:id',
  '/seller/order/delivery-cover/:id',
  // Issue 32, commission and books (decision 0141).
  '/seller/income/commission/:id',
] as const satisfies readonly (typeof SELLER_ROUTES)[number][];

/**
 * Seller pages inside the back office's frame (header, side menu, page): every signed-in seller
 * page but the printable ones (decision 0173: the server paints that frame before the app runs).
 */
export function isSellerFramedRoute(route: string): boolean {
  return (
    (SELLER_ROUTES as readonly string[]).includes(route) &&
    !(SELLER_PRINTABLE_ROUTES as readonly string[]).includes(route)
  );
}

/**
 * The operator console (issue 32 item 4, decision 0142): its own accounts, separate from shops.
 * Every route but the sign-in needs an operator token, else /admin/login; each area's permission
 * is in the web app's features/admin/admin-menu.ts. Areas add their routes at the end.
 */
export const ADMIN_ROUTES = [
  '/admin/login',
  '/admin',
  '/admin/audit',
  // Issue 32, refunds (decision 0139).
  '/admin/refunds',
  // issue 32 payouts
  '/admin/payouts',
  // Issue 32, operators, commission documents and the books in the console (decision 0144).
  '/admin/operators',
  '/admin/commission',
  '/admin/commission/:id',
  '/admin/books',
  // Issue 32, reconciliation with the provider's daily report (decision 0145).
  '/admin/reconciliation',
  // Issue 32, the console's shops area (decision 0143).
  '/admin/shops',
  '/admin/shops/:id',
] as const;

/** The console routes that need no operator token. */
export const ADMIN_OPEN_ROUTES = [
  '/admin/login',
] as const satisfies readonly (typeof ADMIN_ROUTES)[number][];

export const ALL_ROUTES = [
  ...PUBLIC_ROUTES,
  ...CUSTOMER_ROUTES,
  ...SELLER_OPEN_ROUTES,
  ...SELLER_ROUTES,
  // Issue 32, operator console.
  ...ADMIN_ROUTES,
] as const;

/** Named routes used by checkout, spec 2.4. */
export const NAMED_ROUTES = {
  LOGIN: '/login',
  CART: '/cart',
  RECEIPT: (orderNo: string) => `/order/receipt/${encodeURIComponent(orderNo)}`,
  TIRE_DETAIL: (productParam: string) => `/tire/${encodeURIComponent(productParam)}`,
  STORE: (storeParam: string) => `/store/${encodeURIComponent(storeParam)}`,
} as const;

/** Paths on which the mobile search bar is hidden, spec 2.5 (prefix match). */
export const MOBILE_SEARCH_HIDDEN_PREFIXES = [
  '/my/',
  '/order/receipt/',
  '/tire',
  '/brand',
  '/login',
  '/forget-password',
  '/register',
  '/cart',
] as const;

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const KNOWN_ROUTE_PATTERNS = ALL_ROUTES.filter((r) => r !== '/404').map(toRegExp);

/** True when the path is a screen of the product (so the server answers 200, not 404). */
export function isKnownRoute(pathname: string): boolean {
  return KNOWN_ROUTE_PATTERNS.some((re) => re.test(pathname));
}

const ROUTE_MATCHERS = ALL_ROUTES.filter((r) => r !== '/404').map((pattern) => ({
  pattern,
  re: toRegExp(pattern),
  // React Router prefers static segments over dynamic ones: /store/:id/:spid loses to nothing
  // static, /tire beats /tire/:id only for '/tire' itself (the regexps never overlap there).
  staticSegments: pattern.split('/').filter((part) => part && !part.startsWith(':')).length,
}));

/** The route-table pattern a path opens ('/tire/:id' for '/tire/12.x'), or undefined. */
export function matchRoute(pathname: string): (typeof ALL_ROUTES)[number] | undefined {
  let best: (typeof ROUTE_MATCHERS)[number] | undefined;
  for (const matcher of ROUTE_MATCHERS) {
    if (!matcher.re.test(pathname)) continue;
    if (!best || matcher.staticSegments > best.staticSegments) best = matcher;
  }
  return best?.pattern;
}
