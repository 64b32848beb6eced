import { describe, expect, it } from 'vitest';
import type { ClaimMessageData } from '../../outbox/message-data';
import { claimRenderers } from './claim-renderers';
import { SMS_MAX_CHARS } from './thai-text';

// A warranty claim's messages (issue 36): Thai SMS within two segments, a LINE card with the
// button to the claim page (the shopper's or the shop's).

const base: ClaimMessageData = {
  claimId: 42,
  orderNo: 'YD2611200001',
  tyreTitle: 'Michelin Primacy 4 205/55R16 (2026) '.repeat(3),
  shopName: 'ร้านยางดีทดสอบ สาขาบางนา',
  text: 'ขอรูปดอกยางทั้งเส้น รูปแก้มยางด้านในและด้านนอก และรูปเลขไมล์ของรถ '.repeat(3),
};
const ctx = { webUrl: 'https://yangdee.example' };

describe('claim messages', () => {
  it('fit every SMS in 140 characters and link to the right page', () => {
    const cases: [keyof typeof claimRenderers, ClaimMessageData, string][] = [
      ['claim_filed', base, '/seller/warranty-claim/42'],
      ['claim_answered', base, '/seller/warranty-claim/42'],
      ['claim_info_requested', base, '/my/warranty/claim/42'],
      [
        'claim_accepted',
        { ...base, remedy: 'credit', creditSatang: 300_000 },
        '/my/warranty/claim/42',
      ],
      ['claim_rejected', base, '/my/warranty/claim/42'],
    ];
    for (const [kind, data, path] of cases) {
      const rendered = claimRenderers[kind]?.(data as unknown as Record<string, unknown>, ctx);
      expect(rendered, kind).toBeDefined();
      expect(rendered?.text.length, kind).toBeLessThanOrEqual(SMS_MAX_CHARS);
      expect(JSON.stringify(rendered?.line), kind).toContain(`${ctx.webUrl}${path}`);
    }
  });

  it('tell the shopper the credit in baht, or the new tyre', () => {
    const credit = claimRenderers.claim_accepted?.(
      { ...base, remedy: 'credit', creditSatang: 300_000 } as unknown as Record<string, unknown>,
      ctx,
    );
    expect(credit?.text).toContain('ส่วนลด 3,000 บาท');
    const tyre = claimRenderers.claim_accepted?.(
      { ...base, remedy: 'replacement' } as unknown as Record<string, unknown>,
      ctx,
    );
    expect(tyre?.text).toContain('เปลี่ยนยางเส้นใหม่ให้');
  });
});
