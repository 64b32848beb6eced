import {
  GetStockImportBodySchema,
  ProceedMassStockUpdateBodySchema,
  ProceedMassStockUpdateResponseSchema,
  STOCK_IMPORT_FILE_NAME_HEADER,
  STOCK_IMPORT_MAX_BYTES,
  StockImportResponseSchema,
  UploadStockExcelResponseSchema,
  XLSX_MIME,
} from '@yangdee/contracts/stock-import';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx';
import type { RequestReads } from '../../plugins/read-your-writes';
import { actorOf, sellerOf } from '../seller-accounts/seller-of';
import { memoryBoard, type ProgressBoard } from './apply-progress';
import { assertMayImport, withImportLock } from './import-lock';
import { writeStockExcel } from './stock-excel-writer';
import { getStockImport, uploadStockExcel } from './stock-import.service';
import { applyJob, undoJob } from './stock-import-apply';

// The stock spreadsheet round trip (spec 7 "Seller" → Stock; issue 16 item 2; decisions
// 0093–0095), permission manageExcelproduct (spec 6: download/import). The upload's body is the
// raw .xlsx (content type of xlsx or octet-stream), counted as it arrives and refused past 10 MB
// with a Thai message; the guard runs in onRequest, before a byte of the body is read.

const tags = ['seller-stock-import'];
const security = [{ bearer: [] }];
const config = { acl: 'manageExcelproduct' } as const;
const TOO_BIG = 'ไฟล์มีขนาดเกิน 10 MB กรุณาลดจำนวนแถวหรือแบ่งเป็นหลายไฟล์';
const NO_FILE = 'กรุณาเลือกไฟล์ Excel (.xlsx) ที่จะนำเข้า';

function fileNameOf(request: FastifyRequest): string {
  const raw = request.headers[STOCK_IMPORT_FILE_NAME_HEADER];
  if (typeof raw !== 'string') return 'stock.xlsx';
  try {
    return decodeURIComponent(raw).replace(/[\\/\p{Cc}]/gu, '_') || 'stock.xlsx';
  } catch {
    return 'stock.xlsx';
  }
}

export function registerStockImportRoutes(
  api: FastifyInstance,
  {
    db,
    reads,
    board = memoryBoard,
  }: {
    db: Db;
    /** The download reads late (decision 0150). */
    reads: RequestReads;
    board?: ProgressBoard;
  },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const storeOf = (request: FastifyRequest) => sellerOf(request).storeId;

  r.post(
    '/seller/download-stock-excel',
    {
      config,
      schema: { tags, security, description: 'The shop’s offers as an .xlsx to edit and upload.' },
    },
    async (request, reply) => {
      const file = writeStockExcel(await reads.pick(request), storeOf(request), request.log);
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store');
      return reply.send(file.stream);
    },
  );

  r.post(
    '/seller/get-stock-import',
    {
      config,
      schema: {
        tags,
        security,
        body: GetStockImportBodySchema,
        response: { 200: StockImportResponseSchema },
      },
    },
    (request) => getStockImport(db, storeOf(request), request.body, board),
  );

  r.post(
    '/seller/proceed-mass-stock-update',
    {
      config,
      schema: {
        tags,
        security,
        body: ProceedMassStockUpdateBodySchema,
        response: { 200: ProceedMassStockUpdateResponseSchema },
      },
    },
    async (request) => {
      const storeId = storeOf(request);
      const { jobId, undo } = request.body;
      // A shop waiting for approval imports nothing; one import at a time (issue 37 item 5).
      await assertMayImport(db, storeId);
      return withImportLock(db, storeId, 'apply', () =>
        undo
          ? undoJob(db, storeId, jobId, actorOf(request))
          : applyJob(db, storeId, jobId, request.log, actorOf(request), board),
      );
    },
  );

  api.register(async (scope) => {
    // Only this route reads a raw file body; the parser counts bytes and stops past the limit.
    for (const type of [XLSX_MIME, 'application/octet-stream']) {
      scope.addContentTypeParser(
        type,
        async (_request: FastifyRequest, payload: NodeJS.ReadableStream) => {
          const chunks: Buffer[] = [];
          let size = 0;
          for await (const chunk of payload) {
            size += (chunk as Buffer).length;
            if (size > STOCK_IMPORT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_BIG);
            chunks.push(chunk as Buffer);
          }
          return Buffer.concat(chunks);
        },
      );
    }
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/seller/upload-stock-excel',
      {
        config,
        onRequest: async (request) => {
          const length = Number(request.headers['content-length'] ?? 0);
          if (length > STOCK_IMPORT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_BIG);
        },
        schema: {
          tags,
          security,
          description: `The raw .xlsx as the body (content type ${XLSX_MIME}); its name in the ${STOCK_IMPORT_FILE_NAME_HEADER} header (URI-encoded).`,
          response: { 200: UploadStockExcelResponseSchema },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', NO_FILE);
        const seller = sellerOf(request);
        return uploadStockExcel(
          db,
          { storeId: seller.storeId, sellerUserId: seller.sellerUserId },
          request.body,
          fileNameOf(request),
          request.log,
        );
      },
    );
  });
}
