import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow: a newest-first page counted from the nearer end', () => {
  it('counts the first pages from the newest end', () => {
    expect(pageWindow({ limit: 20, offset: 0, total: 1000 })).toEqual({
      isReversed: false,
      skip: 0,
      take: 20,
    });
    expect(pageWindow({ limit: 20, offset: 500, total: 1000 })).toEqual({
      isReversed: false,
      skip: 500,
      take: 20,
    });
  });

  it('counts pages past the middle from the oldest end, the same rows', () => {
    // rows 520…539 newest-first are rows 460…479 oldest-first
    expect(pageWindow({ limit: 20, offset: 520, total: 1000 })).toEqual({
      isReversed: true,
      skip: 460,
      take: 20,
    });
  });

  it('takes only what is left on a short last page', () => {
    expect(pageWindow({ limit: 20, offset: 990, total: 1000 })).toEqual({
      isReversed: true,
      skip: 0,
      take: 10,
    });
  });
});
