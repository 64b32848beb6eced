import { expect, type Page, test } from '@playwright/test';
import { registerCustomer } from './support/new-customer';

// Issue 13 (items 4 and 5), decision 0068: a tyre the shop orders in from the factory or another
// shop (no stock) is offered with its wait, and the cart keeps it after signing in (it used to
// say "สินค้าหมดแล้ว" and stay empty). customer1's checkout form starts from the last order.

type StoreOffer = {
  sellerProductId: number;
  stockStatus: number;
  leadDays: number;
  isServiceAvailable: boolean;
  product: { param: string };
};

async function madeToOrderOffer(page: Page): Promise<StoreOffer> {
  for (let p = 1; p <= 10; p++) {
    const res = await page.request.post('/api/store/get-store-products', {
      data: { id: 'store-1', page: p, pageSize: 50 },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { items } = (await res.json()) as { items: StoreOffer[] };
    const found = items.find((o) => [2, 3].includes(o.stockStatus) && o.isServiceAvailable);
    if (found) return found;
    if (items.length === 0) break;
  }
  throw new Error('store 1 has no made-to-order SERVICE offer');
}

test('a made-to-order tyre shows its wait on the shop and tyre pages and stays in the cart after signing in', async ({
  page,
}) => {
  const offer = await madeToOrderOffer(page);
  const wait = new RegExp(
    `^${offer.stockStatus === 3 ? 'สั่งจากโรงงาน' : 'สั่งจากร้านอื่น'} รอสินค้า ${offer.leadDays} วัน$`,
  );
  expect(offer.leadDays).toBeGreaterThanOrEqual(1);

  await page.goto(`/tire/${offer.product.param}`);
  const card = page
    .getByTestId('offer')
    .filter({ has: page.locator(`a[href="/store/store-1/${offer.sellerProductId}"]`) });
  await expect(card.getByText(wait)).toBeVisible();

  await page.goto(`/store/store-1/${offer.sellerProductId}`);
  const focus = page.locator('#focus-offer');
  await expect(focus.getByTestId('lead-time')).toHaveText(wait);
  await focus.getByRole('button', { name: 'หยิบใส่ตะกร้า' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);

  const customer = await registerCustomer(page);
  await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill(customer.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-product');
  await expect(line).toHaveCount(1);
  await expect(page.getByTestId('cart-quantity')).toHaveText('4');
  await expect(line.getByTestId('lead-time')).toHaveText(wait);
  await expect(page.getByTestId('cart-dropped')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('customer1: the customer form is filled from the last order, and comes before the payment', async ({
  page,
}) => {
  const login = await page.request.post('/api/user/login', {
    data: { username: 'customer1', password: 'Customer123' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const token = (await login.json()).userToken as string;
  const offer = await madeToOrderOffer(page);
  const added = await page.request.post('/api/order/add-cart', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      sellerProductId: offer.sellerProductId,
      quantity: 4,
      orderType: 'SERVICE',
      replace: true,
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('userToken', t);
    localStorage.setItem('userDisplay', 'customer1');
    localStorage.setItem('accept', 'true');
  }, token);
  await page.goto('/cart');

  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings.filter({ hasText: 'ข้อมูลลูกค้า' })).toBeVisible();
  const order = await headings.allTextContents();
  expect(order.indexOf('ข้อมูลลูกค้า')).toBeLessThan(order.indexOf('วิธีการชำระเงิน'));

  const customer = page.getByRole('region', { name: 'ข้อมูลลูกค้า' });
  // Another journey may have saved customer1's details on the cart already: open the form.
  const edit = customer.getByRole('button', { name: 'แก้ไข' });
  if (await edit.isVisible()) await edit.click();
  await expect(customer.getByLabel('ชื่อ', { exact: true })).toHaveValue('สมชาย');
  await expect(customer.getByLabel('นามสกุล')).toHaveValue('ใจดี');
  await expect(customer.getByLabel('เบอร์โทรศัพท์')).toHaveValue('0800000001');
  await expect(customer.getByLabel('อีเมล')).not.toHaveValue('');
  await expect(customer.getByLabel('เลือกรถของคุณ')).not.toHaveValue('');
});
