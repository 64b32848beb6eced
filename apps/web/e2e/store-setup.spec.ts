import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe } from './support/axe';
import { pickInstallDate } from './support/install-date';
import { registerCustomer } from './support/new-customer';
import { waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 14 §5–6: seller1 sets up the demo store (store 1) in the back office, and the shopper
// sees it — new opening hours on /store/:link, a closed slot gone from the cart, a province rate
// in the cart's delivery fee. Every journey puts the demo values back (other specs read store 1).

const SCREENS = ['/seller/profile', '/seller/setting', '/seller/setting-prepaid'] as const;
const THAI_DAY = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];

async function sellerCall<T>(page: Page, token: string, path: string, data?: object): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const res = data
    ? await page.request.post(`/api/seller/${path}`, { headers, data })
    : await page.request.get(`/api/seller/${path}`, { headers });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function shopperCall<T>(page: Page, token: string, path: string, data?: object): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const res = data
    ? await page.request.post(`/api/${path}`, { headers, data })
    : await page.request.get(`/api/${path}`, { headers });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The shopper's session in the browser (as support/new-customer's useSession stores it). */
async function openAsCustomer(page: Page, userToken: string, userDisplay: string) {
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

type Profile = Record<string, unknown> & {
  link: string;
  weeklyHours: ({ open: string; close: string } | null)[];
};

/** The profile as save-store takes it back (read-only fields dropped). */
function saveBodyOf(p: Profile) {
  const { storeId: _id, code: _code, link: _link, openTimeHtml: _html, ...body } = p;
  return body;
}

test('seller1 edits the opening hours; /store/:link shows them', async ({ page }) => {
  const { token } = await signInSeller(page, DEMO_SELLERS.owner);
  const original = await sellerCall<Profile>(page, token, 'get-profile');
  try {
    await page.goto('/seller/profile');
    const saturday = page.getByTestId('hours-6');
    if (!(await saturday.getByRole('checkbox').isChecked()))
      await saturday.getByRole('checkbox').check();
    // 24-hour hour and minute lists, never a browser time field that may say "09:30 AM".
    const opens = page.getByRole('group', { name: 'เวลาเปิดวันเสาร์' });
    await opens.getByLabel('ชั่วโมง').selectOption('09');
    await opens.getByLabel('นาที').selectOption('30');
    const closes = page.getByRole('group', { name: 'เวลาปิดวันเสาร์' });
    await closes.getByLabel('ชั่วโมง').selectOption('15');
    await closes.getByLabel('นาที').selectOption('30');
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'บันทึกข้อมูลเรียบร้อยแล้ว' })).toBeVisible();

    await page.goto(`/store/${original.link}`);
    await expect(page.getByText('เสาร์: 09:30 - 15:30')).toBeVisible();
    await expect(page.getByTestId('store-open-time')).toContainText('เสาร์ 09:30 - 15:30 น.');

    // A bad tax id is refused with a Thai message beside the field, and nothing changes.
    await page.goto('/seller/profile');
    await page.getByLabel('เลขประจำตัวผู้เสียภาษี (13 หลัก)').fill('1234567890123');
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await expect(page.getByText('เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง')).toBeVisible();
  } finally {
    await sellerCall(page, token, 'save-store', saveBodyOf(original));
  }
});

test('seller1 closes a slot on a weekday; the cart no longer offers it', async ({ page }) => {
  const { token } = await signInSeller(page, DEMO_SELLERS.owner);
  const setting = await sellerCall<{
    slots: { value: string; weekdays: number[] }[];
    slotCapacity: number;
    prepareDays: number;
  }>(page, token, 'get-setting-info');
  const restore = {
    slotWeekdays: Object.fromEntries(setting.slots.map((s) => [s.value, s.weekdays])),
    slotCapacity: setting.slotCapacity,
    prepareDays: setting.prepareDays,
  };
  const buyer = await registerCustomer(page);
  await openAsCustomer(page, buyer.userToken, buyer.username);
  const products = await page.request.post('/api/store/get-store-products', {
    data: { id: 'store-1', page: 1, pageSize: 50 },
  });
  const { items } = (await products.json()) as {
    items: { sellerProductId: number; qty: number; isServiceAvailable: boolean }[];
  };
  const offer = items.find((o) => o.isServiceAvailable && o.qty >= 8);
  if (!offer) throw new Error('store 1 has no SERVICE offer with stock');
  await shopperCall(page, buyer.userToken, 'order/add-cart', {
    sellerProductId: offer.sellerProductId,
    quantity: 4,
    orderType: 'SERVICE',
    replace: true,
  });
  const { cartData } = await shopperCall<{ cartData: { availableDates: string[] } }>(
    page,
    buyer.userToken,
    'order/get-cart-data',
  );
  // The first date with at least two free slots (other journeys book seats at store 1 too).
  type Slots = { scheduleList: { value: string; from: string; to: string }[] };
  let day = '';
  let before: Slots = { scheduleList: [] };
  for (const date of cartData.availableDates) {
    before = await shopperCall<Slots>(page, buyer.userToken, 'order/get-service-slot', {
      scheduleDate: date,
    });
    day = date;
    if (before.scheduleList.length > 1) break;
  }
  expect(before.scheduleList.length, `no date with two free slots: ${day}`).toBeGreaterThan(1);
  const closing = before.scheduleList[0];
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();

  try {
    await signInSeller(page, DEMO_SELLERS.owner);
    await page.goto('/seller/setting');
    const cell = page.getByRole('checkbox', {
      name: `รับติดตั้งวัน${THAI_DAY[weekday]} เวลา ${closing.from} - ${closing.to}`,
    });
    await expect(cell).toBeChecked();
    await cell.uncheck();
    await page.getByRole('button', { name: 'บันทึกการตั้งค่าการติดตั้ง' }).click();
    await expect(
      page
        .getByRole('region', { name: 'ตั้งค่าการติดตั้ง' })
        .getByRole('status')
        .filter({ hasText: 'บันทึกข้อมูลเรียบร้อยแล้ว' }),
    ).toBeVisible();

    // The shopper picks that date in the cart: the closed slot is not among the choices.
    await openAsCustomer(page, buyer.userToken, buyer.username);
    await page.goto('/cart');
    const storePanel = page.getByRole('region', { name: 'ร้านค้า' });
    await pickInstallDate(storePanel, day);
    await expect(storePanel.getByRole('radio').first()).toBeVisible();
    await expect(
      storePanel.getByText(`เวลา ${before.scheduleList[1].from} - ${before.scheduleList[1].to}`),
    ).toBeVisible();
    await expect(storePanel.getByText(`เวลา ${closing.from} - ${closing.to}`)).toHaveCount(0);
  } finally {
    await sellerCall(page, token, 'save-installation-info', restore);
  }
});

test('seller1 changes a province rate; the cart delivery fee follows', async ({ page }) => {
  const { token } = await signInSeller(page, DEMO_SELLERS.owner);
  const { rateList } = await sellerCall<{ rateList: { province: string; rate: number }[] }>(
    page,
    token,
    'get-delivery-area-rate',
    {},
  );
  const old = rateList.find((r) => r.province === 'เชียงใหม่');
  const { productList } = await sellerCall<{
    productList: {
      sellerProductId: number;
      priceDelivery: number | null;
      deliveryRate: number | null;
      minQty: number;
    }[];
  }>(page, token, 'products-for-setting', { keyword: '', page: 1 });
  const products = await page.request.post('/api/store/get-store-products', {
    data: { id: 'store-1', page: 1, pageSize: 50 },
  });
  const { items } = (await products.json()) as {
    items: { sellerProductId: number; qty: number; isDeliveryAvailable: boolean }[];
  };
  const offer = productList.find(
    (p) =>
      p.priceDelivery !== null &&
      p.deliveryRate === null &&
      items.some(
        (i) => i.sellerProductId === p.sellerProductId && i.isDeliveryAvailable && i.qty >= 8,
      ),
  );
  if (!offer) throw new Error('store 1 has no DELIVERY offer without its own rate');
  const buyer = await registerCustomer(page);
  await shopperCall(page, buyer.userToken, 'order/add-cart', {
    sellerProductId: offer.sellerProductId,
    quantity: 4,
    orderType: 'DELIVERY',
    replace: true,
  });
  await shopperCall(page, buyer.userToken, 'order/submit-delivery-info', {
    firstName: 'สมหญิง',
    lastName: 'รักดี',
    tel: '0800000001',
    email: 'somying@example.com',
    address: '99 ถนนนิมมานเหมินท์',
    subDistrict: 'สุเทพ',
    district: 'เมืองเชียงใหม่',
    province: 'เชียงใหม่',
    postCode: '50200',
    deliveryRemark: '',
  });

  try {
    await signInSeller(page, DEMO_SELLERS.owner);
    await page.goto('/seller/setting');
    const delivery = page.getByRole('region', { name: 'ตั้งค่าการจัดส่ง' });
    await delivery.getByLabel('จังหวัด', { exact: true }).selectOption('เชียงใหม่');
    await delivery.getByLabel('ค่าจัดส่ง (บาทต่อเส้น)').fill('123');
    await delivery.getByRole('button', { name: 'เพิ่ม / แก้ไขค่าจัดส่ง' }).click();
    await expect(
      delivery.getByTestId('area-rate-row').filter({ hasText: 'เชียงใหม่' }),
    ).toContainText('123 บาทต่อเส้น');

    await openAsCustomer(page, buyer.userToken, buyer.username);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText('492 บาท');
  } finally {
    await sellerCall(
      page,
      token,
      'save-delivery-area-rate',
      old
        ? { province: 'เชียงใหม่', rate: old.rate }
        : { province: 'เชียงใหม่', rate: 0, isRemove: true },
    );
  }
});

for (const path of SCREENS) {
  test(`${path}: no serious axe violations; looks right at 390 and 1366 px`, async ({
    page,
  }, testInfo) => {
    // Two widths, axe twice and a dozen screenshots of long pages: more than one journey's time.
    test.setTimeout(180_000);
    await signInSeller(page, DEMO_SELLERS.owner);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(path);
      await expect(page.getByRole('button', { name: /^บันทึก/ }).first()).toBeVisible();
      await waitForQuiet(page);
      await expectNoSeriousAxe(page, path);
      const docWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(docWidth).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: testInfo.outputPath(`store-setup${path.replaceAll('/', '-')}-${width}.png`),
        fullPage: true,
      });
      // Each section on its own too, so a phone-width page can be looked at piece by piece.
      const sections = page.locator('main section[aria-labelledby]');
      for (let i = 0; i < (await sections.count()); i += 1) {
        await sections.nth(i).screenshot({
          path: testInfo.outputPath(
            `store-setup${path.replaceAll('/', '-')}-${width}-section${i}.png`,
          ),
        });
      }
    }
  });
}
