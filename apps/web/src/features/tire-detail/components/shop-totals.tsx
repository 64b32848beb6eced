import '../../../lib/cart-texts';
import { useQuery } from '@tanstack/react-query';
import { CART_QTY_MAX, CART_QTY_MIN } from '@yangdee/contracts/cart-quantity';
import type { OfferQuote } from '@yangdee/contracts/offer-quote';
import { QUOTE_PAGE_SIZE, type QuoteSort } from '@yangdee/contracts/offer-quote-rules';
import type { FreshnessMonths } from '@yangdee/contracts/production-year';
import { PROVINCE_NAMES } from '@yangdee/contracts/provinces';
import { useId, useState } from 'react';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { AddToCart } from '../../cart/components/add-to-cart';
import { quotesQueryOptions } from '../api/get-quotes';
import type { OrderType, QuoteChoices } from '../lib/quote-choices';
import type { OfferItem } from './offer-card';

const QUANTITIES = Array.from(
  { length: CART_QTY_MAX - CART_QTY_MIN + 1 },
  (_, i) => CART_QTY_MIN + i,
);

/**
 * One honest price (decision 0163): per shop, the total the cart will show for the chosen
 * quantity and order type — tyres, delivery to the province, the services the shop counts,
 * less its automatic promotions — sorted by that total. The choices are the page's (the offer
 * cards show the same totals, decision 0166); with the fresh filter on, only those offers count.
 */
export function ShopTotals({
  productId,
  item,
  choices,
  fresh,
  offerCount = 0,
}: {
  productId: number;
  item?: OfferItem;
  choices: QuoteChoices;
  fresh?: FreshnessMonths;
  /** The tyre's offers: as many placeholder cards (up to a page) while the totals load. */
  offerCount?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { qty, orderType, province, setQty, setOrderType, setProvince } = choices;
  const [sort, setSort] = useState<QuoteSort>('total');
  const [limit, setLimit] = useState(QUOTE_PAGE_SIZE);
  const { data, isError, isFetching } = useQuery(
    quotesQueryOptions({ productId, qty, orderType, province, sort, limit, fresh }),
  );
  const field = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';
  const baht = (satang: number) => t('tireDetail.price', { price: formatBaht(satang / 100) });

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-emerald-200 bg-emerald-50/40 p-4"
      data-testid="shop-totals"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {t('cart.honestPrice.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('cart.honestPrice.intro')}</p>
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
        <label className="text-sm font-medium text-slate-800">
          {t('cart.honestPrice.quantity')}
          <select
            className={field}
            value={qty}
            onChange={(e) => setQty(Number(e.target.value))}
            data-testid="quote-qty"
          >
            {QUANTITIES.map((n) => (
              <option key={n} value={n}>
                {t('cart.add.tyres', { count: n })}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="text-sm font-medium text-slate-800">
          <legend>{t('cart.honestPrice.orderType')}</legend>
          <div className="mt-1 flex flex-col gap-1">
            {(['SERVICE', 'DELIVERY'] as const).map((type) => (
              <label key={type} className="flex min-h-8 items-center gap-2 font-normal">
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={type}
                  checked={orderType === type}
                  onChange={() => setOrderType(type)}
                />
                {t(`cart.orderType.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {orderType === 'DELIVERY' ? (
          <label className="text-sm font-medium text-slate-800">
            {t('cart.honestPrice.province')}
            <select
              className={field}
              value={province}
              onChange={(e) => setProvince(e.target.value)}
              data-testid="quote-province"
            >
              {PROVINCE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="text-sm font-medium text-slate-800">
          {t('cart.honestPrice.sort')}
          <select
            className={field}
            value={sort}
            onChange={(e) => setSort(e.target.value as QuoteSort)}
            data-testid="quote-sort"
          >
            <option value="total">{t('cart.honestPrice.sortTotal')}</option>
            <option value="price">{t('cart.honestPrice.sortPrice')}</option>
          </select>
        </label>
      </div>
      <div aria-live="polite" className="mt-3">
        {isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('cart.honestPrice.failed')}
          </p>
        ) : !data ? (
          <p className="text-sm text-slate-600">{t('cart.honestPrice.loading')}</p>
        ) : data.count === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-center text-sm text-slate-700">
            {t('cart.honestPrice.none', { count: qty })}
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            {t('cart.honestPrice.count', { count: data.count, qty })}
            {data.notEnough > 0
              ? ` · ${t('cart.honestPrice.notEnough', { count: data.notEnough, qty })}`
              : ''}
          </p>
        )}
      </div>
      {!data && !isError ? (
        <QuotePlaceholders count={Math.min(offerCount, QUOTE_PAGE_SIZE)} />
      ) : null}
      {data && data.quotes.length > 0 ? (
        <ol className={`mt-3 space-y-3 ${isFetching ? 'opacity-70' : ''}`}>
          {data.quotes.map((q) => (
            <li key={q.sellerProductId}>
              <QuoteCard quote={q} orderType={data.orderType} baht={baht} item={item} />
            </li>
          ))}
        </ol>
      ) : null}
      {data && data.quotes.length < data.count && limit < 50 ? (
        <button
          type="button"
          onClick={() => setLimit((n) => Math.min(50, n + QUOTE_PAGE_SIZE))}
          className="mt-3 w-full rounded-xl border border-emerald-700 bg-white px-4 py-3 font-semibold text-emerald-800 hover:bg-emerald-50 sm:w-auto"
        >
          {t('cart.honestPrice.more')}
        </button>
      ) : null}
    </section>
  );
}

/**
 * Cards of a quote card's height (measured: 292 px on a 390 px phone, 212 px from md up) in
 * place of the totals still loading, so the page below does not move when they come (decision
 * 0167; Lighthouse's layout shift).
 */
function QuotePlaceholders({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <ol aria-hidden="true" className="mt-3 space-y-3">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <li key={i}>
          <div
            className="h-[292px] rounded-xl border border-slate-200 bg-white md:h-[212px]"
            data-testid="shop-total-placeholder"
          />
        </li>
      ))}
    </ol>
  );
}

function QuoteCard({
  quote: q,
  orderType,
  baht,
  item,
}: {
  quote: OfferQuote;
  orderType: OrderType;
  baht: (satang: number) => string;
  item?: OfferItem;
}) {
  const { t } = useTranslation();
  const row = 'flex justify-between gap-3';
  return (
    <article
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_18rem]"
      data-testid="shop-total"
      data-offer-id={q.sellerProductId}
      aria-label={q.storeName}
    >
      <div className="min-w-0">
        <h3 className="font-bold text-slate-900">
          {q.storeName}
          {q.branchName ? ` (${q.branchName})` : ''}
        </h3>
        <p className="text-sm text-slate-600">{q.storeProvince}</p>
        <p className="mt-1 text-sm text-slate-700">
          {t('cart.honestPrice.unit', { price: baht(q.unitSatang) })}
        </p>
      </div>
      <div>
        <p className="text-sm text-slate-700">{t('cart.honestPrice.total', { count: q.qty })}</p>
        <p className="text-2xl font-bold text-emerald-800" data-testid="shop-total-amount">
          {baht(q.totalSatang)}
        </p>
        <dl className="mt-2 space-y-0.5 text-xs text-slate-700">
          <div className={row}>
            <dt>{t('cart.honestPrice.tyres', { count: q.qty })}</dt>
            <dd>{baht(q.goodsSatang)}</dd>
          </div>
          <div className={row}>
            <dt>
              {orderType === 'DELIVERY'
                ? t('cart.honestPrice.delivery')
                : t('cart.honestPrice.fitting')}
            </dt>
            <dd>
              {orderType === 'DELIVERY'
                ? q.deliverySatang === 0
                  ? t('cart.honestPrice.free')
                  : baht(q.deliverySatang)
                : t('cart.honestPrice.fittingIncluded')}
            </dd>
          </div>
          {q.services.map((s) => (
            <div key={s.title} className={row}>
              <dt>{s.title}</dt>
              <dd>{s.priceSatang === 0 ? t('cart.honestPrice.free') : baht(s.priceSatang)}</dd>
            </div>
          ))}
          {q.discounts.map((d) => (
            <div key={d.title} className={`${row} font-semibold text-red-700`}>
              <dt>{d.title}</dt>
              <dd>−{baht(d.amountSatang)}</dd>
            </div>
          ))}
        </dl>
        <AddToCart
          sellerProductId={q.sellerProductId}
          isServiceAvailable={orderType === 'SERVICE'}
          isDeliveryAvailable={orderType === 'DELIVERY'}
          fixed={{ quantity: q.qty, orderType }}
          item={{
            id: '',
            name: '',
            brand: '',
            variant: '',
            ...item,
            price: q.unitSatang / 100,
          }}
        />
      </div>
    </article>
  );
}
