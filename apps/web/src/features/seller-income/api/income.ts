import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  IncomeFilter,
  IncomeSummaryResponse,
  IncomeTransactionQuery,
  IncomeTransactionResponse,
} from '@yangdee/contracts/income';
import { api } from '../../../lib/api';
import { downloadSellerFile } from '../../../lib/download-file';

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
export function downloadIncomeExport(
  filter: IncomeFilter,
  fallbackMessage: string,
): Promise<string> {
  return downloadSellerFile('/api/seller/export-income', filter, {
    fallbackName: 'income.xlsx',
    fallbackMessage,
  });
}
