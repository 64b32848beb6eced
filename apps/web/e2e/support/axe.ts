import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe-core violation on the page as it stands, with the experimental rule
 * Lighthouse also runs: a control's name must contain its visible text (people who steer by voice
 * say what they see: label-content-name-mismatch).
 */
export async function expectNoSeriousAxe(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${what}: axe serious or critical`).toEqual([]);
}
