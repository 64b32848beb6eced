#!/usr/bin/env node
// The books balance over the bench database (issue 32 item 5, decision 0141): for every Bangkok
// month of the generated orders (bench/generate-orders.mjs), money paid in and where it went —
// refunds, payouts, commission, fees, still held — and the difference, to the satang, then the
// rows that break the books (none expected). Exits 1 when any month does not balance.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/yangdee_bench \
//     node --import tsx bench/books-check.mjs [--store 1]

import { openPostgres } from '../apps/server/src/db/client';
import { BOOK_TERM_KEYS, booksBalance } from '../apps/server/src/modules/money/books/books';

const argv = process.argv.slice(2);
const storeAt = argv.indexOf('--store');
const storeId = storeAt >= 0 ? Number(argv[storeAt + 1]) : undefined;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yangdee_bench';

const handle = await openPostgres(databaseUrl, 2);
try {
  const started = Date.now();
  const books = await booksBalance(handle.db, {
    from: new Date('2000-01-01T00:00:00+07:00'),
    to: new Date('2100-01-01T00:00:00+07:00'),
    storeId,
  });
  const baht = (satang) =>
    (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const columns = ['paidIn', ...BOOK_TERM_KEYS, 'difference'];
  const width = 17;
  const line = (label, figures) =>
    label.padEnd(8) + columns.map((k) => baht(figures[k]).padStart(width)).join('');
  console.log(`books over ${storeId === undefined ? 'all shops' : `store ${storeId}`} (baht)`);
  console.log('month'.padEnd(8) + columns.map((k) => k.padStart(width)).join(''));
  for (const m of books.months) console.log(line(m.month, m));
  console.log(line('total', books.total));
  console.log(
    `${books.months.length} months, ${books.months.filter((m) => m.difference !== 0).length} not balanced, ${books.broken.length} broken rows; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const row of books.broken.slice(0, 20)) console.log(JSON.stringify(row));
  process.exitCode = books.months.some((m) => m.difference !== 0) ? 1 : 0;
} finally {
  await handle.close();
}
