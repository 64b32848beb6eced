import { expect, type Locator } from '@playwright/test';

// Picks a business date ('YYYY-MM-DD') in the cart's install-date calendar. The calendar opens on
// the month of the first bookable day; a later day may sit one or two months on (issue 37 item 11),
// so the journey turns the months until the day's button shows rather than assuming today's month.

export function buddhistLabel(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return `${d}/${m}/${y + 543}`;
}

export async function pickInstallDate(scope: Locator, ymd: string): Promise<void> {
  await scope.getByTestId('install-date').click();
  const day = scope.getByRole('button', { name: buddhistLabel(ymd), exact: true });
  for (let turn = 0; turn < 2 && (await day.count()) === 0; turn += 1) {
    const before = await scope.locator('td button').first().getAttribute('aria-label');
    await scope.getByRole('button', { name: 'เดือนถัดไป' }).click();
    await expect(scope.locator('td button').first()).not.toHaveAttribute(
      'aria-label',
      before ?? '',
    );
  }
  await expect(day).toBeEnabled();
  await day.click();
  await expect(scope.getByTestId('install-date')).toHaveText(buddhistLabel(ymd));
}
