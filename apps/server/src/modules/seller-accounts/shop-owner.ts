import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthSeller } from '../../plugins/auth';
import * as accounts from './seller-accounts.repository';

/**
 * Who a signed-in seller is to their shop's head office: its id and name, whether they are its
 * active owner, and their account (phone and whether it is proven). A Thai 404 without the shop.
 */
export async function headOfficeStanding(
  db: DbOrTx,
  seller: Pick<AuthSeller, 'sellerUserId' | 'storeId'>,
) {
  const store = await accounts.findStore(db, seller.storeId);
  if (!store) throw new AppError('NOT_FOUND', 'ไม่พบร้านค้า');
  const headId = store.parentStoreId ?? store.id;
  const membership = await accounts.findMembership(db, seller.sellerUserId, headId);
  const user = await accounts.findSellerUserById(db, seller.sellerUserId);
  return {
    headId,
    storeName: store.name,
    isOwner: membership?.isOwner === true && membership.isActive,
    user,
  };
}
