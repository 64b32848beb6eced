import type { Page } from '@playwright/test';

// A seeded tyre for the fresh filter's journeys (decision 0164): the seed's offers are of 2025
// and 2026 with random weeks, so the tyre is found by asking, not fixed.

export const FRESH_SIZE = { width: 265, ratio: 65, diameter: 17 };

export type MixedTyre = { id: number; param: string; fresh: number; all: number };

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
    const f = (await fresh.json()).offerCount as number;
    if (f > 0 && f < a) return { id: whole.product.id, param: item.param, fresh: f, all: a };
  }
  throw new Error('no seeded 265/65R17 tyre with offers both within and past 12 months');
}
