import { expect, type Page, test } from '@playwright/test';

// The /my area of a signed-in customer (spec 2.2, 2.11, 5 "Car modal", 8): cars through the car
// modal, profile name and address, PDPA consent, order tabs with a review, a receipt.

async function signIn(page: Page) {
  const res = await page.request.post('/api/user/login', {
    data: { username: 'customer1', password: 'Customer123' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { userToken, userDisplay } = await res.json();
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

test('a customer adds a car through the modal and deletes it', async ({ page }) => {
  await signIn(page);
  await page.goto('/my/car');
  await expect(page.getByRole('heading', { level: 1, name: 'รถของฉัน' })).toBeVisible();
  const cars = page.getByTestId('car-item');
  // Seeded: Toyota Hilux Revo and Honda City; the cart journey may have added one more.
  await expect(cars.filter({ hasText: 'Hilux Revo' })).toHaveCount(1);
  await expect(cars.filter({ hasText: 'City' })).toHaveCount(1);
  const before = await cars.count();

  await page.getByRole('button', { name: '+ เพิ่มรถ' }).click();
  const modal = page.getByRole('dialog', { name: 'บันทึกข้อมูลรถ' });
  await modal.getByRole('button', { name: 'บันทึก' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByText('ไม่สามารถบันทึกข้อมูลรถได้')).toBeVisible();
  await expect(alert.getByText('กรุณากรอกข้อมูลให้ครบถ้วน')).toBeVisible();
  await alert.getByRole('button', { name: 'ตกลง' }).click();

  const plate = modal.getByLabel('ทะเบียนรถ');
  await plate.pressSequentially('AB-9ขก12x34Z');
  await expect(plate).toHaveValue('9ขก1234');
  await modal.getByLabel('จังหวัดของทะเบียน').selectOption('เชียงใหม่');
  await modal.getByLabel('ยี่ห้อรถ').selectOption({ label: 'Toyota' });
  const model = modal.getByLabel('รุ่นรถ');
  await expect(model.locator('option')).not.toHaveCount(1);
  await model.selectOption({ index: 1 });
  await modal.getByRole('button', { name: 'บันทึก' }).click();
  await expect(modal).toHaveCount(0);
  await expect(cars).toHaveCount(before + 1);
  const added = cars.filter({ hasText: '9ขก1234 เชียงใหม่' });
  await expect(added).toContainText('Toyota');

  await added.getByRole('button', { name: 'ลบรถทะเบียน 9ขก1234' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(cars).toHaveCount(before);
});

test('a customer edits the profile name and address', async ({ page }) => {
  await signIn(page);
  await page.goto('/my/profile');
  const nameForm = page.getByRole('form', { name: 'ชื่อ-นามสกุล' });
  await nameForm.getByLabel('ชื่อที่แสดง').fill('สมชาย ใจดีมาก');
  await nameForm.getByRole('button', { name: 'บันทึก' }).click();
  await expect(nameForm.getByRole('status')).toHaveText('บันทึกแล้ว');

  const addressForm = page.getByRole('form', { name: 'ที่อยู่' });
  await addressForm.getByLabel('บ้านเลขที่ หมู่บ้าน ซอย ถนน').fill('1 ถนนนิมมานเหมินท์');
  const tumbon = addressForm.getByRole('combobox').first();
  await tumbon.fill('สุเทพ');
  await page
    .getByRole('option', { name: /สุเทพ » เมืองเชียงใหม่ » เชียงใหม่/ })
    .first()
    .click();
  await addressForm.getByRole('button', { name: 'บันทึก' }).click();
  await expect(addressForm.getByRole('status')).toHaveText('บันทึกแล้ว');

  await page.reload();
  await expect(page.getByLabel('ชื่อที่แสดง')).toHaveValue('สมชาย ใจดีมาก');
  await expect(page.getByLabel('บ้านเลขที่ หมู่บ้าน ซอย ถนน')).toHaveValue('1 ถนนนิมมานเหมินท์');
});

test('a customer withdraws and gives privacy consent again', async ({ page }) => {
  await signIn(page);
  await page.goto('/my/privacy');
  await expect(page.getByRole('heading', { name: 'ข้อมูลที่เราเก็บและเหตุผล' })).toBeVisible();
  const state = page.getByTestId('privacy-state');
  await expect(state).toContainText('คุณให้ความยินยอมแล้ว');
  await page.getByRole('button', { name: 'ถอนความยินยอม' }).click();
  await expect(state).toContainText('ยังไม่ได้ให้ความยินยอม');
  await page.getByRole('button', { name: 'ให้ความยินยอม', exact: true }).click();
  await expect(state).toContainText('คุณให้ความยินยอมแล้ว');
  await expect(
    page.getByRole('list', { name: 'ประวัติความยินยอม' }).getByRole('listitem'),
  ).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดข้อมูล (JSON)' }).click();
  expect((await download).suggestedFilename()).toBe('yangdee-my-data.json');
});

test('a customer sees order tabs, reviews a completed order once and opens a receipt', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/my/order');
  await expect(page.getByRole('tab', { name: 'รอดำเนินการ (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  await expect(page.getByText('รอยืนยันคำสั่งซื้อ')).toBeVisible();

  await page.getByRole('tab', { name: 'ยกเลิก (1)' }).click();
  await expect(page.getByTestId('order-card')).toHaveCount(1);

  await page.getByRole('tab', { name: 'สำเร็จ (2)' }).click();
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  const reviewButton = page.getByRole('button', { name: 'ให้คะแนนและรีวิว' });
  await expect(reviewButton).toHaveCount(1);
  await reviewButton.click();
  const dialog = page.getByRole('dialog', { name: 'ให้คะแนนและรีวิว' });
  await dialog.getByRole('button', { name: 'ส่งรีวิว' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('กรุณาให้คะแนน 1 ถึง 5 ดาว');
  await dialog.getByLabel('4 ดาว').check({ force: true });
  await dialog.getByLabel(/ความคิดเห็น/).fill('จัดส่งไว ยางใหม่ ราคาดี');
  await dialog.getByRole('button', { name: 'ส่งรีวิว' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('จัดส่งไว ยางใหม่ ราคาดี')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ให้คะแนนและรีวิว' })).toHaveCount(0);

  // The delivered order's tracking: answered to its buyer, signed in (decision 0067).
  await page.getByRole('button', { name: 'ติดตามพัสดุ' }).first().click();
  await expect(page.getByTestId('tracking-text')).toContainText('Kerry Express');

  await page.getByRole('link', { name: 'ใบเสร็จ' }).first().click();
  await expect(page).toHaveURL(/\/my\/receipt\/YD/);
  const receipt = page.locator('#receipt');
  await expect(receipt.getByRole('heading', { name: 'ใบเสร็จรับเงิน' })).toBeVisible();
  await expect(receipt).toContainText('ภาษีมูลค่าเพิ่ม 7%');
  await expect(receipt.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'พิมพ์ใบเสร็จ' })).toBeVisible();
});

test('a receipt with a tax invoice shows the shop serial and downloads as a PDF', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/order/receipt/YD2611150002');
  const receipt = page.locator('#receipt');
  await expect(receipt.getByRole('heading', { name: 'ใบเสร็จรับเงิน/ใบกำกับภาษี' })).toBeVisible();
  await expect(receipt).toContainText('เลขที่ใบกำกับภาษี IV2569000001');
  await expect(receipt).toContainText('บริษัท ใจดีขนส่ง จำกัด');
  await expect(receipt).toContainText('ชำระโดย: บัตรเครดิต/เดบิต');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลด PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('receipt-YD2611150002.pdf');

  // An order number that is not this customer's answers like an unknown one.
  await page.goto('/order/receipt/YD0000000000');
  await expect(page.getByRole('alert')).toHaveText('ไม่พบใบเสร็จนี้');
});
