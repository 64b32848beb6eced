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
import { saveBlob } from '../../../lib/download-file';

// /seller/product/import (spec 7 Stock: download-stock-excel, upload-stock-excel,
// proceed-mass-stock-update; get-stock-import, decision 0094). The file travels raw (not JSON),
// through the API client's download and upload (decision 0155).

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

/**
 * A refused file call as the page shows it: the server's message (as an ApiError), else an Error
 * with `fallback` (a network failure, or an answer that was not the server's JSON).
 */
function failure(error: unknown, fallback: string): Error {
  if (error instanceof ApiError && error.isServerMessage) return error;
  return new Error(fallback);
}

/** Asks for the stock file and hands it to the browser as a download; answers its name. */
export async function downloadStockExcel(fallback: string): Promise<string> {
  try {
    const { blob, filename } = await api.download(
      '/api/seller/download-stock-excel',
      {},
      { fallbackName: 'stock.xlsx' },
    );
    saveBlob(blob, filename);
    return filename;
  } catch (error) {
    throw failure(error, fallback);
  }
}

export function useUploadStockExcel(fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      api
        .upload<UploadStockExcelResponse>('/api/seller/upload-stock-excel', file, {
          headers: {
            'Content-Type': XLSX_MIME,
            [STOCK_IMPORT_FILE_NAME_HEADER]: encodeURIComponent(file.name),
          },
        })
        .catch((error: unknown) => {
          throw failure(error, fallback);
        }),
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
