import { describe, expect, it } from 'vitest';
import { nextSort, readStockQuery, sortStateOf, writeStockQuery } from './stock-query';

// The stock list's filter in the address (decision 0091): read back as written, anything odd
// falls back to the defaults, and header clicks toggle the direction.

describe('stock list query', () => {
  it('reads back what it writes, and the defaults leave the address empty', () => {
    const query = {
      status: 3,
      sortColumn: 'price' as const,
      sortDirection: 'desc' as const,
      keyword: 'michelin',
      page: 2,
    };
    const params = writeStockQuery(query);
    expect(params.toString()).toBe('status=3&sort=price&dir=desc&q=michelin&page=2');
    expect(readStockQuery(params)).toEqual(query);
    expect(writeStockQuery(readStockQuery(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores a status, column, direction or page the list does not know', () => {
    const query = readStockQuery(
      new URLSearchParams('status=7&sort=drop%20table&dir=sideways&page=-3&q=%20%20'),
    );
    expect(query).toEqual({
      status: -1,
      sortColumn: 'id',
      sortDirection: '',
      keyword: '',
      page: 1,
    });
    expect(readStockQuery(new URLSearchParams('status=99')).status).toBe(99);
  });

  it('a header click sorts ascending first, then flips; aria-sort follows', () => {
    const base = readStockQuery(new URLSearchParams());
    const first = nextSort(base, 'price');
    expect(first).toEqual({ sortColumn: 'price', sortDirection: 'asc' });
    const again = nextSort({ ...base, ...first }, 'price');
    expect(again).toEqual({ sortColumn: 'price', sortDirection: 'desc' });
    expect(sortStateOf({ ...base, ...again }, 'price')).toBe('descending');
    expect(sortStateOf({ ...base, ...again }, 'qty')).toBe('none');
    expect(sortStateOf(base, 'id')).toBe('ascending');
    expect(sortStateOf({ ...base, status: 99 }, 'id')).toBe('none');
  });
});
