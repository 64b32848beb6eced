import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sellerUsers } from './sellers';
import { stores } from './stores';

// A shop's stock spreadsheet upload (spec 7 Stock: upload-stock-excel, proceed-mass-stock-update;
// issue 16). The file is read into rows with a verdict each (preview), applied in one transaction,
// and can be undone once from the rows' `before` values.

/** reading → ready → applying → applied → undone; failed / discarded end a job early. */
export type StockImportStatus =
  | 'reading'
  | 'ready'
  | 'applying'
  | 'applied'
  | 'undone'
  | 'failed'
  | 'discarded';

export const stockImportJobs = pgTable(
  'stock_import_jobs',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sellerUserId: integer().references(() => sellerUsers.id, { onDelete: 'set null' }),
    fileName: varchar({ length: 200 }).notNull().default(''),
    status: varchar({ length: 12 }).$type<StockImportStatus>().notNull().default('reading'),
    totalRows: integer().notNull().default(0),
    /** Rows read (while reading) or written (while applying): the page's progress bar. */
    processedRows: integer().notNull().default(0),
    countNew: integer().notNull().default(0),
    countChanged: integer().notNull().default(0),
    countUnchanged: integer().notNull().default(0),
    countError: integer().notNull().default(0),
    /** Thai message when the whole file or the apply failed. */
    errorMessage: varchar({ length: 300 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp({ withTimezone: true }),
    undoneAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('stock_import_jobs_store_idx').on(t.storeId, t.createdAt)],
);

/**
 * A running apply's progress, written beside its transaction on another connection so that every
 * server answers the page's poll (issue 33 item 2, PostgreSQL; migration 0033).
 */
export const stockImportProgress = pgTable('stock_import_progress', {
  jobId: integer()
    .primaryKey()
    .references(() => stockImportJobs.id, { onDelete: 'cascade' }),
  storeId: integer()
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  processedRows: integer().notNull().default(0),
  totalRows: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One import at a time per shop (issue 37 item 5): a reading or an apply holds its store's row
 * from its start to its end; a second one finds the row taken and is refused. A row older than
 * the lock's lifetime (a process that died mid-way) may be taken over.
 */
export const stockImportLocks = pgTable('stock_import_locks', {
  storeId: integer()
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  /** 'read' | 'apply' */
  kind: varchar({ length: 10 }).notNull(),
  jobId: integer(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const stockImportRows = pgTable(
  'stock_import_rows',
  {
    jobId: integer()
      .notNull()
      .references(() => stockImportJobs.id, { onDelete: 'cascade' }),
    /** The spreadsheet row number (as the shop sees it, header = 1). */
    rowNo: integer().notNull(),
    /** 0 unchanged, 1 new, 2 changed, 3 error. */
    kind: smallint().notNull(),
    sellerProductId: integer(),
    productId: integer(),
    /** The offer's values before the apply (changed rows): what undo writes back. */
    before: jsonb(),
    /** The values the row asks for (new and changed rows). */
    after: jsonb(),
    /** [{ cell: 'F12', message: 'ราคาต้องเป็นตัวเลข' }] for error rows. */
    errors: jsonb(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.rowNo] }),
    index('stock_import_rows_kind_idx').on(t.jobId, t.kind, t.rowNo),
  ],
);
