import { describe, expect, it } from 'vitest';
import {
  acceptsRefundDetails,
  nextRefundStatus,
  REFUND_EVENTS,
  REFUND_STEPS,
  RefundDestinationSchema,
  type RefundEvent,
  type RefundStep,
  refundRoute,
  refundStepsAllowing,
} from './refund-flow';
import { refundNotice } from './refunds';

// The refund's transition table (decision 0139): every allowed move, and every other refused.

const ALLOWED: [RefundStep, RefundEvent, RefundStep][] = [
  ['owed', 'CLAIM', 'refunding'],
  ['owed', 'REQUEST_DETAILS', 'awaiting_details'],
  ['owed', 'DETAILS_GIVEN', 'ready'],
  ['refunding', 'CLAIM', 'refunding'],
  ['refunding', 'PROVIDER_REFUNDED', 'refunded'],
  ['refunding', 'PROVIDER_PENDING', 'refunding'],
  ['refunding', 'PROVIDER_UNREACHABLE', 'owed'],
  ['refunding', 'PROVIDER_FAILED', 'awaiting_details'],
  ['awaiting_details', 'DETAILS_GIVEN', 'ready'],
  ['ready', 'DETAILS_GIVEN', 'ready'],
  ['ready', 'BATCHED', 'in_batch'],
  ['in_batch', 'BANK_PAID', 'refunded'],
  ['in_batch', 'BANK_FAILED', 'awaiting_details'],
];

describe('refund transition table', () => {
  it.each(ALLOWED)('%s on %s moves to %s', (from, event, to) => {
    expect(nextRefundStatus(from, event)).toBe(to);
  });

  const refused = REFUND_STEPS.flatMap((from) =>
    REFUND_EVENTS.filter((event) => !ALLOWED.some(([f, e]) => f === from && e === event)).map(
      (event) => [from, event] as const,
    ),
  );
  it.each(refused)('%s refuses %s', (from, event) => {
    expect(nextRefundStatus(from, event)).toBeNull();
  });

  it('a refunded refund never moves again, and an unknown step has no moves', () => {
    for (const event of REFUND_EVENTS) {
      expect(nextRefundStatus('refunded', event)).toBeNull();
      expect(nextRefundStatus('paid', event)).toBeNull();
    }
  });

  it('each event leads to one step, whichever step it leaves (conditional updates rely on it)', () => {
    for (const event of REFUND_EVENTS) {
      const targets = new Set(refundStepsAllowing(event).map((s) => nextRefundStatus(s, event)));
      expect(targets.size).toBe(1);
    }
  });

  it('details are taken until the refund is in a batch', () => {
    expect(REFUND_STEPS.filter(acceptsRefundDetails)).toEqual([
      'owed',
      'awaiting_details',
      'ready',
    ]);
  });
});

describe('how a refund goes back', () => {
  it('a card through the provider; a shop-cancelled QR, banking or instalment by transfer', () => {
    expect(refundRoute('card', 'SELLER_CANCELLED')).toBe('provider');
    expect(refundRoute('scanQR', 'SELLER_CANCELLED')).toBe('transfer');
    expect(refundRoute('internetBanking', 'SELLER_CANCELLED')).toBe('transfer');
    expect(refundRoute('installment1', 'SELLER_CANCELLED')).toBe('transfer');
    // A late payment's money goes back through the provider at once (decision 0134).
    expect(refundRoute('scanQR', 'SLOT_TAKEN')).toBe('provider');
  });
});

describe('refund destination', () => {
  const parse = (value: object) => RefundDestinationSchema.safeParse(value);
  const messageOf = (value: object) => {
    const result = parse(value);
    return result.success ? null : result.error.issues[0].message;
  };

  it('takes a mobile number or a national ID with a right check digit as PromptPay', () => {
    expect(
      parse({ kind: 'promptpay', promptPayId: '081-234-5678', accountName: 'สมชาย ใจดี' }),
    ).toMatchObject({ success: true, data: { promptPayId: '0812345678' } });
    expect(
      parse({ kind: 'promptpay', promptPayId: '1-1037-02345-67-9', accountName: 'สมชาย ใจดี' })
        .success,
    ).toBe(true);
  });

  it('refuses a national ID whose check digit is wrong, in Thai', () => {
    expect(
      messageOf({ kind: 'promptpay', promptPayId: '1103702345671', accountName: 'สมชาย ใจดี' }),
    ).toBe('เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง');
    expect(messageOf({ kind: 'promptpay', promptPayId: '12345', accountName: 'สมชาย ใจดี' })).toBe(
      'พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก หรือเลขประจำตัวประชาชน 13 หลักที่ถูกต้อง',
    );
  });

  it('checks a bank account against the bank list and the bank own length', () => {
    const account = { kind: 'account', accountName: 'สมชาย ใจดี' };
    expect(parse({ ...account, bankCode: '004', accountNumber: '123-4-56789-0' })).toMatchObject({
      success: true,
      data: { accountNumber: '1234567890' },
    });
    expect(messageOf({ ...account, bankCode: '030', accountNumber: '1234567890' })).toBe(
      'เลขบัญชีของธนาคารนี้ต้องเป็นตัวเลข 12 หลัก',
    );
    expect(messageOf({ ...account, bankCode: '999', accountNumber: '1234567890' })).toBe(
      'กรุณาเลือกธนาคาร',
    );
  });
});

describe('the refund notice reads the step', () => {
  const base = { amountSatang: 800_000, reason: 'SELLER_CANCELLED', createdAt: new Date(0) };
  it('asks a transfer refund for its account while owed', () => {
    const notice = refundNotice({ ...base, status: 'owed', route: 'transfer' });
    expect(notice).toMatchObject({ step: 'owed', needsDetails: true, stepText: 'ระบุบัญชีรับเงินคืน' });
  });
  it('says refunded with the reference', () => {
    const notice = refundNotice({
      ...base,
      status: 'refunded',
      route: 'transfer',
      bankReference: 'KB123',
      refundedAt: new Date('2026-11-28T05:00:00Z'),
    });
    expect(notice).toMatchObject({
      status: 'refunded',
      stepText: 'คืนเงินแล้ว',
      bankReference: 'KB123',
      needsDetails: false,
      canGiveDetails: false,
    });
  });
  it('keeps the old two statuses for existing readers', () => {
    expect(refundNotice({ ...base, status: 'in_batch', route: 'transfer' }).status).toBe('owed');
  });
});
