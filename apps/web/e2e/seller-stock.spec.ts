import { expect, type Page, test } from '@playwright/test';
import { openShopperBrowser } from './support/ready-cart';
import { expectNoSeriousAxe, screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 16 items 1 and 5 (decisions 0089–0091): seller1's stock at /seller/product/manage — a
// price edited in the page reaches the shopper's tyre page; an offer set NOTSALE or hidden leaves
// it; sorting and the status filter change the rows; the new-offer form picks a tyre by typeahead
// and saves; delete says what happens. The tyre page follows the catalogue's freshness (decision
// 0060: checked every 2 s), so the shopper's page is reloaded until it shows the change.
// Every journey puts back what it changed, so other journeys see the seeded stock.

type Row = {
  id: number;
  productId: number;
  year: number;
  price: number;
  priceDelivery: number | null;
  qty: number;
  status: number;
  display: boolean;
};

async function sellerCall<T>(page: Page, token: string, path: string, data: object): Promise<T> {
  const res = await page.request.post(`/api/seller/${path}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** A selling, shown offer of seller1's with enough tyres for a set. */
async function sellingOffer(page: Page, token: string): Promise<Row> {
  const { stockList } = await sellerCall<{ stockList: Row[] }>(page, token, 'get-stock-all', {
    status: 1,
  });
  const row = stockList.find((r) => r.display && r.qty >= 4);
  if (!row) throw new Error('no selling offer of seller1 with 4 tyres');
  return row;
}

const restore = (page: Page, token: string, row: Row) =>
  sellerCall(page, token, 'save-stock', {
    id: row.id,
    productId: row.productId,
    year: row.year,
    price: row.price,
    priceDelivery: row.priceDelivery,
    qty: row.qty,
    status: row.status,
    display: row.display,
  });

const card = (page: Page, id: number) =>
  page.locator(`[data-testid="stock-row"][data-offer-id="${id}"]`);

test('seller1 edits a price on a phone and the shopper sees it; NOTSALE or hidden takes the shop off the tyre page', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token } = await signInSeller(page, DEMO_SELLERS.owner);
  const offer = await sellingOffer(page, token);
  const newPrice = offer.price === 4321 ? 4322 : 4321;
  const newText = newPrice.toLocaleString('en-US');
  try {
    await page.goto(`/seller/product/manage?q=${offer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'จัดการสินค้า' })).toBeVisible();
    const mine = card(page, offer.id);
    await expect(mine).toBeVisible();
    await mine.getByRole('button', { name: 'แก้ไข' }).click();
    const dialog = page.getByRole('dialog', { name: 'แก้ไขสินค้า' });
    // Editing shows the tyre fixed; the fields hold the offer's values.
    await expect(dialog.getByTestId('stock-form-tyre')).toBeVisible();
    const price = dialog.getByLabel('ราคาติดตั้ง (บาท/เส้น)');
    await expect(price).toHaveValue(String(offer.price));
    await price.fill('12.345');
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await expect(dialog.getByText('ราคาติดตั้งมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง')).toBeVisible();
    await price.fill(String(newPrice));
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await expect(page.getByTestId('stock-notice')).toHaveText(/บันทึกสินค้าเรียบร้อยแล้ว/);
    await expect(mine.getByTestId('stock-price')).toHaveText(`${newText} บาท`);

    // The shopper's tyre page, reloaded until the catalogue's copy has the change.
    const shopper = await openShopperBrowser(browser, baseURL);
    const shopOffer = shopper.locator(`article[aria-labelledby="offer-${offer.id}"]`);
    const reloadUntil = async (check: () => Promise<void>) =>
      expect(async () => {
        await shopper.goto(`/tire/${offer.productId}`);
        await expect(shopper.getByTestId('offer').first()).toBeVisible();
        await check();
      }).toPass({ timeout: 20_000 });
    await reloadUntil(() => expect(shopOffer).toContainText(`฿${newText}`, { timeout: 1_000 }));

    // Status in place: "ยกเลิกการขาย" — the shop leaves the tyre page.
    await mine.getByTestId('stock-status').selectOption({ label: 'ยกเลิกการขาย' });
    await expect(page.getByTestId('stock-notice')).toHaveText(/ยกเลิกการขาย/);
    await reloadUntil(() => expect(shopOffer).toHaveCount(0, { timeout: 1_000 }));
    await mine.getByTestId('stock-status').selectOption({ label: 'มีสินค้าพร้อมขาย' });
    await reloadUntil(() => expect(shopOffer).toHaveCount(1, { timeout: 1_000 }));

    // Display switched off: hidden from the tyre page too; the switch says so.
    const display = mine.getByRole('switch');
    await expect(display).toHaveAttribute('aria-checked', 'true');
    await display.click();
    await expect(display).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('stock-notice')).toHaveText(/ซ่อนสินค้าจากหน้าร้านแล้ว/);
    await reloadUntil(() => expect(shopOffer).toHaveCount(0, { timeout: 1_000 }));
    await display.click();
    await expect(display).toHaveAttribute('aria-checked', 'true');
    await shopper.context().close();
  } finally {
    await restore(page, token, offer);
  }
});

test('seller1 changes a quantity on a phone and sees why in its quantity history (decision 0156)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token } = await signInSeller(page, DEMO_SELLERS.owner);
  const offer = await sellingOffer(page, token);
  const newQty = offer.qty + 3;
  try {
    await page.goto(`/seller/product/manage?q=${offer.id}`);
    const mine = card(page, offer.id);
    await expect(mine).toBeVisible();
    await mine.getByRole('button', { name: 'แก้ไข' }).click();
    const dialog = page.getByRole('dialog', { name: 'แก้ไขสินค้า' });
    await dialog.getByLabel('จำนวนคงเหลือ (เส้น)').fill(String(newQty));
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await expect(page.getByTestId('stock-notice')).toHaveText(/บันทึกสินค้าเรียบร้อยแล้ว/);
    await expect(mine.getByTestId('stock-qty')).toHaveText(`${newQty} เส้น`);

    await mine.getByRole('button', { name: /ประวัติจำนวน/ }).click();
    const history = page.getByRole('dialog', { name: 'ประวัติจำนวนสินค้า' });
    await expect(history).toBeVisible();
    await expect(history).toContainText(`คงเหลือ ${newQty} เส้น`);
    const latest = history.getByTestId('stock-movement').first();
    await expect(latest.getByTestId('stock-movement-reason')).toHaveText('แก้ไขโดยร้าน');
    await expect(latest.getByTestId('stock-movement-change')).toHaveText('+3');
    await expect(latest).toContainText(`คงเหลือหลังเปลี่ยน ${newQty} เส้น`);
    // At 390 px the dialog fits the screen: nothing runs off to the side.
    const box = await history.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await waitForQuiet(page);
    await expectNoSeriousAxe(page, 'quantity history on a phone');
    await history.getByRole('button', { name: 'ปิด' }).click();
    await expect(history).toHaveCount(0);
  } finally {
    await restore(page, token, offer);
  }
});

test('seller1 sorts the stock by a column header, filters by status, and the address keeps it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/product/manage');
  await expect(page.getByRole('table')).toBeVisible();
  await waitForQuiet(page);
  await expectNoSeriousAxe(page, '/seller/product/manage');
  await screenshotBothWidths(page, 'stock-manage');

  const prices = async () =>
    (await page.getByTestId('stock-price').allTextContents()).map((t) =>
      Number(t.replace(/[^\d.]/g, '')),
    );
  const header = page.getByRole('columnheader', { name: /ราคาติดตั้ง/ });
  await page.getByTestId('sort-price').click();
  await expect(page).toHaveURL(/sort=price&dir=asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => {
      const list = await prices();
      return list.length > 1 && list.every((p, i) => i === 0 || list[i - 1] <= p);
    })
    .toBe(true);
  await page.getByTestId('sort-price').click();
  await expect(page).toHaveURL(/sort=price&dir=desc/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const list = await prices();
      return list.length > 1 && list.every((p, i) => i === 0 || list[i - 1] >= p);
    })
    .toBe(true);

  // A status tab lists only that status; the back button returns to the sorted list.
  await page.getByTestId('stock-tab-4').click();
  await expect(page).toHaveURL(/status=4/);
  await expect
    .poll(async () => {
      const values = await page
        .getByTestId('stock-status')
        .evaluateAll((els) => els.map((el) => (el as HTMLSelectElement).value));
      return values.length > 0 && values.every((v) => v === '4');
    })
    .toBe(true);
  await page.goBack();
  await expect(page).not.toHaveURL(/status=4/);
  await expect(page).toHaveURL(/sort=price&dir=desc/);

  // A keyword (typed, no button) narrows the rows and lands in the address.
  await page.getByLabel('ค้นหาสินค้า').fill('Otani');
  await expect(page).toHaveURL(/q=Otani/);
  await expect
    .poll(async () => {
      const rows = await page.getByTestId('stock-row').allTextContents();
      return rows.length > 0 && rows.every((r) => r.includes('Otani'));
    })
    .toBe(true);
  const otani = await page.getByTestId('stock-row').count();

  // The brand's Thai name finds the same offers (the rows show the English name).
  await page.getByLabel('ค้นหาสินค้า').fill('โอตานิ');
  await expect(page).toHaveURL(/q=%E0%B9%82/);
  await expect
    .poll(async () => {
      const rows = await page.getByTestId('stock-row').allTextContents();
      return rows.length === otani && rows.every((r) => r.includes('Otani'));
    })
    .toBe(true);
  await screenshotBothWidths(page, 'stock-keyword-thai');
});

test('seller1 adds an offer on a phone by picking the tyre by typeahead, then deletes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/product/manage');
  await page.getByTestId('stock-add').click();
  const dialog = page.getByRole('dialog', { name: 'เพิ่มสินค้า' });
  await expect(dialog.getByRole('combobox', { name: 'ยี่ห้อ' })).toBeVisible();
  await screenshotBothWidths(page, 'stock-new-form');
  await page.setViewportSize({ width: 390, height: 844 });

  // Saving without a tyre or price: Thai messages under the fields.
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog.getByText('กรุณาเลือกยางจากรายการ')).toBeVisible();
  await expect(dialog.getByText('ราคาติดตั้งต้องมากกว่า 0 บาท')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'ยี่ห้อ' }).fill('Mich');
  await dialog.getByRole('option', { name: 'Michelin' }).click();
  await dialog.getByRole('combobox', { name: 'รุ่น' }).fill('Agilis');
  await dialog.getByRole('option').first().click();
  const size = dialog.getByRole('combobox', { name: 'ขนาด' });
  await size.click();
  await dialog.getByRole('option').first().click();
  const chosen = (await size.inputValue()).split(' ')[0];
  await expect(dialog.getByTestId('stock-form-tyre')).toContainText(`Michelin Agilis`);
  // The oldest year offered (this year − 5): the seeded stock has none so old.
  const year = dialog.getByLabel('ปีที่ผลิต');
  const oldest = await year.locator('option').last().getAttribute('value');
  await year.selectOption(oldest ?? '');
  await dialog.getByLabel('ราคาติดตั้ง (บาท/เส้น)').fill('2468.50');
  await dialog.getByLabel('จำนวนคงเหลือ (เส้น)').fill('8');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByTestId('stock-notice')).toHaveText(/บันทึกสินค้าเรียบร้อยแล้ว/);
  await expect(dialog).toBeHidden();

  // Newest first: the new offer tops the "เพิ่มล่าสุด" tab.
  await page.getByTestId('stock-tab-99').click();
  const first = page.getByTestId('stock-row').first();
  await expect(first).toContainText(chosen);
  await expect(first).toContainText(`ปีผลิต ${oldest}`);
  await expect(first.getByTestId('stock-price')).toHaveText('2,468.50 บาท');
  await expect(first).toContainText('ไม่ขายแบบจัดส่ง');
  await expect(first.getByTestId('stock-qty')).toHaveText('8 เส้น');

  // Delete asks first and says what happens; no order names it, so it is gone.
  await first.getByRole('button', { name: 'ลบ' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'ลบสินค้าออกจากสต็อก' });
  await expect(confirm).toContainText('จะถูกนำออกจากตะกร้า');
  await expect(confirm).toContainText('ถ้ามีคำสั่งซื้อที่รอชำระเงินอยู่ จะยังลบไม่ได้');
  await confirm.getByRole('button', { name: 'ลบสินค้า' }).click();
  await expect(page.getByTestId('stock-notice')).toHaveText(/ลบสินค้าออกจากสต็อกแล้ว/);
  await expect(page.getByTestId('stock-row').first()).not.toContainText(`ปีผลิต ${oldest}`);
});
