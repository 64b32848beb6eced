import type { Page } from '@playwright/test';
import { productionKey } from '@yangdee/contracts/production-year';

// A seeded tyre for the fresh filter's journeys (decision 0164): the seed's production weeks are
// relative to the day it runs, with random weeks, so the tyre is found by asking, not fixed.

export const FRESH_SIZE = { width: 265, ratio: 65, diameter: 17 };

type Made = { productionYear: number; productionWeek: number | null };

export type MixedTyre = {
  id: number;
  param: string;
  fresh: number;
  all: number;
  /** productionKey of each offer the API keeps under "within 12 months" (first page). */
  freshKeys: Set<number>;
};

export const keyOf = (o: Made) => productionKey(o.productionYear, o.productionWeek);

/** A seeded 265/65R17 tyre some of whose shops' offers are within 12 months and some not. */
export async function mixedTyre(page: Page): Promise<MixedTyre> {
  const res = await page.request.post('/api/product/search-product', {
    data: { ...FRESH_SIZE, sort: 'popular', pageSize: 60 },
  });
  const body = (await res.json()) as { items: { param: string; shopCount: number }[] };
  for (const item of body.items.filter((i) => i.shopCount >= 2)) {
    const all = await page.request.post('/api/product/get-product-detail', {
      data: { param: item.param },
    });
    const fresh = await page.request.post('/api/product/get-product-detail', {
      data: { param: item.param, fresh: 12 },
    });
    const whole = await all.json();
    const a = whole.offerCount as number;
    const kept = (await fresh.json()) as { offerCount: number; offers: Made[] };
    const f = kept.offerCount;
    if (f > 0 && f < a) {
      const freshKeys = new Set(kept.offers.map(keyOf));
      return { id: whole.product.id, param: item.param, fresh: f, all: a, freshKeys };
    }
  }
  throw new Error('no seeded 265/65R17 tyre with offers both within and past 12 months');
}
