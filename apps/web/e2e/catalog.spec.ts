import { expect, type Page, test } from '@playwright/test';

// Tyre catalogue journeys (issue 2/6 §2, §4): brand from the header → listing → size selects;
// car make → model → year; header search for a Thai brand word and a size typed as digits.

async function cardSizes(page: Page): Promise<string[]> {
  return page.getByTestId('product-card-size').allTextContents();
}

async function waitForResults(page: Page) {
  await expect(page.getByTestId('result-count')).toBeVisible();
  await expect(page.getByRole('region', { name: 'ผลการค้นหายาง' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

test('brand from the header, then 265/65R17 through the size selects', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'เมนูหลัก' });
  await nav.getByRole('button', { name: 'ราคายางตามยี่ห้อ' }).click();
  await nav.getByRole('link', { name: 'บริดจสโตน' }).first().click();

  await expect(page).toHaveURL(/\/brand\/bridgestone$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ราคายาง บริดจสโตน');
  await waitForResults(page);
  const cards = page.getByTestId('product-card');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const text of await cards.allTextContents()) expect(text).toContain('Bridgestone');

  const filters = page.getByRole('complementary', { name: 'ตัวกรอง' });
  await filters.getByLabel('หน้ายาง').selectOption('265');
  await expect(page).toHaveURL(/width=265/);
  await filters.getByLabel('ซีรีส์ (แก้มยาง)').selectOption('65');
  await expect(page).toHaveURL(/ratio=65/);
  await filters.getByLabel('ขอบล้อ (นิ้ว)').selectOption('17');
  await expect(page).toHaveURL(/\/brand\/bridgestone\?width=265&ratio=65&diameter=17$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ราคายาง บริดจสโตน');
  await waitForResults(page);
  const sizes = await cardSizes(page);
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(size).toBe('265/65R17');

  // The URL alone restores the same listing (shareable, bookmarkable).
  await page.reload();
  await waitForResults(page);
  expect(await cardSizes(page)).toEqual(sizes);
});

test('Toyota → Hilux Revo → year lists that car’s factory sizes', async ({ page }) => {
  await page.goto('/tire-by-car-model');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('เลือกยางตามรุ่นรถ');
  await page.getByLabel('ยี่ห้อรถ').selectOption('toyota');
  await page.getByLabel('รุ่นรถ').selectOption('hilux-revo');
  await page.getByLabel('ปีรถ').selectOption('2020');
  await expect(page).toHaveURL(/make=toyota&model=hilux-revo&year=2020/);
  await waitForResults(page);
  const note = page.getByText(/^ขนาดยางติดรถ:/);
  await expect(note).toBeVisible();
  const factory = ((await note.textContent()) ?? '').replace('ขนาดยางติดรถ:', '').split(',');
  const allowed = factory.map((s) => s.trim()).filter(Boolean);
  expect(allowed).toContain('265/65R17');
  const sizes = await cardSizes(page);
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(allowed).toContain(size);
});

test('header search: มิชลิน lands on the tyre tab, 2656517 finds 265/65R17', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'ค้นหายาง ร้านยาง และบทความ' });
  await box.fill('มิชลิน');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?k=%E0%B8%A1.+&t=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผลการค้นหา “มิชลิน”');
  const tyreTab = page.getByTestId('search-tab-1');
  await expect(tyreTab).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('search-tab-count-1')).toHaveText(/^\(\d+\)$/);
  await waitForResults(page);
  for (const text of await page.getByTestId('product-card').allTextContents()) {
    expect(text).toContain('Michelin');
  }
  // Tab 3 counts articles and promotions for the same keyword.
  await expect(page.getByTestId('search-tab-count-3')).toHaveText(/^\(\d+\)$/);
  await expect(page.getByTestId('search-tab-count-2')).toHaveText(/^\(\d+\)$/);

  await box.fill('2656517');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?k=2656517&t=1$/);
  await expect(page.getByTestId('search-tab-count-1')).toHaveText(/^\([1-9]\d*\)$/);
  await waitForResults(page);
  const sizes = await cardSizes(page);
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(size).toBe('265/65R17');
});

test('a shop name found from the header opens the shops tab with its count', async ({ page }) => {
  await page.goto('/search?k=%E0%B8%81%E0%B8%B2%E0%B8%A3%E0%B8%A2%E0%B8%B2%E0%B8%87&t=2');
  await expect(page.getByTestId('search-tab-2')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('search-tab-count-2')).toHaveText(/^\([1-9]\d*\)$/);
  await expect(page.getByTestId('store-card').first()).toBeVisible();
  // An invalid tab falls back to tab 1 (spec 2.1).
  await page.goto('/search?k=michelin&t=9');
  await expect(page.getByTestId('search-tab-1')).toHaveAttribute('aria-current', 'page');
});

test('an unknown brand shows the not-found page', async ({ page }) => {
  await page.goto('/brand/no-such-brand');
  await expect(page.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
});
