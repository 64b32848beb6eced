import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe-core violation on the page as it stands, with the experimental rule
 * Lighthouse also runs: a control's name must contain its visible text (people who steer by voice
 * say what they see: label-content-name-mismatch).
 *
 * Run as one axe.run in the page (legacy mode: same-origin frames are checked, cross-origin ones,
 * a payment provider's, are not ours), collecting only violations in full: ~2.7 s a page on a
 * 2-core host against ~6 s for runPartial per frame plus finishRun in a new blank page, with
 * every passing node gathered. Over the ~100 checks of the suite, minutes.
 */
export async function expectNoSeriousAxe(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${what}: axe serious or critical`).toEqual([]);
}
