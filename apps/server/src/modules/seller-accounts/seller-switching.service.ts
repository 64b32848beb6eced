import type { SellerSessionResponse } from '@yangdee/contracts/seller-session';
import {
  type ApprovalStatus,
  type BranchListResponse,
  SELLER_LIST_PAGE_SIZE,
  type SellerListResponse,
} from '@yangdee/contracts/seller-switching';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { storefrontUrl } from '../../lib/image-urls';
import type { AuthSeller } from '../../plugins/auth';
import { revokeSellerToken } from '../accounts/tokens.service';
import * as repo from './seller-accounts.repository';
import { startSellerSession } from './seller-session.service';
import * as switching from './seller-switching.repository';

// Branch switch (isShowBranch) and the platform admin's store switch (spec 2.7, 3, 7 "Branch and
// store switching"). A switch answers a new token, info and acl for the chosen store and revokes
// the token it came with. The branch list holds only the head office and branches of the
// token's own store group that the account is a member of; anything else is refused with 403.

const totalPages = (total: number) => Math.ceil(total / SELLER_LIST_PAGE_SIZE);

function addressOf(row: switching.StoreListRow): string {
  return [row.address, row.subDistrict, row.district, row.province, row.postCode]
    .filter(Boolean)
    .join(' ');
}

async function headOf(db: Db, storeId: number): Promise<number> {
  const store = await repo.findStore(db, storeId);
  if (!store) throw new AppError('NOT_FOUND');
  return store.parentStoreId ?? store.id;
}

export async function listBranches(
  db: Db,
  seller: AuthSeller,
  input: { keyword: string; page: number },
): Promise<BranchListResponse> {
  const { rows, total } = await switching.listGroupStores(db, {
    headStoreId: await headOf(db, seller.storeId),
    sellerUserId: seller.isPlatformAdmin ? null : seller.sellerUserId,
    keyword: input.keyword,
    page: input.page,
  });
  return {
    success: true,
    totalPage: totalPages(total),
    branchList: rows.map((row) => ({
      sellerId: row.id,
      name: row.branchName ? `${row.name} ${row.branchName}` : row.name,
      address: addressOf(row),
    })),
  };
}

async function switchTo(db: Db, seller: AuthSeller, storeId: number) {
  const user = await repo.findSellerUserById(db, seller.sellerUserId);
  if (!user) throw new AppError('TOKEN_INVALID');
  return db.transaction(async (tx) => {
    const session = await startSellerSession(tx, user, storeId);
    await revokeSellerToken(tx, seller.tokenId);
    return session;
  });
}

export async function changeBranch(
  db: Db,
  seller: AuthSeller,
  branchId: number,
): Promise<SellerSessionResponse> {
  const target = await repo.findStore(db, branchId);
  const head = await headOf(db, seller.storeId);
  const isInGroup = target && (target.id === head || target.parentStoreId === head);
  if (!isInGroup) throw new AppError('FORBIDDEN');
  if (!seller.isPlatformAdmin) {
    const membership = await repo.findMembership(db, seller.sellerUserId, branchId);
    if (!membership?.isActive) throw new AppError('FORBIDDEN');
  }
  return switchTo(db, seller, branchId);
}

export async function listSellers(
  db: Db,
  input: { keyword: string; page: number; approvalStatus?: ApprovalStatus },
): Promise<SellerListResponse> {
  const { rows, total } = await switching.listAllStores(db, input);
  return {
    success: true,
    totalPage: totalPages(total),
    sellerList: rows.map((row) => ({
      sellerId: row.id,
      picture: row.hasStorefront ? storefrontUrl(row.id) : null,
      name: row.name,
      branch: row.branchName,
      address: addressOf(row),
      approvalStatus: row.approvalStatus as ApprovalStatus,
    })),
  };
}

/** Platform admin only (the route's acl): any store, approved or not. */
export async function changeSeller(
  db: Db,
  seller: AuthSeller,
  sellerId: number,
): Promise<SellerSessionResponse> {
  if (!(await repo.findStore(db, sellerId))) throw new AppError('NOT_FOUND');
  return switchTo(db, seller, sellerId);
}
