import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe } from './support/axe';

// Tyre detail (issue 2/6 §3) and the size calculator (§6) in Chromium, on the seeded server.
// The signed-in heart and /my/favorite are in account-security.spec.ts.

async function seededTyreParam(page: Page): Promise<string> {
  const res = await page.request.post('/api/product/search-product', {
    data: { width: 265, ratio: 65, diameter: 17, sort: 'popular', pageSize: 60 },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { param: string; shopCount: number }[] };
  const tyre = body.items.find((item) => item.shopCount >= 3);
  if (!tyre) throw new Error('no seeded 265/65R17 tyre with 3 shops');
  return tyre.param;
}

test('a tyre shows offers from several shops, the EU label, and the viewer wraps', async ({
  page,
}) => {
  const param = await seededTyreParam(page);
  await page.goto(`/tire/${param}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('265/65R17');

  const offers = page.getByTestId('offer');
  expect(await offers.count()).toBeGreaterThanOrEqual(3);
  await expect(offers.first().getByRole('link', { name: /^เลือกร้าน/ })).toHaveAttribute(
    'href',
    /^\/store\/[^/]+\/\d+$/,
  );
  // Without a location the shops come cheapest per tyre first (decision 0166); each card shows
  // the cart's own total for the page's one choice (4 tyres fitted at the shop by default).
  await expect(offers.first().getByTestId('unit-price')).toHaveText(/^฿[\d,]+(\.\d\d)?$/);
  const prices = await offers.getByTestId('unit-price').allTextContents();
  const numbers = prices.map((s) => Number(s.replace(/[^\d.]/g, '')));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  await expect(offers.getByTestId('card-total').first()).toHaveText(/^฿[\d,]+(\.\d\d)?$/);

  const eu = page.getByRole('region', { name: 'ฉลากยางยุโรป (EU Tyre Label)' });
  await expect(eu.getByTestId('eu-scale').first()).toBeVisible();
  await expect(eu.getByTestId('eu-noise')).toContainText('เดซิเบล');
  await expect(page.getByRole('heading', { name: 'ข้อมูลจำเพาะ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ดาวน์โหลดเอกสาร' })).toBeVisible();

  // The analytics view_item event with quantity 4 (spec 1).
  const items = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((e) => (e as { event?: string }).event === 'view_item')
      .map((e) => (e as { ecommerce: { items: { quantity: number }[] } }).ecommerce.items[0]),
  );
  expect(items.at(-1)?.quantity).toBe(4);

  // Full-screen viewer: next on the last picture shows the first again.
  const gallery = page.getByRole('region', { name: 'รูปสินค้า' });
  await gallery.getByRole('button', { name: /ดูรูปที่ 1 แบบเต็มจอ/ }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  const position = viewer.getByText(/^\d+ \/ \d+$/);
  const total = Number((await position.textContent())?.split('/')[1]);
  expect(total).toBeGreaterThanOrEqual(2);
  const next = viewer.getByRole('button', { name: 'รูปถัดไป' });
  for (let i = 1; i < total; i += 1) await next.click();
  await expect(position).toHaveText(`${total} / ${total}`);
  await next.click();
  await expect(position).toHaveText(`1 / ${total}`);
  await viewer.getByRole('button', { name: 'รูปก่อนหน้า' }).click();
  await expect(position).toHaveText(`${total} / ${total}`);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  await expectNoSeriousAxe(page, page.url());
});

test('with a stored location the offers can be sorted nearest first', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('location', JSON.stringify({ latitude: 13.7563, longitude: 100.5018 })),
  );
  const param = await seededTyreParam(page);
  await page.goto(`/tire/${param}`);
  const offers = page.getByTestId('offer');
  await expect(offers.first()).toContainText(/ห่าง [\d.]+ กม\./);
  await page.getByRole('combobox', { name: 'เรียงตาม' }).selectOption('distance');
  await expect(page).toHaveURL(/sort=distance/);
  await expect
    .poll(async () => {
      const texts = await offers.allTextContents();
      const km = texts.map((t) => Number(/ห่าง ([\d.]+) กม\./.exec(t)?.[1]));
      return km.every((d, i) => i === 0 || d >= km[i - 1]);
    })
    .toBe(true);
});

test('the data sheet downloads as a PDF', async ({ page }) => {
  const param = await seededTyreParam(page);
  await page.goto(`/tire/${param}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดเอกสาร' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
});

test('signed out, the favourite heart asks to log in and comes back', async ({ page }) => {
  const param = await seededTyreParam(page);
  await page.goto(`/tire/${param}`);
  await page.getByRole('link', { name: 'เข้าสู่ระบบเพื่อเพิ่มในรายการโปรด' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftire%2F/);
});

test('an unknown tyre shows the not-found page', async ({ page }) => {
  await page.goto('/tire/999999999.no-such-tyre');
  await expect(page.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
});

test('calculator: 265/65R17 → 265/60R18 shows the figures; beyond ±3 % it warns', async ({
  page,
}) => {
  await page.goto('/tire-calculator');
  const original = page.getByRole('group', { name: 'ขนาดยางเดิม' });
  const target = page.getByRole('group', { name: 'ขนาดยางใหม่' });
  await original.getByLabel('พิมพ์ขนาดยาง').fill('265/65R17');
  await expect(original.getByLabel('หน้ายาง (มม.)')).toHaveValue('265');
  await target.getByLabel('หน้ายาง (มม.)').selectOption('265');
  await target.getByLabel('ซีรีส์ (%)').selectOption('60');
  await target.getByLabel('ขอบล้อ (นิ้ว)').selectOption('18');
  await page.getByRole('button', { name: 'คำนวณ' }).click();

  await expect(page).toHaveURL(/from=265%2F65R17&to=265%2F60R18/);
  const table = page.getByRole('table').first();
  await expect(table.getByRole('row', { name: /ความสูงแก้มยาง/ })).toContainText('172.3 มม.');
  await expect(table.getByRole('row', { name: /เส้นผ่านศูนย์กลางทั้งเส้น/ })).toContainText('776.3 มม.');
  await expect(table.getByRole('row', { name: /เส้นผ่านศูนย์กลางทั้งเส้น/ })).toContainText('775.2 มม.');
  await expect(page.getByTestId('calc-verdict')).toContainText('-0.14%');
  await expect(page.getByTestId('calc-verdict')).toContainText('ไม่เกิน ±3%');
  await expect(page.getByTestId('speedometer')).toContainText('99.9 กม./ชม.');
  await expect(page.getByRole('link', { name: 'ดูยางขนาด 265/60R18' })).toHaveAttribute(
    'href',
    '/tire?width=265&ratio=60&diameter=18',
  );

  // 265/70R17 is 3.41 % taller: the warning.
  await target.getByLabel('พิมพ์ขนาดยาง').fill('2657017');
  await page.getByRole('button', { name: 'คำนวณ' }).click();
  await expect(page.getByTestId('calc-verdict')).toContainText('+3.41%');
  await expect(page.getByRole('alert')).toContainText('เกิน ±3%');

  await expectNoSeriousAxe(page, page.url());
});
