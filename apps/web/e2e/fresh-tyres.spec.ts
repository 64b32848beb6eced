import { expect, test } from '@playwright/test';
import { FRESH_SIZE, keyOf, mixedTyre } from './support/fresh-tyre';

// Issue 36 item 5 (decision 0164): "ผลิตไม่เกิน 12 เดือน" on the listing and on a tyre page shows
// only offers made within 12 months, each with its production year. The seed's production weeks
// are made relative to the day it runs (seed-dates.ts), and the server counts from its own day:
// the test reads no date and no fixed tyre, it checks what the page shows against what the API
// answers for the same filter.

const SIZE = FRESH_SIZE;
const shots = process.env.SHOTS_DIR;

/** The year (and week) an offer card shows: "ผลิตปี 2026" or "ผลิตสัปดาห์ 23/2026". */
function madeOf(text: string): { year: number; week: number | null } {
  const week = /ผลิตสัปดาห์\s(\d{1,2})\/(\d{4})/.exec(text);
  if (week) return { year: Number(week[2]), week: Number(week[1]) };
  const year = /ผลิตปี\s(\d{4})/.exec(text);
  if (!year) throw new Error(`no production year in: ${text}`);
  return { year: Number(year[1]), week: null };
}

test('@phone a shopper keeps to tyres made within 12 months on the listing and on a tyre page', async ({
  page,
}, info) => {
  const tyre = await mixedTyre(page);
  const phone = info.project.name === 'phone';
  // The desktop screenshots at 1366 px (the journey itself runs at the project's size).
  if (shots && !phone) await page.setViewportSize({ width: 1366, height: 900 });

  // The listing: the choice sits with the other filters (the phone's sheet, the desktop's panel).
  await page.goto(`/tire?width=${SIZE.width}&ratio=${SIZE.ratio}&diameter=${SIZE.diameter}`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const panel = phone
    ? page.getByRole('dialog')
    : page.getByRole('complementary', { name: 'ตัวกรอง' });
  if (phone) await page.getByRole('button', { name: /^ตัวกรอง/ }).click();
  const group = panel.getByRole('group', { name: 'ปีผลิต' });
  await expect(group.getByRole('radio', { name: 'ทั้งหมด' })).toBeChecked();
  await group.getByText('ผลิตไม่เกิน 12 เดือน').click();
  await expect(page).toHaveURL(/[?&]fresh=12(&|$)/);
  await expect(group.getByRole('radio', { name: 'ผลิตไม่เกิน 12 เดือน' })).toBeChecked();
  if (shots) await page.screenshot({ path: `${shots}/listing-filter-${info.project.name}.png` });
  if (phone) await page.getByRole('button', { name: /^ดูยาง/ }).click();

  // The cards count only fresh offers: the same shops the filtered search answers.
  const res = await page.request.post('/api/product/search-product', {
    data: { ...SIZE, fresh: 12, sort: 'popular', pageSize: 20 },
  });
  const expected = (await res.json()) as { items: { param: string; shopCount: number }[] };
  const first = page.getByTestId('product-card').first();
  await expect(first).toContainText(`จาก ${expected.items[0].shopCount} ร้านค้า`);
  const card = page.locator(`[data-testid="product-card"]:has(a[href$="${tyre.param}"])`);
  if ((await card.count()) > 0) await expect(card).toContainText(`จาก ${tyre.fresh} ร้านค้า`);
  if (shots) await page.screenshot({ path: `${shots}/listing-cards-${info.project.name}.png` });

  // The tyre page: every shop shows its year; with the choice only fresh offers remain.
  await page.goto(`/tire/${tyre.param}`);
  const offers = page.getByTestId('offer');
  await expect(offers.first()).toBeVisible();
  await expect(offers.first()).toContainText(/ผลิต(ปี|สัปดาห์\s\d{1,2}\/)\s?\d{4}/);
  const shops = page.getByRole('group', { name: 'ปีผลิต' });
  await shops.getByText('ผลิตไม่เกิน 12 เดือน').click();
  await expect(page).toHaveURL(/[?&]fresh=12(&|$)/);
  await expect(offers).toHaveCount(Math.min(tyre.fresh, 20));
  // Each shop shown is made when one of the API's fresh offers was made.
  for (const text of await offers.allTextContents()) {
    const made = madeOf(text);
    const key = keyOf({ productionYear: made.year, productionWeek: made.week });
    expect(tyre.freshKeys.has(key), text.slice(0, 120)).toBe(true);
  }
  if (shots) {
    await shops.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/tyre-page-${info.project.name}.png` });
  }

  // "ทั้งหมด" brings every shop back.
  await shops.getByText('ทั้งหมด').click();
  await expect(page).not.toHaveURL(/fresh=/);
  await expect(offers).toHaveCount(Math.min(tyre.all, 20));
});
