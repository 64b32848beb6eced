import { describe, expect, it } from 'vitest';
import { nextTransferStatus, transferStatusesAllowing, transferTargetOf } from './income-transfer';

describe('income entry transfer status', () => {
  it('a held entry is transferred by a payout or refunded by a cancel', () => {
    expect(nextTransferStatus('HELD', 'transfer')).toBe('TRANSFERRED');
    expect(nextTransferStatus('HELD', 'refund')).toBe('REFUNDED');
  });

  it('a transferred or refunded entry never moves again', () => {
    for (const event of ['transfer', 'refund'] as const) {
      expect(nextTransferStatus('TRANSFERRED', event)).toBeNull();
      expect(nextTransferStatus('REFUNDED', event)).toBeNull();
    }
  });

  it('names the statuses each event moves from, and where it leads', () => {
    expect(transferStatusesAllowing('transfer')).toEqual(['HELD']);
    expect(transferStatusesAllowing('refund')).toEqual(['HELD']);
    expect(transferTargetOf('transfer')).toBe('TRANSFERRED');
    expect(transferTargetOf('refund')).toBe('REFUNDED');
  });
});
