import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PayoutAccountView,
  PayoutStatement,
  PayoutStatementList,
  RequestPayoutOtpResponse,
  SavePayoutAccountBody,
} from '@yangdee/contracts/payouts';
import { api } from '../../../lib/api';
import { getSellerToken } from '../../../lib/storage';
import { fileNameOf } from '../../seller-order-export/api/export-orders';

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
export async function downloadStatement(lineId: number, fallbackMessage: string): Promise<string> {
  const token = getSellerToken();
  const response = await fetch('/api/seller/export-payout-statement', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ lineId }),
  }).catch(() => null);
  if (!response) throw new Error(fallbackMessage);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new Error(
      typeof body.message === 'string' && body.message ? body.message : fallbackMessage,
    );
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), 'statement.xlsx');
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
