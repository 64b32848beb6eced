import {
  bahtText,
  buddhistYear,
  COMMISSION_LINE_TITLES,
  type CommissionDocument,
  type CommissionDocumentList,
  commissionDocNo,
  monthStart,
  nextMonth,
  splitVatIncluded,
} from '@yangdee/contracts/commission';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MarketplaceIssuer } from '../../../config';
import type { Db, DbOrTx } from '../../../db/client';
import {
  type CommissionDocumentLine,
  commissionDocumentCounters,
  commissionDocuments,
} from '../../../db/schema/commission';
import { stores } from '../../../db/schema/stores';
import { AppError } from '../../../lib/app-error';
import { bangkokToday } from '../../../lib/time';
import { readIssuer } from '../../orders/order-documents.service';

// The marketplace's monthly tax invoice / receipt to each shop for the commission and the
// payment provider's fees it kept (issue 32 item 3, decision 0141). A shop's kept amounts of a
// Bangkok month are its income entries paid that month and not refunded; they are VAT-inclusive,
// the VAT is round(total × 7 / 107) to the satang. One document per shop and month (unique
// index), numbered CM<Buddhist year>-<six digits> per year of issue, gap-free: the year's counter
// row is locked FOR UPDATE in the transaction that inserts the document, so a rollback gives its
// number back and two passes at once queue on the lock (the second finds the document and stops).
// An issued document never changes; a correction would be a credit note (not built).

type DocRow = typeof commissionDocuments.$inferSelect;

/** 'YYYY-MM' → [start, end) as Bangkok midnight instants. */
export function monthBounds(month: string): { start: Date; end: Date } {
  return {
    start: new Date(`${monthStart(month)}T00:00:00+07:00`),
    end: new Date(`${monthStart(nextMonth(month))}T00:00:00+07:00`),
  };
}

type Kept = { storeId: number; commission: number; fee: number; entries: number };

/** What the marketplace kept per shop in `month` (entries paid that month, not refunded). */
async function keptIn(db: DbOrTx, month: string, storeId?: number): Promise<Kept[]> {
  const { start, end } = monthBounds(month);
  const result = await db.execute(sql`
    select e.store_id as "storeId",
           coalesce(sum(e.commission_satang), 0)::bigint as commission,
           coalesce(sum(e.provider_fee_satang), 0)::bigint as fee,
           count(*)::int as entries
      from income_entries e
     where e.paid_at >= ${start.toISOString()}::timestamptz
       and e.paid_at < ${end.toISOString()}::timestamptz
       and e.transfer_status <> 'REFUNDED'
       ${storeId === undefined ? sql`` : sql`and e.store_id = ${storeId}`}
     group by e.store_id
    having sum(e.commission_satang + e.provider_fee_satang) > 0
     order by e.store_id`);
  const rows = ('rows' in result ? result.rows : result) as Array<Record<string, unknown>>;
  return rows.map((r) => ({
    storeId: Number(r.storeId),
    commission: Number(r.commission),
    fee: Number(r.fee),
    entries: Number(r.entries),
  }));
}

/** The document's lines: commission and fees, each VAT-inclusive; a zero line is left out. */
export function documentLines(month: string, kept: Kept): CommissionDocumentLine[] {
  const lines: CommissionDocumentLine[] = [];
  if (kept.commission > 0) {
    lines.push({
      code: 'COMMISSION',
      title: COMMISSION_LINE_TITLES.COMMISSION(month, kept.entries),
      amount: kept.commission,
    });
  }
  if (kept.fee > 0) {
    lines.push({ code: 'FEE', title: COMMISSION_LINE_TITLES.FEE(month), amount: kept.fee });
  }
  return lines;
}

export type IssueResult = { month: string; issued: number; existing: number };

/**
 * The monthly pass: one document for every shop that had commission or fees kept in `month`
 * and has none yet. Only for a month that has ended (Bangkok). Safe to run again, and on two
 * servers at once.
 */
export async function issueCommissionDocuments(
  db: Db,
  month: string,
  marketplace: MarketplaceIssuer,
  now: Date,
): Promise<IssueResult> {
  if (monthBounds(month).end.getTime() > now.getTime()) {
    throw new AppError('VALIDATION_FAILED', 'ออกเอกสารได้เมื่อสิ้นเดือนแล้วเท่านั้น');
  }
  const kept = await keptIn(db, month);
  const have = new Set(
    (
      await db
        .select({ storeId: commissionDocuments.storeId })
        .from(commissionDocuments)
        .where(eq(commissionDocuments.month, monthStart(month)))
    ).map((r) => r.storeId),
  );
  let issued = 0;
  let existing = 0;
  for (const k of kept) {
    if (have.has(k.storeId)) {
      existing++;
      continue;
    }
    if (await issueOne(db, month, k.storeId, marketplace, now)) issued++;
    else existing++;
  }
  return { month, issued, existing };
}

/** One shop's document, numbered under the year's lock; false when it already exists. */
async function issueOne(
  db: Db,
  month: string,
  storeId: number,
  marketplace: MarketplaceIssuer,
  now: Date,
): Promise<boolean> {
  const buyer = await readIssuer(db, storeId);
  const [store] = await db
    .select({ taxBranchNo: stores.taxBranchNo })
    .from(stores)
    .where(eq(stores.id, storeId));
  const issueDate = bangkokToday(now);
  const beYear = buddhistYear(Number(issueDate.slice(0, 4)));
  return db.transaction(async (tx) => {
    await tx.insert(commissionDocumentCounters).values({ beYear, lastNo: 0 }).onConflictDoNothing();
    const [counter] = await tx
      .select({ lastNo: commissionDocumentCounters.lastNo })
      .from(commissionDocumentCounters)
      .where(eq(commissionDocumentCounters.beYear, beYear))
      .for('update');
    // Under the lock: another pass may have issued this shop's document meanwhile.
    const [already] = await tx
      .select({ id: commissionDocuments.id })
      .from(commissionDocuments)
      .where(
        and(
          eq(commissionDocuments.storeId, storeId),
          eq(commissionDocuments.month, monthStart(month)),
        ),
      );
    if (already) return false;
    const [kept] = await keptIn(tx, month, storeId);
    if (!kept) return false;
    const total = kept.commission + kept.fee;
    const { beforeVat, vat } = splitVatIncluded(total);
    const seq = counter.lastNo + 1;
    await tx.insert(commissionDocuments).values({
      storeId,
      month: monthStart(month),
      docNo: commissionDocNo(beYear, seq),
      beYear,
      seq,
      issueDate,
      issuedAt: now,
      sellerName: marketplace.name,
      sellerAddress: marketplace.address,
      sellerTaxId: marketplace.taxId,
      sellerBranchNo: marketplace.branchNo,
      buyerName: buyer.legalName,
      buyerAddress: buyer.taxAddress,
      buyerTaxId: buyer.taxId,
      buyerBranchNo: store?.taxBranchNo || '00000',
      lines: documentLines(month, kept),
      entryCount: kept.entries,
      commissionSatang: kept.commission,
      feeSatang: kept.fee,
      totalSatang: total,
      vatSatang: vat,
      beforeVatSatang: beforeVat,
      totalText: bahtText(total),
    });
    await tx
      .update(commissionDocumentCounters)
      .set({ lastNo: seq })
      .where(eq(commissionDocumentCounters.beYear, beYear));
    return true;
  });
}

export function documentOf(row: DocRow): CommissionDocument {
  return {
    id: row.id,
    storeId: row.storeId,
    month: row.month.slice(0, 7),
    docNo: row.docNo,
    typeCode: row.typeCode,
    issueDate: row.issueDate,
    seller: {
      name: row.sellerName,
      address: row.sellerAddress,
      taxId: row.sellerTaxId,
      branchNo: row.sellerBranchNo,
    },
    buyer: {
      name: row.buyerName,
      address: row.buyerAddress,
      taxId: row.buyerTaxId,
      branchNo: row.buyerBranchNo,
    },
    lines: row.lines,
    entryCount: row.entryCount,
    total: row.totalSatang,
    vat: row.vatSatang,
    beforeVat: row.beforeVatSatang,
    totalText: row.totalText,
  };
}

/** The documents of the given shops (the caller's wall decides which), newest month first. */
export async function listCommissionDocuments(
  db: DbOrTx,
  filter: { storeIds?: number[]; month?: string },
): Promise<CommissionDocumentList> {
  if (filter.storeIds && filter.storeIds.length === 0) return { documents: [] };
  const rows = await db
    .select({ doc: commissionDocuments, storeName: stores.name })
    .from(commissionDocuments)
    .innerJoin(stores, eq(stores.id, commissionDocuments.storeId))
    .where(
      and(
        filter.storeIds ? inArray(commissionDocuments.storeId, filter.storeIds) : undefined,
        filter.month ? eq(commissionDocuments.month, monthStart(filter.month)) : undefined,
      ),
    )
    .orderBy(desc(commissionDocuments.month), commissionDocuments.seq)
    .limit(500);
  return {
    documents: rows.map(({ doc, storeName }) => ({
      id: doc.id,
      storeId: doc.storeId,
      storeName,
      month: doc.month.slice(0, 7),
      docNo: doc.docNo,
      issueDate: doc.issueDate,
      total: doc.totalSatang,
      vat: doc.vatSatang,
    })),
  };
}

/** One document if it belongs to one of `storeIds` (else not found, as another shop's is). */
export async function readCommissionDocument(
  db: DbOrTx,
  id: number,
  storeIds?: number[],
): Promise<CommissionDocument> {
  const [row] = await db.select().from(commissionDocuments).where(eq(commissionDocuments.id, id));
  if (!row || (storeIds && !storeIds.includes(row.storeId))) {
    throw new AppError('NOT_FOUND', 'ไม่พบเอกสาร');
  }
  return documentOf(row);
}
