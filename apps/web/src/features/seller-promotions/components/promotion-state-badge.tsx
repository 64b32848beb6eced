import type { PromotionState } from '@yangdee/contracts/seller-promotions';

const TONE: Record<PromotionState, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  upcoming: 'bg-sky-100 text-sky-900',
  ended: 'bg-slate-200 text-slate-700',
  off: 'bg-amber-100 text-amber-900',
};

/** Where a promotion stands today: running, not started, ended or switched off. */
export function PromotionStateBadge({ state, text }: { state: PromotionState; text: string }) {
  return (
    <span
      data-testid="promotion-state"
      className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[state]}`}
    >
      {text}
    </span>
  );
}
