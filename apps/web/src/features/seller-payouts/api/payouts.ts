import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PayoutAccountView,
  PayoutStatement,
  PayoutStatementList,
  RequestPayoutOtpResponse,
  SavePayoutAccountBody,
} from '@yangdee/contracts/payouts';
import { api } from '../../../lib/api';
import { downloadSellerFile } from '../../../lib/download-file';

// The shop's payout account (/seller/profile) and its payout statements (/seller/income),
// decision 0140.

const root = ['seller', 'payouts'] as const;
export const payoutKeys = {
  account: [...root, 'account'] as const,
  statements: [...root, 'statements'] as const,
  statement: (lineId: number) => [...root, 'statement', lineId] as const,
};

export const payoutAccountQueryOptions = () =>
  queryOptions({
    queryKey: payoutKeys.account,
    queryFn: () => api.post<PayoutAccountView>('/api/seller/get-payout-account', {}),
    retry: false,
  });

export const payoutStatementsQueryOptions = () =>
  queryOptions({
    queryKey: payoutKeys.statements,
    queryFn: () => api.post<PayoutStatementList>('/api/seller/get-payout-statements', {}),
    retry: false,
  });

export const payoutStatementQueryOptions = (lineId: number) =>
  queryOptions({
    queryKey: payoutKeys.statement(lineId),
    queryFn: () => api.post<PayoutStatement>('/api/seller/get-payout-statement', { lineId }),
    retry: false,
  });

export function useRequestPayoutOtp() {
  return useMutation({
    mutationFn: () =>
      api.post<RequestPayoutOtpResponse>('/api/seller/request-payout-account-otp', {}),
  });
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePayoutAccountBody) =>
      api.post<PayoutAccountView>('/api/seller/save-payout-account', body),
    onSuccess: (view) => queryClient.setQueryData(payoutKeys.account, view),
  });
}

/** Downloads a statement's .xlsx; rejects with the Thai message. */
export function downloadStatement(lineId: number, fallbackMessage: string): Promise<string> {
  return downloadSellerFile(
    '/api/seller/export-payout-statement',
    { lineId },
    { fallbackName: 'statement.xlsx', fallbackMessage },
  );
}
