import type { PromotionRow, SavePromotionInput } from '@yangdee/contracts/seller-promotions';

// The promotion form's starting values: the saved promotion, or a new one running from today
// (Bangkok) for 30 days as a 10 % discount per tyre.

const DAY_MS = 86_400_000;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const ymd = (ms: number) => new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

export function formValuesOf(p: PromotionRow | null, now = Date.now()): SavePromotionInput {
  if (!p) {
    return {
      title: '',
      category: 'discount',
      type: 'discountPercent',
      amount: 10,
      minQty: 1,
      startDate: ymd(now),
      endDate: ymd(now + 30 * DAY_MS),
      remark: '',
      detail: '',
      imageTitle: '',
      isTogglable: false,
      isActive: true,
    };
  }
  return {
    title: p.title,
    category: p.category as SavePromotionInput['category'],
    type: p.type,
    amount: p.amount,
    minQty: p.minQty,
    startDate: p.startDate,
    endDate: p.endDate,
    remark: p.remark,
    detail: p.detail,
    imageTitle: p.imageTitle,
    isTogglable: p.isTogglable,
    isActive: p.isActive,
  };
}
