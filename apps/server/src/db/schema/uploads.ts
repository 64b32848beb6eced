import { customType, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// Uploaded pictures (storefront, banner, gallery, promotion banners; decisions 0076, 0149) as
// rows, so that every server of several serves them (issue 33 item 2). The name is the file's
// public name (`<128-bit random hex>.webp`), never reused, so its URL is cached for a year.

/** bytea as a Buffer: node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const uploadedFiles = pgTable('uploaded_files', {
  name: varchar({ length: 64 }).primaryKey(),
  contentType: varchar({ length: 40 }).notNull(),
  /** Length of `bytes`, so a listing never reads the bytes to say how big they are. */
  size: integer().notNull(),
  /** sha256 of the bytes (hex): the ETag. */
  sha256: varchar({ length: 64 }).notNull(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
