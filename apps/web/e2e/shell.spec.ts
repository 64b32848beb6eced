import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe } from './support/axe';

// The storefront shell for a new visitor (spec 1, 2.1, 2.2, 2.5, 2.6), against the seeded server.

test('a new visitor sees the Thai header with seeded brands and accepts cookies', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const nav = page.getByRole('navigation', { name: 'เมนูหลัก' });
  const brandButton = nav.getByRole('button', { name: 'ราคายางตามยี่ห้อ' });
  await brandButton.click();
  await expect(brandButton).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: /มิชลิน|Michelin/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(brandButton).toHaveAttribute('aria-expanded', 'false');

  // Home shows the brands from /api/home/get-brand.
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /มิชลิน|Michelin/ })
      .first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'ยอมรับ' }).click();
  expect(await page.evaluate(() => localStorage.getItem('accept'))).toBe('true');
  await expect(page.getByRole('button', { name: 'ยอมรับ' })).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'sessionId')?.value).toMatch(/^[0-9a-f-]{36}$/);
});

test('search suggests with the keyword highlighted and Enter opens /search', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'ค้นหายาง ร้านยาง และบทความ' });
  await box.fill('มิช');
  const listbox = page.getByRole('listbox', { name: 'คำค้นหาแนะนำ' });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await expect(listbox.locator('mark').first()).toHaveText('มิช');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?k=.+&t=[123]$/);
  const url = new URL(page.url());
  expect(url.searchParams.get('k')).toBe('มิช');
});

test('an unknown path answers 404 with the Thai not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
});

test('the customer area sends a visitor to /login', async ({ page }) => {
  await page.goto('/my/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy%2Fprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeVisible();
});

for (const path of ['/', '/404', '/login']) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxe(page, page.url());
  });
}
