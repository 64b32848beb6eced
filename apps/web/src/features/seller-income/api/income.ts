import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  IncomeFilter,
  IncomeSummaryResponse,
  IncomeTransactionQuery,
  IncomeTransactionResponse,
} from '@yangdee/contracts/income';
import { api } from '../../../lib/api';
import { getSellerToken } from '../../../lib/storage';
import { fileNameOf } from '../../seller-order-export/api/export-orders';

// /seller/income (spec 7 get-summary-income, get-income-transaction, export-income). Payouts are
// made by batches in the operator console (decision 0140).

export const INCOME_KEY = 'seller-income';

export const incomeSummaryQueryOptions = (branchId?: number) =>
  queryOptions({
    queryKey: [INCOME_KEY, 'summary', branchId ?? null],
    queryFn: () =>
      api.post<IncomeSummaryResponse>(
        '/api/seller/get-summary-income',
        branchId ? { branchId } : {},
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const incomeTransactionsQueryOptions = (body: IncomeTransactionQuery) =>
  queryOptions({
    queryKey: [INCOME_KEY, 'list', body],
    queryFn: () => api.post<IncomeTransactionResponse>('/api/seller/get-income-transaction', body),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Asks for the .xlsx of the filter and starts its download; rejects with the Thai message. */
export async function downloadIncomeExport(
  filter: IncomeFilter,
  fallbackMessage: string,
): Promise<string> {
  const token = getSellerToken();
  const response = await fetch('/api/seller/export-income', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(filter),
  }).catch(() => null);
  if (!response) throw new Error(fallbackMessage);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new Error(
      typeof body.message === 'string' && body.message ? body.message : fallbackMessage,
    );
  }
  const blob = await response.blob().catch(() => null);
  if (!blob) throw new Error(fallbackMessage);
  const name = fileNameOf(response.headers.get('content-disposition'), 'income.xlsx');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
