import { describe, expect, it } from 'vitest';
import {
  latestCutoff,
  maskTel,
  nextPayoutBatchStatus,
  nextPayoutLineStatus,
  PAYOUT_BATCH_EVENTS,
  PAYOUT_BATCH_STATUSES,
  PAYOUT_LINE_EVENTS,
  PAYOUT_LINE_STATUSES,
  SavePayoutAccountBodySchema,
} from './payouts';

describe('payout batch transitions', () => {
  it('a batch is built, then transferred once no line is pending', () => {
    expect(nextPayoutBatchStatus('building', 'BUILT')).toBe('ready');
    expect(nextPayoutBatchStatus('ready', 'ALL_LINES_SETTLED')).toBe('transferred');
  });

  it('a repeated or out-of-order event changes nothing', () => {
    expect(nextPayoutBatchStatus('ready', 'BUILT')).toBeNull();
    expect(nextPayoutBatchStatus('building', 'ALL_LINES_SETTLED')).toBeNull();
    for (const event of PAYOUT_BATCH_EVENTS) {
      expect(nextPayoutBatchStatus('transferred', event)).toBeNull();
    }
  });

  it('every status answers every event (no missing row)', () => {
    for (const status of PAYOUT_BATCH_STATUSES) {
      for (const event of PAYOUT_BATCH_EVENTS) {
        const next = nextPayoutBatchStatus(status, event);
        expect(next === null || PAYOUT_BATCH_STATUSES.includes(next)).toBe(true);
      }
    }
  });
});

describe('payout line transitions', () => {
  it('a pending line is transferred or fails; a failed line is carried to the next batch', () => {
    expect(nextPayoutLineStatus('pending', 'MARK_TRANSFERRED')).toBe('transferred');
    expect(nextPayoutLineStatus('pending', 'MARK_FAILED')).toBe('failed');
    expect(nextPayoutLineStatus('failed', 'CARRY')).toBe('carried');
  });

  it('a line is paid once: marking it again, or a carried one, changes nothing', () => {
    for (const event of PAYOUT_LINE_EVENTS) {
      expect(nextPayoutLineStatus('transferred', event)).toBeNull();
      expect(nextPayoutLineStatus('carried', event)).toBeNull();
    }
    expect(nextPayoutLineStatus('failed', 'MARK_TRANSFERRED')).toBeNull();
    expect(nextPayoutLineStatus('pending', 'CARRY')).toBeNull();
    for (const status of PAYOUT_LINE_STATUSES) {
      for (const event of PAYOUT_LINE_EVENTS) {
        const next = nextPayoutLineStatus(status, event);
        expect(next === null || PAYOUT_LINE_STATUSES.includes(next)).toBe(true);
      }
    }
  });
});

describe('cut-off', () => {
  it('weekly: the latest Monday 00:00 in Bangkok', () => {
    // Sat 28 Nov 2026 20:00 UTC = Sun 29 Nov 03:00 Bangkok → Mon 23 Nov 00:00 Bangkok.
    expect(latestCutoff(new Date('2026-11-28T20:00:00Z'), 'weekly').toISOString()).toBe(
      '2026-11-22T17:00:00.000Z',
    );
    // Sun 29 Nov 17:00 UTC = Mon 30 Nov 00:00 Bangkok exactly: that Monday.
    expect(latestCutoff(new Date('2026-11-29T17:00:00Z'), 'weekly').toISOString()).toBe(
      '2026-11-29T17:00:00.000Z',
    );
  });

  it('daily: the latest Bangkok midnight', () => {
    expect(latestCutoff(new Date('2026-11-28T16:59:00Z'), 'daily').toISOString()).toBe(
      '2026-11-27T17:00:00.000Z',
    );
  });
});

describe('payout account form', () => {
  it('takes a bank account with the owner’s code', () => {
    const parsed = SavePayoutAccountBodySchema.safeParse({
      bankCode: '004',
      accountNumber: '123-4-56789-0',
      accountName: 'ร้านยางดี',
      otp: '123456',
      otpToken: 't',
    });
    expect(parsed.success && parsed.data.accountNumber).toBe('1234567890');
  });

  it('refuses a number of the wrong length for the bank, and a missing code, in Thai', () => {
    const parsed = SavePayoutAccountBodySchema.safeParse({
      bankCode: '030',
      accountNumber: '1234567890',
      accountName: 'ร้านยางดี',
      otp: '',
      otpToken: '',
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('เลขบัญชีของธนาคารนี้ต้องเป็นตัวเลข 12 หลัก');
    expect(messages).toContain('กรุณากรอกรหัส OTP 6 หลัก');
  });

  it('masks a phone', () => {
    expect(maskTel('0810000001')).toBe('081-xxx-0001');
  });
});
