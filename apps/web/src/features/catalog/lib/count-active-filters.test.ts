import { describe, expect, it } from 'vitest';
import { countActiveFilters } from './count-active-filters';

describe('countActiveFilters (the phone filter button)', () => {
  it('counts each filter once, a price range and a car as one, and never the sort or page', () => {
    expect(countActiveFilters({}, false)).toBe(0);
    expect(countActiveFilters({ sort: 'price', page: '2', pageSize: '20' }, false)).toBe(0);
    expect(
      countActiveFilters(
        { brand: 'michelin', width: '265', priceMin: '1000', priceMax: '5000', inStock: '1' },
        false,
      ),
    ).toBe(4);
    expect(countActiveFilters({ make: 'toyota', model: 'hilux', year: '2020' }, false)).toBe(1);
  });

  it('leaves out the car on the by-car page, where it is chosen above the list', () => {
    expect(countActiveFilters({ make: 'toyota', model: 'hilux', type: 'suv' }, true)).toBe(1);
  });

  it('ignores keys present but empty', () => {
    expect(countActiveFilters({ brand: '', type: undefined }, false)).toBe(0);
  });
});
