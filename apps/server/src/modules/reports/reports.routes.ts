import {
  ExportReportBodySchema,
  REPORT_KINDS,
  ReportBodySchema,
  ReportResponseSchema,
} from '@yangdee/contracts/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx';
import type { RequestReads } from '../../plugins/read-your-writes';
import { sellerOf } from '../seller-accounts/seller-of';
import { exportReport } from './report-export.service';
import { getReport } from './reports.service';

// /seller/report/* (spec 2.3, 6 "Reports" → manageReport, 7 "Seller" → Reports and Exports):
// get-report-{kind} for the seven reports and export-report {report, ...filters}. Both read late:
// on the replica when it is healthy and has the caller's own writes (decision 0150).

const tags = ['seller-reports'];
const security = [{ bearer: [] }];

export function registerReportRoutes(
  api: FastifyInstance,
  { reads }: { reads: RequestReads },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageReport' } as const;
  for (const report of REPORT_KINDS) {
    r.post(
      `/seller/get-report-${report}`,
      {
        config,
        schema: { tags, security, body: ReportBodySchema, response: { 200: ReportResponseSchema } },
      },
      (request) =>
        reads.run(request, (db) => getReport(db, sellerOf(request), report, request.body)),
    );
  }
  r.post(
    '/seller/export-report',
    {
      config,
      schema: {
        tags,
        security,
        body: ExportReportBodySchema,
        description: 'The whole range of one report as an .xlsx file, with a totals row.',
      },
    },
    async (request, reply) => {
      const file = await exportReport(
        await reads.pick(request),
        sellerOf(request),
        request.body,
        request.log,
      );
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store');
      return reply.send(file.stream);
    },
  );
}
