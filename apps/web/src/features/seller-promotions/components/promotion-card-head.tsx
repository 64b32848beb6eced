import type { PromotionRow } from '@yangdee/contracts/seller-promotions';
import { formatNumber } from '../../../lib/format-baht';
import { PromotionStateBadge } from './promotion-state-badge';

export const amountText = (p: Pick<PromotionRow, 'amount' | 'unit'>) =>
  `${formatNumber(p.amount, Number.isInteger(p.amount) ? 0 : 2)}${p.unit === '%' ? '%' : ` ${p.unit}`}`;

/** A promotion card's head on a phone: title, state, type and amount (shop's and YangDee's). */
export function PromotionCardHead({ p }: { p: PromotionRow }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-words">{p.title}</p>
        <PromotionStateBadge state={p.state} text={p.stateText} />
      </div>
      <p className="text-sm text-slate-700">
        {p.typeText} · <span className="font-semibold text-red-700">{amountText(p)}</span>
      </p>
    </>
  );
}
