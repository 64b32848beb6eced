import { describe, expect, it } from 'vitest';
import { SearchProductBodySchema } from './catalog';
import {
  PRICE_FILTER_MAX_BAHT,
  priceFilterOf,
  productIdFromParam,
  productParam,
  toKebab,
} from './catalog-query';

describe('product param', () => {
  it('is the id, a dot and the kebab of brand, model and size', () => {
    expect(productParam(123, 'michelin', 'primacy-4', '205/55R16')).toBe(
      '123.michelin-primacy-4-205-55r16',
    );
    expect(productParam(7, 'bf-goodrich', 'all-terrain-t-a-ko2', 'LT265/65R17')).toBe(
      '7.bf-goodrich-all-terrain-t-a-ko2-lt265-65r17',
    );
    expect(toKebab('  Dueler H/T 684 II ')).toBe('dueler-h-t-684-ii');
  });

  it('reads only the id before the first dot', () => {
    expect(productIdFromParam('123.michelin-primacy-4-205-55r16')).toBe(123);
    expect(productIdFromParam('123')).toBe(123);
    expect(productIdFromParam('123.a.b')).toBe(123);
    expect(productIdFromParam(productParam(42, 'a', 'b', '1/2R3'))).toBe(42);
  });

  it.each(['', 'abc', '.123', '0.x', '-5.x', '12a.x', '99999999999.x', null, undefined])(
    'rejects %s',
    (param) => expect(productIdFromParam(param)).toBeNull(),
  );
});

describe('a price bound as a shopper types it', () => {
  it('reads "3,450", spaces and up to two decimals as the listing query’s text', () => {
    expect(priceFilterOf('3,450')).toBe('3450');
    expect(priceFilterOf(' 2500.50 ')).toBe('2500.5');
    expect(priceFilterOf('0')).toBe('0');
    expect(priceFilterOf(1200)).toBe('1200');
  });

  it('is no price for words, negatives, three decimals or more than the highest bound', () => {
    for (const typed of ['', 'สามพัน', '-100', '12.345', '1e5', '10000001', null]) {
      expect(priceFilterOf(typed)).toBeNull();
    }
    expect(priceFilterOf(String(PRICE_FILTER_MAX_BAHT))).toBe('10000000');
  });

  it('is the search body’s rule too: "3,450" is 3450 and a word is refused', () => {
    expect(SearchProductBodySchema.parse({ priceMin: '3,450' }).priceMin).toBe(3450);
    expect(SearchProductBodySchema.safeParse({ priceMax: 'สามพัน' }).success).toBe(false);
    expect(SearchProductBodySchema.parse({ priceMin: '' }).priceMin).toBeUndefined();
  });
});
