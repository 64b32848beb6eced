import type { LinkSellerLineBody } from '@yangdee/contracts/seller-credentials';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { SocialProviders } from '../../providers/social/social-provider';
import type { AccountContext } from './seller-credentials.service';
import * as repo from './seller-line.repository';

// A staff member links their own LINE to get the shop's pushes (issue 35 item 2): new orders of
// the branches they handle orders in, and each morning the day's bookings. The LINE credentials
// are verified by the same provider as the shopper's LINE sign-in; the link is always the
// signed-in person's own (the account context), never another staff member's. One LINE user
// belongs to one seller account: taken by another → 409, nothing changed.

export async function linkSellerLine(
  db: Db,
  social: Pick<SocialProviders, 'verifyLine'>,
  account: AccountContext,
  credentials: LinkSellerLineBody,
): Promise<{ success: true }> {
  const profile = await social.verifyLine(credentials);
  if (!profile) throw new AppError('SELLER_LINE_UNVERIFIED');
  const holder = await repo.findSellerIdByLineId(db, profile.id);
  if (holder !== null && holder !== account.sellerUserId) throw new AppError('SELLER_LINE_TAKEN');
  try {
    await repo.setSellerLineId(db, account.sellerUserId, profile.id);
  } catch (error) {
    // Another account linked the same LINE between the check and the write.
    if (isUniqueViolation(error, repo.SELLER_LINE_UNIQUE)) throw new AppError('SELLER_LINE_TAKEN');
    throw error;
  }
  return { success: true };
}

export async function unlinkSellerLine(
  db: Db,
  account: AccountContext,
): Promise<{ success: true }> {
  await repo.clearSellerLineId(db, account.sellerUserId);
  return { success: true };
}
