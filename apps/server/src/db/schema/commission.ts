import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

// Issue 32 items 3 and 5 (decision 0141, migration 0030): commission rates with their history,
// the marketplace's monthly commission tax invoices / receipts with their gap-free yearly serial,
// and the provider's daily report matched against our payments.

export const commissionRates = pgTable(
  'commission_rates',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    rateBp: smallint().notNull(),
    effectiveFrom: timestamp({ withTimezone: true }).notNull(),
    note: varchar({ length: 200 }).notNull().default(''),
    setBy: varchar({ length: 60 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commission_rates_store_from_uq').on(t.storeId, t.effectiveFrom),
    check('commission_rates_rate_ck', sql`${t.rateBp} >= 0 AND ${t.rateBp} <= 5000`),
  ],
);

export const commissionDocumentCounters = pgTable('commission_document_counters', {
  beYear: smallint().primaryKey(),
  lastNo: integer().notNull().default(0),
});

/** One line of a commission document, satang (VAT included). */
export type CommissionDocumentLine = { code: 'COMMISSION' | 'FEE'; title: string; amount: number };

export const commissionDocuments = pgTable(
  'commission_documents',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    /** First day of the Bangkok month the document covers, YYYY-MM-01. */
    month: date().notNull(),
    docNo: varchar({ length: 20 }).notNull(),
    beYear: smallint().notNull(),
    seq: integer().notNull(),
    typeCode: varchar({ length: 4 }).notNull().default('T03'),
    issueDate: date().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    sellerName: varchar({ length: 200 }).notNull(),
    sellerAddress: varchar({ length: 400 }).notNull(),
    sellerTaxId: varchar({ length: 13 }).notNull(),
    sellerBranchNo: varchar({ length: 5 }).notNull(),
    buyerName: varchar({ length: 200 }).notNull(),
    buyerAddress: varchar({ length: 400 }).notNull(),
    buyerTaxId: varchar({ length: 20 }).notNull(),
    buyerBranchNo: varchar({ length: 5 }).notNull(),
    lines: jsonb().$type<CommissionDocumentLine[]>().notNull(),
    entryCount: integer().notNull(),
    commissionSatang: bigint({ mode: 'number' }).notNull(),
    feeSatang: bigint({ mode: 'number' }).notNull(),
    totalSatang: bigint({ mode: 'number' }).notNull(),
    vatSatang: bigint({ mode: 'number' }).notNull(),
    beforeVatSatang: bigint({ mode: 'number' }).notNull(),
    totalText: varchar({ length: 300 }).notNull(),
    currency: varchar({ length: 3 }).notNull().default('THB'),
  },
  (t) => [
    uniqueIndex('commission_documents_store_month_uq').on(t.storeId, t.month),
    uniqueIndex('commission_documents_no_uq').on(t.docNo),
    uniqueIndex('commission_documents_year_seq_uq').on(t.beYear, t.seq),
    index('commission_documents_month_idx').on(t.month, t.storeId),
    check(
      'commission_documents_total_ck',
      sql`${t.totalSatang} = ${t.commissionSatang} + ${t.feeSatang}`,
    ),
    check(
      'commission_documents_vat_ck',
      sql`${t.beforeVatSatang} + ${t.vatSatang} = ${t.totalSatang}`,
    ),
  ],
);

export const providerReportDays = pgTable('provider_report_days', {
  day: date().primaryKey(),
  theirCount: integer().notNull(),
  ourCount: integer().notNull(),
  mismatchCount: integer().notNull(),
  checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** ours-not-theirs | theirs-not-ours | amount | status */
export type ProviderMismatchKind = 'OURS_ONLY' | 'THEIRS_ONLY' | 'AMOUNT' | 'STATUS';

export const providerReportMismatches = pgTable(
  'provider_report_mismatches',
  {
    id: serial().primaryKey(),
    day: date()
      .notNull()
      .references(() => providerReportDays.day, { onDelete: 'cascade' }),
    kind: varchar({ length: 20 }).$type<ProviderMismatchKind>().notNull(),
    referenceNo: varchar({ length: 60 }).notNull(),
    gbpReferenceNo: varchar({ length: 60 }),
    ourAmountSatang: bigint({ mode: 'number' }),
    theirAmountSatang: bigint({ mode: 'number' }),
    ourStatus: varchar({ length: 20 }),
    theirStatus: varchar({ length: 20 }),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: varchar({ length: 60 }),
    resolvedNote: varchar({ length: 500 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_report_mismatches_uq').on(t.day, t.kind, t.referenceNo)],
);
