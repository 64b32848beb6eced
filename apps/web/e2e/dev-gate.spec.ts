import { expect, test } from '@playwright/test';

// Spec 1 and 4 "Dev gate", against a server started with DEV_GATE_PASSWORD=letmein.
const gatePort = Number(process.env.E2E_GATE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
test.use({ baseURL: `http://localhost:${gatePort}` });

test('the dev gate asks for the password until the right one is given', async ({ page }) => {
  await page.goto('/');
  const gate = page.getByRole('dialog', { name: 'ระบบทดสอบ' });
  await expect(gate).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();

  const password = gate.getByLabel('รหัสผ่าน');
  await password.fill('wrong-password');
  await gate.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(gate.getByRole('alert')).toHaveText(/รหัสผ่านไม่ถูกต้อง/);
  expect(await page.evaluate(() => localStorage.getItem('devGate'))).toBeNull();

  await password.fill('letmein');
  await gate.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(gate).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('devGate'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'ระบบทดสอบ' })).toHaveCount(0);
});
