import {
  INCOME_TRANSFER_STATUSES,
  type IncomeFilter,
  type IncomeStatus,
} from '@yangdee/contracts/income';

// The income list's filter lives in the address (?status=READY&from=…&to=…&branch=…&page=2), so
// a reload or the back button from an order's detail keeps it.

export type IncomeListQuery = IncomeFilter & { page: number };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (value: string | null): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

export function readIncomeQuery(params: URLSearchParams): IncomeListQuery {
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    moneyTransferStatus: (INCOME_TRANSFER_STATUSES as readonly string[]).includes(status)
      ? (status as IncomeStatus)
      : undefined,
    fromDate: DATE.test(from) ? from : undefined,
    toDate: DATE.test(to) ? to : undefined,
    branchId: positiveInt(params.get('branch')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export function writeIncomeQuery(query: IncomeListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.moneyTransferStatus) params.set('status', query.moneyTransferStatus);
  if (query.fromDate) params.set('from', query.fromDate);
  if (query.toDate) params.set('to', query.toDate);
  if (query.branchId !== undefined) params.set('branch', String(query.branchId));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The export's body: the list's filter without the page. */
export function exportFilterOf(query: IncomeListQuery): IncomeFilter {
  const { page: _page, ...rest } = query;
  return rest;
}
