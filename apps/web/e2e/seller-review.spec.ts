import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe, screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 17 item 5: seller1 reads the shop's average and stars and its reviews newest first,
// answers the newest review of the head office once, and the answer shows under that review on
// the store's public page (/store/store-1) as "ร้านตอบกลับ". Both lists are newest first, so the
// head office's newest review is the first on both.

const ANSWER = 'ขอบคุณที่ไว้ใจร้านเราครับ แล้วพบกันใหม่ตอนสลับยางนะครับ';

test('seller1 answers the newest review once, and the answer shows on the store page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/review');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const summary = page.getByTestId('rating-summary');
  await expect(summary).toBeVisible();
  await expect(page.getByTestId('rating-average')).toHaveText(/^[1-5]\.\d$/);
  await expect(page.getByTestId('review-row').first()).toBeVisible();
  await waitForQuiet(page);
  await expectNoSeriousAxe(page, '/seller/review');
  await screenshotBothWidths(page, 'seller-review');

  // A star bar shows only those reviews; pressed again, all of them.
  await page.getByTestId('rating-bar-5').click();
  await expect(page).toHaveURL(/rating=5/);
  await expect(page.getByTestId('review-total')).toContainText('5 ดาว');
  await page.getByTestId('rating-bar-5').click();
  await expect(page).not.toHaveURL(/rating=/);

  // The head office only (seller1 also owns two branches). Its list must have arrived before the
  // newest row is read: until then the rows on screen are still every branch's.
  const headOfficeList = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/seller/get-review-list') &&
      r.request().postData()?.includes('"branchId":1') === true,
  );
  await page
    .getByLabel('สาขา', { exact: true })
    .selectOption({ label: 'เจริญยนต์ การยาง สาขาสำนักงานใหญ่' });
  await expect(page).toHaveURL(/branchId=1/);
  await headOfficeList;
  await waitForQuiet(page);
  const newest = page.getByTestId('review-row').first();
  const reviewId = await newest.getAttribute('data-review-id');
  await expect(newest).toBeVisible();
  if ((await newest.getByTestId('reply-open').count()) > 0) {
    await newest.getByTestId('reply-open').click();
    // An empty answer is refused before it is sent.
    await newest.getByTestId('reply-submit').click();
    await expect(newest.getByRole('alert')).toHaveText('กรุณาพิมพ์คำตอบก่อนส่ง');
    await newest.getByLabel('คำตอบของร้าน').fill(`  ${ANSWER}  `);
    await expect(newest.getByRole('alert')).toHaveCount(0);
    await expect(newest).toContainText(`${ANSWER.length}/1,000 ตัวอักษร`);
    await screenshotBothWidths(page, 'seller-review-reply-form');
    await newest.getByTestId('reply-submit').click();
    // An answer cannot be edited or taken back: asked first.
    const confirmReply = page.getByRole('alertdialog', { name: 'ส่งคำตอบนี้?' });
    await expect(confirmReply).toContainText(ANSWER);
    await confirmReply.getByRole('button', { name: 'ยืนยัน' }).click();
  }
  const answered = page.locator(`[data-review-id="${reviewId}"]`);
  await expect(answered.getByTestId('review-reply')).toContainText('ร้านตอบกลับ');
  await expect(answered.getByTestId('review-reply')).toContainText(ANSWER);
  // Once only: no second answer is offered.
  await expect(answered.getByTestId('reply-open')).toHaveCount(0);

  await page.goto('/store/store-1');
  const reply = page.getByTestId('store-reviews').getByTestId('store-review-reply').first();
  await expect(reply).toContainText('ร้านตอบกลับ');
  await expect(reply).toContainText(ANSWER);
  await reply.scrollIntoViewIfNeeded();
  await screenshotBothWidths(page, 'store-review-reply');
});

test('staff1 (orders only) gets a no-permission page on /seller/review', async ({ page }) => {
  await signInSeller(page, DEMO_SELLERS.staff);
  await page.goto('/seller/review');
  await expect(page.getByText(/ไม่มีสิทธิ์/).first()).toBeVisible();
  await expect(page.getByTestId('rating-summary')).toHaveCount(0);
});
