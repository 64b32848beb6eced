import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type GetStockImportBody,
  type ProceedMassStockUpdateResponse,
  STOCK_IMPORT_FILE_NAME_HEADER,
  type StockImportResponse,
  type UploadStockExcelResponse,
  XLSX_MIME,
} from '@yangdee/contracts/stock-import';
import { ApiError, api } from '../../../lib/api';
import { fileNameOf, saveBlob } from '../../../lib/download-file';
import { getSellerToken } from '../../../lib/storage';

// /seller/product/import (spec 7 Stock: download-stock-excel, upload-stock-excel,
// proceed-mass-stock-update; get-stock-import, decision 0094). The file travels raw (not JSON),
// so download and upload use fetch with the seller token; the rest goes through the API client.

export const STOCK_IMPORT_KEY = 'seller-stock-import';

/** While a job is read or applied the page polls it every second. */
export const stockImportQueryOptions = (body: GetStockImportBody) =>
  queryOptions({
    queryKey: [STOCK_IMPORT_KEY, body],
    queryFn: () => api.post<StockImportResponse>('/api/seller/get-stock-import', body),
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.job?.status;
      return status === 'reading' || status === 'applying' ? 1000 : false;
    },
  });

async function failure(response: Response, fallback: string): Promise<Error> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string' && body.message) {
      return new ApiError(response.status, String(body.code ?? ''), body.message);
    }
  } catch {
    // Not JSON: the fallback.
  }
  return new Error(fallback);
}

const authHeader = (): Record<string, string> => {
  const token = getSellerToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** Asks for the stock file and hands it to the browser as a download; answers its name. */
export async function downloadStockExcel(fallback: string): Promise<string> {
  const response = await fetch('/api/seller/download-stock-excel', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...authHeader() },
    body: '{}',
  }).catch(() => null);
  if (!response) throw new Error(fallback);
  if (!response.ok) throw await failure(response, fallback);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), 'stock.xlsx');
  saveBlob(blob, name);
  return name;
}

export function useUploadStockExcel(fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const response = await fetch('/api/seller/upload-stock-excel', {
        method: 'POST',
        headers: {
          'Content-Type': XLSX_MIME,
          [STOCK_IMPORT_FILE_NAME_HEADER]: encodeURIComponent(file.name),
          ...authHeader(),
        },
        body: file,
      }).catch(() => null);
      if (!response) throw new Error(fallback);
      if (!response.ok) throw await failure(response, fallback);
      return (await response.json()) as UploadStockExcelResponse;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STOCK_IMPORT_KEY] }),
  });
}

export function useProceedStockImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { jobId: number; undo?: boolean }) =>
      api.post<ProceedMassStockUpdateResponse>('/api/seller/proceed-mass-stock-update', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [STOCK_IMPORT_KEY] }),
  });
}
