import { bangkokMonthOf } from '@yangdee/contracts/commission';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { issueCommissionDocuments } from '../../modules/money/commission/commission-documents.service';
import type { Db, Tx } from '../client';

// Issue 32, commission and books (decision 0141): the demo shops' commission tax invoices for
// every finished month of the seeded paid orders, issued by the same monthly pass as production.

export async function seedCommissionDocuments(tx: Tx, now = new Date()): Promise<void> {
  const current = bangkokMonthOf(now);
  const result = await tx.execute(sql`
    select distinct to_char(paid_at at time zone 'Asia/Bangkok', 'YYYY-MM') as month
      from income_entries order by 1`);
  const rows = ('rows' in result ? result.rows : result) as Array<{ month: string }>;
  const { marketplace } = loadConfig();
  for (const { month } of rows) {
    if (month >= current) continue;
    await issueCommissionDocuments(tx as unknown as Db, month, marketplace, now);
  }
}
