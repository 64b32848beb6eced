import '../../../lib/cart-texts';
import type { OfferQuote } from '@yangdee/contracts/offer-quote';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import type { OrderType } from '../lib/quote-choices';

/** The page's choice a card is priced for, and the cart's quote of that card (decision 0166). */
export type CardPricing = {
  qty: number;
  orderType: OrderType;
  province: string;
  /** The cart's total for this offer; absent when the cart would not take it (once `ready`). */
  quote: OfferQuote | undefined;
  ready: boolean;
};

/**
 * An offer card's one total: the cart's, for the quantity, order type and province chosen in the
 * shops' panel — what it includes and what the shop takes off, as the cart will show it.
 */
export function CardTotal({ pricing }: { pricing: CardPricing }) {
  const { t } = useTranslation();
  const { qty, orderType, province, quote, ready } = pricing;
  const baht = (satang: number) => t('tireDetail.price', { price: formatBaht(satang / 100) });
  const how =
    orderType === 'SERVICE'
      ? t('cart.honestPrice.cardService')
      : t('cart.honestPrice.cardDelivery', { province });
  if (!quote) {
    return (
      <p className="max-w-xs text-sm text-slate-600" data-testid="card-total-none">
        {ready
          ? t('cart.honestPrice.cardNone', { count: qty, how })
          : t('cart.honestPrice.loading')}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-0.5 md:items-end">
      <p className="text-sm text-slate-600">
        {t('cart.honestPrice.total', { count: qty })} · {how}
      </p>
      <p className="text-2xl font-bold text-emerald-800" data-testid="card-total">
        {baht(quote.totalSatang)}
      </p>
      {orderType === 'DELIVERY' ? (
        <p className="text-xs text-slate-600">
          {t('cart.honestPrice.delivery')}{' '}
          {quote.deliverySatang === 0 ? t('cart.honestPrice.free') : baht(quote.deliverySatang)}
        </p>
      ) : null}
      {quote.services.length > 0 ? (
        <p className="max-w-xs text-xs text-slate-700">
          {t('cart.honestPrice.includes')}:{' '}
          {quote.services
            .map(
              (s) =>
                `${s.title} (${s.priceSatang === 0 ? t('cart.honestPrice.free') : baht(s.priceSatang)})`,
            )
            .join(', ')}
        </p>
      ) : null}
      {quote.discountSatang > 0 ? (
        <p className="text-xs font-semibold text-red-700">
          {t('cart.honestPrice.discount')} −{baht(quote.discountSatang)}
        </p>
      ) : null}
    </div>
  );
}
