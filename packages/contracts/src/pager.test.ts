import { describe, expect, it } from 'vitest';
import { computePagerItems } from './pager';

describe('computePagerItems', () => {
  it('returns nothing without pages', () => {
    expect(computePagerItems(1, 0)).toEqual([]);
  });

  it('lists every page when there are few', () => {
    expect(computePagerItems(1, 1)).toEqual([1]);
    expect(computePagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last, current ±2 and gaps', () => {
    expect(computePagerItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('has no gap at the start when the window touches page 1', () => {
    expect(computePagerItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(computePagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
  });

  it('has no gap at the end when the window touches the last page', () => {
    expect(computePagerItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
    expect(computePagerItems(17, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
  });

  it('puts a gap even for a single missing page', () => {
    expect(computePagerItems(5, 20)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 20]);
    expect(computePagerItems(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
  });

  it('clamps a current page out of range', () => {
    expect(computePagerItems(99, 3)).toEqual([1, 2, 3]);
    expect(computePagerItems(-4, 3)).toEqual([1, 2, 3]);
  });
});
