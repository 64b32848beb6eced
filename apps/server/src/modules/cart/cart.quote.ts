import { CART_QTY_MIN } from '@yangdee/contracts/cart-quantity';
import type {
  OfferQuote,
  OfferQuotesQuerySchema,
  OfferQuotesResponse,
} from '@yangdee/contracts/offer-quote';
import { compareQuotes } from '@yangdee/contracts/offer-quote-rules';
import { isMadeWithin } from '@yangdee/contracts/production-year';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { bangkokToday } from '../../lib/time';
import {
  availableOf,
  DEFAULT_SETTINGS,
  FRESH_CART_CHOICES,
  isOfferSellable,
  type OrderTypeName,
  priceContext,
  unitPriceOf,
} from './cart.context';
import * as repo from './cart.repository';

// One honest price (issue 36 §4, decision 0163): for every offer of a tyre, the total a fresh cart
// holding that offer at the quantity shows — read from the same rows as a cart (offer, services,
// promotions, the shop's settings, the province's delivery rate, live holds) and priced by the
// cart's own builder (`priceContext`). An offer the cart would refuse at that quantity (not sold
// this way, below the shop's minimum, above what it can sell now) gets no total.

export type QuoteRequest = z.output<typeof OfferQuotesQuerySchema>;

export type OfferQuotes = {
  /** Offers the cart would take at the quantity, with their totals, unsorted. */
  quotes: OfferQuote[];
  /** Offers sold this way that cannot take the quantity now (too few, or above the minimum). */
  notEnough: number;
};

export type QuoteOptions = {
  qty: number;
  orderType: OrderTypeName;
  province: string;
  /** The Bangkok day promotions are priced on (the cart's: today's). */
  today?: string;
  /** Only offers made within these months of `freshDay` (decision 0164's rule). */
  fresh?: number;
  /** The Bangkok day of the app's clock, as the tyre page's filter reads it; default `today`. */
  freshDay?: string;
  /** Only these offers (the tyre page's cards on screen). */
  ids?: readonly number[];
};

/** Every offer of the tyre (or the named ones, or the fresh ones) priced as a fresh cart would. */
export async function quoteProductOffers(
  db: DbOrTx,
  productId: number,
  opts: QuoteOptions,
): Promise<OfferQuotes> {
  const today = opts.today ?? bangkokToday();
  const freshDay = opts.freshDay ?? today;
  const only = opts.ids ? new Set(opts.ids) : null;
  const fresh = opts.fresh;
  const offers = (await repo.findOffersOfProduct(db, productId)).filter(
    (o) =>
      (!only || only.has(o.sellerProductId)) &&
      (!fresh || isMadeWithin(o.year, o.productionWeek, fresh, freshDay)) &&
      isOfferSellable(o, opts.orderType) &&
      unitPriceOf(o, opts.orderType) !== null,
  );
  const ids = offers.map((o) => o.sellerProductId);
  const storeIds = [...new Set(offers.map((o) => o.storeId))];
  // One after another: `db` may be one client (a transaction), which runs one query at a time.
  const reserved = await repo.findReservedQty(db, ids);
  const services = await repo.findServicesByOffer(db, ids);
  const promotions = await repo.findPromotions(db, ids);
  const stores = await repo.findStores(db, storeIds);
  const rates = await repo.findAreaRates(db, storeIds, opts.province);
  const quotes: OfferQuote[] = [];
  let notEnough = 0;
  for (const o of offers) {
    const found = stores.get(o.storeId);
    if (!found) continue;
    const available = availableOf(o, reserved);
    if (opts.qty < Math.max(CART_QTY_MIN, o.minQty) || opts.qty > available) {
      notEnough += 1;
      continue;
    }
    const priced = priceContext({
      orderType: opts.orderType,
      today,
      lines: [{ ...o, quantity: opts.qty }],
      services: services.get(o.sellerProductId) ?? [],
      promotions: promotions.filter((p) => p.sellerProductId === o.sellerProductId),
      areaRateSatang: opts.province ? (rates.get(o.storeId) ?? null) : null,
      settings: { ...DEFAULT_SETTINGS, ...(found.settings ?? {}) },
      cart: FRESH_CART_CHOICES,
    });
    const counted = priced.services.filter((s) => s.include);
    const applied = priced.discounts.filter((d) => d.include);
    quotes.push({
      sellerProductId: o.sellerProductId,
      storeId: o.storeId,
      storeName: found.store.name,
      branchName: found.store.branchName || null,
      storeProvince: found.store.province,
      unitSatang: unitPriceOf(o, opts.orderType) ?? 0,
      qty: opts.qty,
      available,
      minQty: o.minQty,
      goodsSatang: priced.goodsSatang,
      deliverySatang: priced.deliverySatang,
      servicesSatang: priced.servicesSatang,
      services: counted.map((s) => ({ title: s.title, priceSatang: s.priceSatang })),
      discountSatang: priced.discountSatang,
      discounts: applied.map((d) => ({ title: d.title, amountSatang: d.amountSatang })),
      totalSatang: priced.finalPriceSatang,
    });
  }
  return { quotes, notEnough };
}

/** GET /api/cart/quotes: one page of the tyre's shops, sorted by total (or price per tyre). */
export async function getOfferQuotes(
  db: DbOrTx,
  query: QuoteRequest,
  now: () => Date = () => new Date(),
): Promise<OfferQuotesResponse> {
  const { quotes, notEnough } = await quoteProductOffers(db, query.productId, {
    ...query,
    freshDay: bangkokToday(now()),
  });
  quotes.sort(compareQuotes(query.sort));
  return {
    qty: query.qty,
    orderType: query.orderType,
    province: query.province,
    sort: query.sort,
    count: quotes.length,
    notEnough,
    offset: query.offset,
    quotes: quotes.slice(query.offset, query.offset + query.limit),
  };
}
