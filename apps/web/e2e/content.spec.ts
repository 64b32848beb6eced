import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe } from './support/axe';

// Content journeys (issue [2/6] slice C): the home page's blocks, promotions, articles, authors,
// reviews, the contact form and the static help pages, against the seeded server.

test('home shows banners, popular tyres, promotions, articles and reviews', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const carousel = main.getByRole('region', { name: 'แบนเนอร์โปรโมชัน' });
  await expect(carousel.getByRole('img').first()).toBeVisible();
  await carousel.getByRole('button', { name: 'หยุดเลื่อน' }).click();
  const first = await carousel.getByRole('img').first().getAttribute('alt');
  await carousel.getByRole('button', { name: 'แบนเนอร์ถัดไป' }).click();
  await expect(carousel.getByRole('img').first()).not.toHaveAttribute('alt', first ?? '');
  // Each dot is a target a thumb can hit: at least 24 × 24 px (WCAG 2.5.8).
  const dots = carousel.getByRole('button', { name: /^ไปยังแบนเนอร์ที่/ });
  expect(await dots.count()).toBeGreaterThan(1);
  for (const dot of await dots.all()) {
    const box = await dot.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
  // The home link is named by what it shows, then where it goes (label-content-name-mismatch).
  await expect(page.getByRole('banner').getByRole('link', { name: 'ยางดี หน้าแรก' })).toHaveAttribute(
    'href',
    '/',
  );

  // The shortcuts' icons are drawn (an emoji is an empty box where no emoji font is installed).
  for (const name of ['ค้นหาตามขนาดยาง', 'ค้นหาตามรุ่นรถ', 'ค้นหาตามประเภทยาง']) {
    const shortcut = main.getByRole('link', { name: new RegExp(name) });
    await expect(shortcut).toBeVisible();
    await expect(shortcut.locator('svg path')).toHaveCount(1);
    expect(await shortcut.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  }

  const popular = main.getByRole('region', { name: 'ยางยอดนิยม', exact: true });
  await expect(popular.getByTestId('product-card').first()).toBeVisible();
  const promotions = main.getByRole('region', { name: 'โปรโมชันล่าสุด' });
  await expect(promotions.getByRole('article').first()).toBeVisible();
  const articles = main.getByRole('region', { name: 'บทความล่าสุด' });
  await expect(articles.getByRole('article')).toHaveCount(4);
  const reviews = main.getByRole('region', { name: 'รีวิวจากลูกค้า' });
  await expect(reviews.getByRole('article').first()).toBeVisible();
  await expect(reviews.getByRole('img', { name: /จาก 5 ดาว/ }).first()).toBeVisible();
});

test('a promotion opens from the home page with its conditions and tyres link', async ({
  page,
}) => {
  await page.goto('/');
  const promotions = page.getByRole('region', { name: 'โปรโมชันล่าสุด' });
  const link = promotions.getByRole('article').first().getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/promotion\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('กำลังจัดโปรโมชัน')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'เงื่อนไขการรับสิทธิ์' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ดูยางที่ร่วมรายการ' })).toHaveAttribute(
    'href',
    /^\/tire\?promotion=/,
  );
  await expect(page).toHaveTitle(new RegExp(title));

  await page
    .getByRole('navigation', { name: 'เส้นทางนำทาง' })
    .getByRole('link', { name: 'โปรโมชันยาง' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'โปรโมชันยาง' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('an article opens with its author, tags and related articles; the author page lists it', async ({
  page,
}) => {
  await page.goto('/article');
  await expect(page.getByRole('heading', { level: 1, name: 'บทความ/ข่าวสาร' })).toBeVisible();
  await page.getByRole('link', { name: 'แรงดันลมยาง', exact: false }).first().click();
  await expect(page).toHaveURL(/\/article\/tyre-pressure-guide$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('ลมยาง');
  await expect(page.getByRole('main').locator('table')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'เกี่ยวกับผู้เขียน' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'บทความอื่นที่น่าสนใจ' })).toBeVisible();

  const tags = page.getByRole('region', { name: 'แท็ก' });
  const tag = tags.getByRole('link').first();
  const tagText = (await tag.textContent())?.trim() ?? '';
  await tag.click();
  await expect(page.getByText(`บทความในหัวข้อ “${tagText}”`)).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: 'ดูบทความทั้งหมดของผู้เขียน' }).click();
  await expect(page).toHaveURL(/\/author\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: /^บทความโดย/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /ลมยาง/ })).toBeVisible();
});

test('unknown promotion, article and author keys show the not-found page', async ({ page }) => {
  for (const path of [
    '/promotion/no-such-promotion',
    '/article/no-such-article',
    '/author/999999',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' }),
      path,
    ).toBeVisible();
  }
});

test('reviews are paged with a rating summary', async ({ page }) => {
  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1, name: 'รีวิว' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'คะแนนเฉลี่ย' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(10);
  const firstOnPage1 = await cards.first().textContent();
  await page
    .getByRole('navigation', { name: 'เลือกหน้า' })
    .getByRole('button', { name: 'หน้า 2', exact: true })
    .click();
  await expect(page).toHaveURL(/\/review\?page=2$/);
  await expect(cards.first()).not.toHaveText(firstOnPage1 ?? '');
});

test('the contact form rejects empty input in Thai and accepts a valid message', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'ติดต่อเรา' })).toBeVisible();
  await page.getByRole('button', { name: 'ส่งข้อความ' }).click();
  for (const message of ['กรุณากรอกชื่อ', 'กรุณากรอกอีเมล', 'กรุณากรอกหัวข้อ'])
    await expect(page.getByText(message, { exact: true })).toBeVisible();

  await page.getByLabel('ชื่อ-นามสกุล', { exact: true }).fill('วิชัย รักรถ');
  await page.getByLabel('อีเมล', { exact: true }).fill('wichai@example.co.th');
  await page.getByLabel(/^เบอร์โทรศัพท์/).fill('0812345678');
  await page.getByLabel('หัวข้อ', { exact: true }).fill('สอบถามการจัดส่งต่างจังหวัด');
  await page.getByLabel('ข้อความ', { exact: true }).fill('ส่งยางไปอำเภอเมืองเชียงรายใช้เวลากี่วันครับ');
  await page.getByRole('button', { name: 'ส่งข้อความ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ได้รับข้อความของคุณแล้ว' })).toBeVisible();
  await expect(page.getByLabel('ชื่อ-นามสกุล', { exact: true })).toHaveValue('');
});

const HELP_PAGES: [string, string][] = [
  ['/help/term', 'ข้อกำหนดและเงื่อนไขการใช้บริการ'],
  ['/help/term-sell-product', 'เงื่อนไขการขายสินค้า'],
  ['/help/term-warranty', 'เงื่อนไขการรับประกัน'],
  ['/help/term-store', 'ข้อกำหนดสำหรับร้านค้า'],
  ['/help/info-tsi', 'ข้อมูลมาตรฐานผลิตภัณฑ์อุตสาหกรรม (มอก.)'],
  ['/help/info-eu', 'ข้อมูลฉลากยางยุโรป (EU Label)'],
  ['/help/privacy', 'นโยบายความเป็นส่วนตัว'],
  ['/help/cookie', 'นโยบายการใช้คุกกี้'],
  ['/help/term-seller-installation', 'เงื่อนไขการติดตั้งสำหรับร้านค้า'],
  ['/help/term-seller-delivery', 'เงื่อนไขการจัดส่งสำหรับร้านค้า'],
  ['/about', 'เกี่ยวกับเรา'],
];

test('every help page has its Thai heading and text', async ({ page }) => {
  for (const [path, heading] of HELP_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  await page.goto('/help/privacy');
  for (const text of ['ผู้ควบคุมข้อมูลส่วนบุคคล', 'ระยะเวลาการเก็บรักษา', 'สิทธิของเจ้าของข้อมูลส่วนบุคคล'])
    await expect(page.getByRole('heading', { name: new RegExp(text) }).first()).toBeVisible();
  await expect(page.getByText(/dpo@yangdee\.co\.th/).first()).toBeVisible();
});

// One test per page: eight axe runs in one test's 60 s budget timed out on a busy 2-core machine.
for (const path of [
  '/',
  '/promotion',
  '/promotion/year-end-michelin-2026',
  '/article/tyre-pressure-guide',
  '/author/1',
  '/review',
  '/contact',
  '/help/privacy',
]) {
  test(`content page ${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxe(page, path);
  });
}
