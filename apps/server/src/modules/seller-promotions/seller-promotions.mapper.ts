import type { PromotionAmountType } from '@yangdee/contracts/pricing';
import {
  fromStoredAmount,
  PROMOTION_STATE_LABEL_TH,
  PROMOTION_TYPE_LABEL_TH,
  type PromotionRow,
  promotionState,
  promotionUnit,
} from '@yangdee/contracts/seller-promotions';
import { uploadUrl } from '../../lib/uploads';
import type { PromotionDbRow } from './seller-promotions.repository';

/** One promotion as the shop's screens show it: amount in baht or percent, state on `today`. */
export function toPromotionRow(r: PromotionDbRow, today: string, isPlatform = false): PromotionRow {
  const type = r.amountType as PromotionAmountType;
  const state = promotionState(r, today);
  return {
    sellerPromotionId: r.id,
    key: r.key,
    category: r.category,
    type,
    typeText: PROMOTION_TYPE_LABEL_TH[type] ?? '',
    unit: promotionUnit(type),
    amount: fromStoredAmount(r.amountValue),
    minQty: r.minQty,
    title: r.title,
    remark: r.remark,
    detail: r.detailHtml,
    imageTitle: r.imageTitle,
    isTogglable: r.isTogglable,
    isActive: r.isActive,
    startDate: r.startDate,
    endDate: r.endDate,
    state,
    stateText: PROMOTION_STATE_LABEL_TH[state],
    productCount: Number(r.productCount),
    topBanner: r.topBannerFile ? uploadUrl(r.topBannerFile) : '',
    topBannerMobile: r.topBannerMobileFile ? uploadUrl(r.topBannerMobileFile) : '',
    isPlatform,
  };
}
