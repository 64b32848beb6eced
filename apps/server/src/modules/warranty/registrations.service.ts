import { readDotCode } from '@yangdee/contracts/dot-codes';
import {
  type ClaimState,
  isUnderWarranty,
  type MyWarrantyList,
  OPEN_CLAIM_STATES,
  type WarrantyRegistration,
  warrantyEndsOn,
} from '@yangdee/contracts/warranty';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import * as repo from './registrations.repository';

// The shopper's warranty registrations (/my/warranty, decision 0161): one per tyre the shop
// fitted, with the shop's warranty terms frozen when it was fitted. Someone else's registration
// is "not found", exactly like one that does not exist.

export const REGISTRATION_NOT_FOUND = 'ไม่พบทะเบียนรับประกันนี้';

/**
 * Called by the orders lifecycle in the transaction that records a fitting (after the DOT codes
 * are written): each fitted tyre of the order becomes a registration.
 */
export function registerFittedTyres(tx: DbOrTx, orderId: number): Promise<number> {
  return repo.insertRegistrationsOf(tx, { orderId });
}

export const shopNameOf = (r: { storeName: string; branchName: string }) =>
  r.branchName ? `${r.storeName} สาขา${r.branchName.replace(/^สาขา/, '')}` : r.storeName;

export function toRegistration(
  r: repo.RegistrationRow,
  claims: readonly { id: number; state: string }[],
  today: string,
): WarrantyRegistration {
  const fittedOn = bangkokToday(r.fittedAt);
  const dot = readDotCode(r.dotCode);
  const open = claims.find((c) => OPEN_CLAIM_STATES.includes(c.state as ClaimState));
  return {
    id: r.id,
    orderNo: r.orderNo,
    tyreTitle: r.tyreTitle,
    tyreNo: r.tyreNo,
    tyreCount: r.tyreCount,
    dotCode: r.dotCode,
    dotWeek: dot?.week ?? null,
    dotYear: dot?.year ?? null,
    fittedOn,
    shopName: shopNameOf(r),
    shopTel: r.storeTel,
    hasWarranty: r.hasWarranty,
    warrantyTitle: r.warrantyTitle,
    months: r.warrantyMonths,
    kilometres: r.warrantyKm,
    coverage: r.warrantyCoverage,
    remark: r.warrantyRemark,
    endsOn: r.hasWarranty ? warrantyEndsOn(fittedOn, r.warrantyMonths) : null,
    isUnderWarranty: isUnderWarranty(
      { hasWarranty: r.hasWarranty, fittedOn, months: r.warrantyMonths },
      today,
    ),
    openClaimId: open?.id ?? null,
    claimIds: claims.map((c) => c.id),
  };
}

export async function listMyWarranty(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<MyWarrantyList> {
  // Tyres fitted before registrations existed (or seeded after migration 0037) join lazily.
  await repo.insertRegistrationsOf(db, { userId });
  const rows = await repo.findUserRegistrations(db, userId);
  const claims = await repo.findClaimStates(
    db,
    rows.map((r) => r.id),
  );
  const today = bangkokToday(now);
  return {
    registrations: rows.map((r) =>
      toRegistration(
        r as repo.RegistrationRow,
        claims.filter((c) => c.registrationId === r.id),
        today,
      ),
    ),
  };
}

/** One of the caller's registrations, or NOT_FOUND. */
export async function findOwnRegistration(db: DbOrTx, userId: number, id: number) {
  const row = await repo.findRegistration(db, id);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);
  return row;
}

export async function getMyRegistration(
  db: DbOrTx,
  userId: number,
  id: number,
  now: Date,
): Promise<WarrantyRegistration> {
  const row = await findOwnRegistration(db, userId, id);
  const claims = await repo.findClaimStates(db, [row.id]);
  return toRegistration(row, claims, bangkokToday(now));
}
