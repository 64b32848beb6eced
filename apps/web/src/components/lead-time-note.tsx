import { isMadeToOrder } from '@yangdee/contracts/offer-orderability';
import { useTranslation } from '../lib/use-translation';

// Decision 0068: a tyre ordered in from the factory or another shop can be bought; the shopper is
// told how long it takes ("สั่งจากโรงงาน รอสินค้า 3 วัน"). Nothing for a tyre on the shelf.

/** The made-to-order lead time of an offer (spec 4 stock status code), or null. */
export function useLeadTimeText(status: number, days: number): string | null {
  const { t } = useTranslation();
  if (!isMadeToOrder(status)) return null;
  return t(`orderability.leadTime${status}`, { count: days });
}

export function LeadTimeNote({
  status,
  days,
  className = '',
}: {
  status: number;
  days: number;
  className?: string;
}) {
  const text = useLeadTimeText(status, days);
  return text ? (
    <p className={`text-sm font-semibold text-amber-900 ${className}`} data-testid="lead-time">
      {text}
    </p>
  ) : null;
}
