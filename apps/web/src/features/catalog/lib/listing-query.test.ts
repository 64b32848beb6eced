import { describe, expect, it } from 'vitest';
import {
  criteriaFromQuery,
  isBrandSlug,
  nextListingQuery,
  readListingQuery,
} from './listing-query';

const q = (s: string) => new URLSearchParams(s);

describe('listing query in the URL', () => {
  it('reads the listing names and ignores broken values', () => {
    expect(
      readListingQuery(q('brand=michelin&width=265&ratio=abc&sort=cheap&inStock=1&page=2&x=1')),
    ).toEqual({ brand: 'michelin', width: '265', inStock: '1', page: '2' });
  });

  it('takes the brand from the path on /brand/:brand', () => {
    expect(criteriaFromQuery(q('brand=bridgestone&diameter=17'), 'michelin')).toEqual({
      brand: 'michelin',
      diameter: '17',
    });
    expect(isBrandSlug('michelin')).toBe(true);
    expect(isBrandSlug('../x')).toBe(false);
  });

  it('clears dependent selects and the page when a filter changes', () => {
    const start = q('width=265&ratio=65&diameter=17&make=toyota&model=hilux-revo&year=2020&page=3');
    expect(nextListingQuery(start, { width: '205' }).toString()).toBe(
      'width=205&make=toyota&model=hilux-revo&year=2020',
    );
    expect(nextListingQuery(start, { model: 'fortuner' }).toString()).toBe(
      'width=265&ratio=65&diameter=17&make=toyota&model=fortuner',
    );
    expect(nextListingQuery(start, { page: '4' }).get('page')).toBe('4');
    expect(nextListingQuery(q('inStock=1'), { inStock: null }).toString()).toBe('');
  });
});
