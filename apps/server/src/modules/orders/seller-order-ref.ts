import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  ORDER_READ,
  type ScopeSeller,
  sellerOrderStoreIds,
} from '../seller-accounts/seller-order-scope';
import * as repo from './seller-orders.repository';

// One order behind the same wall as the shop's order detail (stores of the seller's scope that
// let it read orders, never one awaiting payment), for later modules that show something of the
// order (its messages, issue 35): unknown, another shop's or another branch's → Thai 404.

export async function findSellerOrderRef(
  db: DbOrTx,
  seller: ScopeSeller,
  id: number,
): Promise<{ id: number; orderNo: string }> {
  const storeIds = await sellerOrderStoreIds(db, seller, ORDER_READ);
  const found = await repo.findSellerOrder(db, storeIds, id);
  if (!found) throw new AppError('NOT_FOUND', 'ไม่พบคำสั่งซื้อนี้');
  return { id: found.order.id, orderNo: found.order.orderNo };
}
