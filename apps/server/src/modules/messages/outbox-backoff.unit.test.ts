import { describe, expect, it } from 'vitest';
import { backoffMs } from './outbox-backoff';

describe('the wait before a message is tried again', () => {
  it('is 30 s after the first try, doubling, at most an hour', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5].map((a) => backoffMs(a, noJitter))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
    expect(backoffMs(20, noJitter)).toBe(3_600_000);
  });

  it('adds at most a tenth, so one outage does not bring everything back at once', () => {
    expect(backoffMs(1, () => 0.999)).toBeLessThanOrEqual(33_000);
    expect(backoffMs(1, () => 0.5)).toBe(31_500);
  });
});
