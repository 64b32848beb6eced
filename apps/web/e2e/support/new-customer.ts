import { expect, type Page } from '@playwright/test';

// A fresh customer for a journey that changes account data, registered through the real calls
// (phone → sandbox captcha → code from the sandbox outbox → username and password), so tests
// never disturb the seeded demo accounts other specs rely on.

const SANDBOX_CAPTCHA = 'sandbox-captcha-passed';
const rand = (n: number) => Math.floor(Math.random() * n);

export type NewCustomer = { tel: string; username: string; password: string; userToken: string };

export async function registerCustomer(page: Page, password = 'Tyres2026ok'): Promise<NewCustomer> {
  const tel = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const username = `e2e_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  // Each new customer from an address of their own (the server trusts X-Forwarded-For from
  // loopback in e2e): the OTP limit per address stays the product's, the suite stays under it.
  const headers = {
    'x-forwarded-for': `10.${rand(256)}.${rand(256)}.${1 + rand(254)}`,
  };
  const requested = await page.request.post('/api/user/request-otp', {
    headers,
    data: { tel, recaptcha: SANDBOX_CAPTCHA, type: 'register' },
  });
  expect(requested.ok(), await requested.text()).toBe(true);
  const { token } = await requested.json();
  const outbox = await page.request.get(`/api/dev/outbox?tel=${tel}`);
  const [latest] = (await outbox.json()) as { code: string }[];
  const submitted = await page.request.post('/api/user/submit-otp', {
    headers,
    data: { type: 'register', tel, otp: latest.code, token },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const registered = await page.request.post('/api/user/register-user-password', {
    headers,
    data: { key: (await submitted.json()).key, username, password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { userToken } = await registered.json();
  return { tel, username, password, userToken };
}

/** Puts a session into the browser's storage the way the sign-in screens do. */
export async function useSession(page: Page, userToken: string, userDisplay: string) {
  await page.goto('/');
  await page.evaluate(
    ([token, display]) => {
      localStorage.setItem('userToken', token);
      localStorage.setItem('userDisplay', display);
      localStorage.setItem('accept', 'true');
    },
    [userToken, userDisplay],
  );
}
