import {
  STOCK_FILTER_STATUSES,
  STOCK_KEYWORD_MAX,
  STOCK_SORT_COLUMNS,
  type StockSortColumn,
} from '@yangdee/contracts/seller-stock';
import { STOCK_STATUS } from '@yangdee/contracts/stock-status';

// The stock list's filter lives in the address (?status=1&sort=price&dir=desc&q=…&page=2), so
// the back button returns to the same list and a list can be shared (decision 0091).

export type StockListQuery = {
  status: number;
  sortColumn: StockSortColumn;
  sortDirection: '' | 'asc' | 'desc';
  keyword: string;
  page: number;
};

export function readStockQuery(params: URLSearchParams): StockListQuery {
  const status = Number(params.get('status') ?? STOCK_STATUS.ALL);
  const sort = params.get('sort') ?? '';
  const dir = params.get('dir') ?? '';
  const page = Number(params.get('page'));
  return {
    status: STOCK_FILTER_STATUSES.includes(status as never) ? status : STOCK_STATUS.ALL,
    sortColumn: (STOCK_SORT_COLUMNS as readonly string[]).includes(sort)
      ? (sort as StockSortColumn)
      : 'id',
    sortDirection: dir === 'asc' || dir === 'desc' ? dir : '',
    keyword: (params.get('q') ?? '').trim().slice(0, STOCK_KEYWORD_MAX),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeStockQuery(query: StockListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== STOCK_STATUS.ALL) params.set('status', String(query.status));
  if (query.sortColumn !== 'id') params.set('sort', query.sortColumn);
  if (query.sortDirection) params.set('dir', query.sortDirection);
  if (query.keyword) params.set('q', query.keyword);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** A header click: the same column flips its direction; another column starts ascending. */
export function nextSort(
  query: StockListQuery,
  column: StockSortColumn,
): Pick<StockListQuery, 'sortColumn' | 'sortDirection'> {
  if (query.sortColumn !== column) return { sortColumn: column, sortDirection: 'asc' };
  return { sortColumn: column, sortDirection: query.sortDirection === 'desc' ? 'asc' : 'desc' };
}

/** The direction a column is sorted in now ('' → ascending, the server's default). */
export function sortStateOf(
  query: StockListQuery,
  column: StockSortColumn,
): 'ascending' | 'descending' | 'none' {
  // LATEST lists newest first whatever the column (decision 0090).
  if (query.status === STOCK_STATUS.LATEST || query.sortColumn !== column) return 'none';
  return query.sortDirection === 'desc' ? 'descending' : 'ascending';
}
