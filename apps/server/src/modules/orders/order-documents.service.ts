import { vatIncludedSatang } from '@yangdee/contracts/order-history';
import { ORDER_STATUS } from '@yangdee/contracts/order-status';
import type {
  OrderDocumentIssuer,
  SellerOrderDocumentResponse,
} from '@yangdee/contracts/seller-order-documents';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import type { AuthSeller } from '../../plugins/auth';
import {
  ORDER_READ,
  type ScopeSeller,
  sellerOrderStoreIds,
} from '../seller-accounts/seller-order-scope';
import { joinAddress } from './receipt.service';
import { readSellerOrderDetail } from './seller-orders.service';
import { assignTaxInvoiceNo } from './tax-invoice';

// get-order-document (issue 15 item 6): what the printable receipt / tax invoice and the parcel
// cover sheet need: the order detail and the issuing shop. A tax invoice that was asked for and
// has no serial yet (an order paid before numbering, say) gets one at its first print, once.

type StoreRow = typeof stores.$inferSelect;

/** The issuing shop; a branch without a tax id of its own issues under its head office's. */
export async function readIssuer(db: Db, storeId: number): Promise<OrderDocumentIssuer> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  let taxHolder: StoreRow = store;
  if (!store.taxId.trim() && store.parentStoreId !== null) {
    const [head] = await db.select().from(stores).where(eq(stores.id, store.parentStoreId));
    if (head) taxHolder = head;
  }
  const address = (s: StoreRow) =>
    joinAddress([s.address, s.subDistrict, s.district, s.province, s.postCode]);
  const taxAddress = joinAddress([
    taxHolder.taxAddress,
    taxHolder.taxSubDistrict,
    taxHolder.taxDistrict,
    taxHolder.taxProvince,
    taxHolder.taxPostCode,
  ]);
  return {
    name: store.name,
    branchName: store.branchName,
    legalName: taxHolder.legalName || taxHolder.name,
    taxId: taxHolder.taxId,
    taxAddress: taxAddress || address(taxHolder),
    address: address(store),
    tel: store.tel,
    email: store.email,
  };
}

export async function getOrderDocument(
  db: Db,
  seller: ScopeSeller & Pick<AuthSeller, 'acl'>,
  id: number,
): Promise<SellerOrderDocumentResponse> {
  // The wall first: an order outside the member's branches is not found and gets no number.
  const storeIds = await sellerOrderStoreIds(db, seller, ORDER_READ);
  let order = await readSellerOrderDetail(db, storeIds, id, seller.acl);
  if (order.taxInvoice && !order.taxInvoice.invoiceNo && order.status !== ORDER_STATUS.CANCEL) {
    await db.transaction(async (tx) => {
      // The order row first: a second print waiting here finds the serial already given.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).for('update');
      await assignTaxInvoiceNo(tx, id);
    });
    order = await readSellerOrderDetail(db, storeIds, id, seller.acl);
  }
  const [row] = await db
    .select({ totalSatang: orders.totalSatang, paidAt: orders.paidAt, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, id));
  const vat = vatIncludedSatang(row.totalSatang);
  return {
    order,
    issuer: await readIssuer(db, order.storeId),
    document: {
      isTaxInvoice: order.taxInvoice !== null,
      invoiceNo: order.taxInvoice?.invoiceNo ?? null,
      issuedAt: (row.paidAt ?? row.createdAt).toISOString(),
      vat: vat / 100,
      totalBeforeVat: (row.totalSatang - vat) / 100,
    },
  };
}
