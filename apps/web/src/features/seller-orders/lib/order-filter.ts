import {
  ORDER_KEYWORD_MAX,
  SELLER_ORDER_STATUSES,
  type SellerOrderFilter,
} from '@yangdee/contracts/seller-orders';
import { DEFAULT_SLOTS } from '@yangdee/contracts/slots';

// The order list's filter lives in the address (?status=1&type=2&from=…&to=…&q=…&branch=…&page=2),
// so the back button from an order's detail returns to the same list, and a list can be shared.

export type OrderListQuery = SellerOrderFilter & { page: number };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (value: string | null): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

export function readOrderQuery(params: URLSearchParams): OrderListQuery {
  const status = Number(params.get('status'));
  const type = Number(params.get('type'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const keyword = (params.get('q') ?? '').trim().slice(0, ORDER_KEYWORD_MAX);
  return {
    status: (SELLER_ORDER_STATUSES as readonly number[]).includes(status) ? status : undefined,
    orderType: type === 1 || type === 2 ? type : undefined,
    fromDate: DATE.test(from) ? from : undefined,
    toDate: DATE.test(to) ? to : undefined,
    keyword: keyword || undefined,
    branchId: positiveInt(params.get('branch')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export function writeOrderQuery(query: OrderListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== undefined) params.set('status', String(query.status));
  if (query.orderType !== undefined) params.set('type', String(query.orderType));
  if (query.fromDate) params.set('from', query.fromDate);
  if (query.toDate) params.set('to', query.toDate);
  if (query.keyword) params.set('q', query.keyword);
  if (query.branchId !== undefined) params.set('branch', String(query.branchId));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The body of get-order-count: the list's filter without status and page. */
export function countFilterOf(query: OrderListQuery): SellerOrderFilter {
  const { status: _status, page: _page, ...rest } = query;
  return rest;
}

/**
 * 'slot2' → '11:00 - 14:00' (the four standard slots); a shop's own slot keeps its value. A
 * booking into a bay comes with its end (the server's bays.ts bayEndOf): '09:30' → '09:30 - 11:30'.
 */
export function slotText(value: string | null, to?: string | null): string {
  if (!value) return '';
  if (to) return `${value} - ${to}`;
  const slot = DEFAULT_SLOTS.find((s) => s.value === value);
  return slot ? `${slot.from} - ${slot.to}` : value;
}
