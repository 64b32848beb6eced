import '../../../../lib/admin-texts';
import type { ShopState } from '@yangdee/contracts/admin-shops';
import { useTranslation } from '../../../../lib/use-translation';

// A shop's state in the console (decision 0143): a coloured label, its text always written out.

const TONE: Record<ShopState, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-950',
  approved: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  rejected: 'border-slate-300 bg-slate-100 text-slate-800',
  suspended: 'border-red-300 bg-red-50 text-red-900',
};

export function ShopStateBadge({ state }: { state: ShopState }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="shop-state"
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[state]}`}
    >
      {t(`adminShops.states.${state}`)}
    </span>
  );
}
