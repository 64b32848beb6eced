import { expect, type Page } from '@playwright/test';
import { CUSTOMER_ROUTES, PUBLIC_ROUTES } from '@yangdee/contracts/routes';

// Every public and customer screen of the route table (spec 2.1, 2.2), with a real path for each
// pattern: the phone-width spec and the accessibility spec walk the same list, so a route added to
// the table is checked by both (an unknown pattern fails here until it gets a path).

/**
 * Screens that need customer1 signed in: the customer area, the receipt, the cart with a tyre,
 * and a reminder's rebook link.
 */
const SIGNED_IN = new Set<string>([
  ...CUSTOMER_ROUTES,
  '/order/receipt/:id',
  '/cart',
  '/rebook/:orderId',
]);

export type ShopperPage = { route: string; isSignedIn: boolean };

export const SHOPPER_PAGES: ShopperPage[] = [...PUBLIC_ROUTES, ...CUSTOMER_ROUTES].map((route) => ({
  route,
  isSignedIn: SIGNED_IN.has(route),
}));

async function postJson<T>(page: Page, path: string, data: object): Promise<T> {
  const res = await page.request.post(`/api/${path}`, { data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

type StoreOffer = { sellerProductId: number; qty: number; isServiceAvailable: boolean };

async function storeOneOffer(page: Page) {
  const { items } = await postJson<{ items: (StoreOffer & { product: { param: string } })[] }>(
    page,
    'store/get-store-products',
    { id: 'store-1', page: 1, pageSize: 50 },
  );
  const offer = items.find((o) => o.isServiceAvailable && o.qty >= 8);
  if (!offer) throw new Error('store 1 has no SERVICE offer with stock');
  return offer;
}

/** The first link on a list page whose path matches, e.g. a network from /network. */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath);
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        found = hrefs.find((h) => pattern.test(h));
        return found;
      },
      { message: `a link matching ${pattern} on ${listPath}` },
    )
    .toBeTruthy();
  return found ?? '';
}

/** A tyre of the first shop network whose members sell tyres (some networks only repair). */
async function networkTyrePath(page: Page): Promise<string> {
  const networks = await postJson<{ key: string }[]>(page, 'network/get-network-list', {});
  for (const { key } of networks) {
    const detail = await postJson<{ products?: { items: { param: string }[] } }>(
      page,
      'network/get-network-detail',
      { key, mode: 1, page: 1, pageSize: 1 },
    );
    const tyre = detail.products?.items[0];
    if (tyre) return `/network/${key}/${tyre.param}`;
  }
  throw new Error('no shop network sells a tyre');
}

/** A concrete path for a route pattern, from seeded data (store 1 is seller1's head office). */
export async function pathFor(page: Page, route: string): Promise<string> {
  if (!route.includes(':')) return route;
  switch (route) {
    case '/brand/:brand':
      return '/brand/michelin';
    case '/tire/:id':
      return `/tire/${(await storeOneOffer(page)).product.param}`;
    case '/promotion/:key':
      return '/promotion/year-end-michelin-2026';
    case '/article/:key':
      return '/article/tyre-pressure-guide';
    case '/author/:id':
      return '/author/1';
    case '/store/:id':
      return '/store/store-1';
    case '/store/:id/:spid':
      return `/store/store-1/${(await storeOneOffer(page)).sellerProductId}`;
    case '/network/:key':
      return firstLink(page, '/network', /^\/network\/[^/]+$/);
    case '/network/:key/:pid':
      return networkTyrePath(page);
    case '/order/receipt/:id':
    case '/my/receipt/:id':
      return route.replace(':id', 'YD2611150002');
    case '/rebook/:orderId':
      // customer1's fitted order YD2610050003 (seed id 3): the page puts its tyres in the cart
      // and lands on /cart (reminders.spec.ts walks it, and its Thai error screen).
      return '/rebook/3';
    case '/my/warranty/:id/certificate':
    case '/my/warranty/:id/claim':
      return route.replace(':id', String((await customerOneRegistration(page)).id));
    case '/my/warranty/claim/:id':
      return `/my/warranty/claim/${await customerOneClaimId(page)}`;
    case '/my/receipt-fee/:id':
      // A deposit order: the rest is paid at the shop, so it has a fee receipt.
      return '/my/receipt-fee/YD2611200001';
    default:
      throw new Error(`no seeded path for ${route}`);
  }
}

/** customer1 signed in the way the sign-in screen leaves it, with one SERVICE tyre in the cart. */
export async function signInCustomerOne(page: Page) {
  const { userToken, userDisplay } = await postJson<{ userToken: string; userDisplay: string }>(
    page,
    'user/login',
    { username: 'customer1', password: 'Customer123' },
  );
  const offer = await storeOneOffer(page);
  const added = await page.request.post('/api/order/add-cart', {
    headers: { Authorization: `Bearer ${userToken}` },
    data: {
      sellerProductId: offer.sellerProductId,
      quantity: 4,
      orderType: 'SERVICE',
      replace: true,
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto('/about');
  await page.evaluate(
    ([token, display]) => {
      localStorage.setItem('userToken', token);
      localStorage.setItem('userDisplay', display);
    },
    [userToken, userDisplay],
  );
}

const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The map's tile server is a third party this machine cannot reach: it is stubbed at its HTTP
 * boundary with a blank tile, so a console error means our page, not the network.
 */
export async function stubMapTiles(page: Page) {
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }),
  );
}

/** Opens a screen and waits until its main heading is there and the network is quiet. */
export async function openShopperPage(page: Page, shopperPage: ShopperPage) {
  if (shopperPage.isSignedIn) await signInCustomerOne(page);
  const path = await pathFor(page, shopperPage.route);
  await page.goto(path);
  // A generous wait: route chunks load lazily, and the e2e machine may be busy.
  await expect(page.locator('h1').first()).toBeAttached({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  return path;
}

type Registration = {
  id: number;
  isUnderWarranty: boolean;
  openClaimId: number | null;
  claimIds: number[];
};

/** customer1's warranty registrations (its seeded fitted orders), with the signed-in token. */
async function customerOneRegistrations(page: Page): Promise<Registration[]> {
  const token = await page.evaluate(() => localStorage.getItem('userToken'));
  const response = await page.request.get('/api/user/my-warranty', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { registrations: Registration[] }).registrations;
}

async function customerOneRegistration(page: Page): Promise<Registration> {
  const [first] = await customerOneRegistrations(page);
  expect(first, 'customer1 has a fitted tyre').toBeTruthy();
  return first;
}

/** A claim of customer1: one already filed, or a new one on the last registration. */
async function customerOneClaimId(page: Page): Promise<number> {
  const registrations = await customerOneRegistrations(page);
  const filed = registrations.find((r) => r.claimIds.length > 0);
  if (filed) return filed.claimIds[0];
  const target = registrations.filter((r) => r.isUnderWarranty).at(-1);
  expect(target, 'customer1 has a tyre under warranty').toBeTruthy();
  const token = await page.evaluate(() => localStorage.getItem('userToken'));
  const response = await page.request.post('/api/user/warranty-claim', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      registrationId: target?.id,
      story: 'ยางบวมที่แก้มด้านนอกหลังขับทางด่วน',
      odometerKm: 25_000,
      photos: [`data:image/png;base64,${BLANK_PNG.toString('base64')}`],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { claim: { id: number } }).claim.id;
}
