import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReportKind, ReportResponse } from '@yangdee/contracts/reports';
import { api } from '../../../lib/api';
import { downloadSellerFile } from '../../../lib/download-file';
import type { ReportQuery } from '../lib/report-query';

// get-report-{kind} and export-report (spec 7 "Seller" → Reports, Exports; decision 0108).

export const reportQueryOptions = (report: ReportKind, query: ReportQuery) =>
  queryOptions({
    queryKey: ['seller-reports', report, query],
    queryFn: () => api.post<ReportResponse>(`/api/seller/get-report-${report}`, query),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Asks for the whole range as .xlsx and starts its download; rejects with a Thai message. */
export function downloadReport(
  report: ReportKind,
  query: Omit<ReportQuery, 'page'>,
  fallbackMessage: string,
): Promise<string> {
  return downloadSellerFile(
    '/api/seller/export-report',
    { report, ...query },
    { fallbackName: `report-${report}.xlsx`, fallbackMessage },
  );
}
