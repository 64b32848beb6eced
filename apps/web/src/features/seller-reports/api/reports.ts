import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReportKind, ReportResponse } from '@yangdee/contracts/reports';
import { api } from '../../../lib/api';
import { getSellerToken } from '../../../lib/storage';
import { fileNameOf } from '../../seller-order-export/api/export-orders';
import type { ReportQuery } from '../lib/report-query';

// get-report-{kind} and export-report (spec 7 "Seller" → Reports, Exports; decision 0108).

export const reportQueryOptions = (report: ReportKind, query: ReportQuery) =>
  queryOptions({
    queryKey: ['seller-reports', report, query],
    queryFn: () => api.post<ReportResponse>(`/api/seller/get-report-${report}`, query),
    placeholderData: keepPreviousData,
    retry: false,
  });

export class ReportExportError extends Error {}

async function messageOf(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; fieldErrors?: unknown };
    const fields = body.fieldErrors as Record<string, string[]> | undefined;
    const first = fields ? Object.values(fields).flat()[0] : undefined;
    return first || (typeof body.message === 'string' && body.message) || fallback;
  } catch {
    return fallback;
  }
}

/** Asks for the whole range as .xlsx and starts its download; rejects with a Thai message. */
export async function downloadReport(
  report: ReportKind,
  query: Omit<ReportQuery, 'page'>,
  fallbackMessage: string,
): Promise<string> {
  const token = getSellerToken();
  let response: Response;
  try {
    response = await fetch('/api/seller/export-report', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ report, ...query }),
    });
  } catch {
    throw new ReportExportError(fallbackMessage);
  }
  if (!response.ok) throw new ReportExportError(await messageOf(response, fallbackMessage));
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new ReportExportError(fallbackMessage);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), `report-${report}.xlsx`);
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
