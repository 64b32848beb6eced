import { describe, expect, it } from 'vitest';
import { confirmServiceFormSchema } from './seller-orders';
import { HandOverOwnerFormSchema } from './store-staff';

// Form schemas of the shop's screens (issue 34 item 3): the values a form holds, checked by the
// rules the server uses, turned into the body the server takes.

const TODAY = '2026-11-28'; // ISO week 48 of 2026
const MESSAGES = { dotMissing: 'missing', remainRequired: 'choose' };
const order = {
  id: 7,
  remain: 500,
  items: [
    { id: 11, quantity: 2 },
    { id: 12, quantity: 1 },
  ],
};

describe('confirmServiceFormSchema', () => {
  const schema = confirmServiceFormSchema(order, TODAY, MESSAGES);

  it('names each tyre that lacks a real code, and asks for the remainder choice', () => {
    const result = schema.safeParse({
      lines: [
        { itemId: 11, codes: ['26', ''] },
        { itemId: 12, codes: ['4926'] },
      ],
      remain: '',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['lines.0.codes.0', expect.stringContaining('4 หลัก')],
      ['lines.0.codes.1', 'missing'],
      ['lines.1.codes.0', expect.stringContaining('ยังมาไม่ถึง')],
      ['remain', 'choose'],
    ]);
  });

  it('turns the values into the confirm-service body', () => {
    const body = schema.parse({
      lines: [
        { itemId: 11, codes: [' 3226', '3126 '] },
        { itemId: 12, codes: ['0125'] },
      ],
      remain: 'collected',
    });
    expect(body).toEqual({
      id: 7,
      dotCodes: [
        { itemId: 11, codes: ['3226', '3126'] },
        { itemId: 12, codes: ['0125'] },
      ],
      remainCollected: true,
    });
  });

  it('needs no remainder choice for an order paid in full', () => {
    const paid = confirmServiceFormSchema({ ...order, remain: 0 }, TODAY, MESSAGES);
    const body = paid.parse({
      lines: [
        { itemId: 11, codes: ['3226', '3226'] },
        { itemId: 12, codes: ['3226'] },
      ],
      remain: '',
    });
    expect(body.remainCollected).toBe(false);
  });
});

describe('HandOverOwnerFormSchema', () => {
  it('wants the tick, and sends the body without it', () => {
    expect(
      HandOverOwnerFormSchema.safeParse({ sellerUserId: 3, password: 'x', isSure: false }).success,
    ).toBe(false);
    expect(
      HandOverOwnerFormSchema.parse({ sellerUserId: 3, password: 'secret', isSure: true }),
    ).toEqual({ sellerUserId: 3, password: 'secret' });
  });
});
