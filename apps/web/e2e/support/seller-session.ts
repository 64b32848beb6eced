import { expect, type Page } from '@playwright/test';

// A seller session for journeys that start inside the back office: signs in through
// POST /api/seller/submit-login and stores what the login page stores (spec 3: sellerTokenV2,
// shopInfo, shopAcl). Journeys about the login page itself use the page instead.

export const DEMO_SELLERS = {
  owner: { username: 'seller1', password: 'Seller123' },
  staff: { username: 'staff1', password: 'Staff1234' },
  admin: { username: 'admin', password: 'Admin12345' },
} as const;

export async function signInSeller(
  page: Page,
  account: { username: string; password: string },
): Promise<{ token: string; info: Record<string, unknown>; acl: Record<string, boolean> }> {
  const response = await page.request.post('/api/seller/submit-login', { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  const session = await response.json();
  // Storage needs an origin: open a light page first when the page is still blank.
  if (page.url() === 'about:blank') await page.goto('/help/term');
  // A page still navigating (a payment's receipt settling) destroys the context under the
  // write: wait for it to load and write again.
  await expect(async () => {
    await page.waitForLoadState('domcontentloaded');
    await page.evaluate((s) => {
      localStorage.setItem('sellerTokenV2', s.token);
      localStorage.setItem('shopInfo', JSON.stringify(s.info));
      localStorage.setItem('shopAcl', JSON.stringify(s.acl));
    }, session);
  }).toPass({ timeout: 15_000 });
  return session;
}
