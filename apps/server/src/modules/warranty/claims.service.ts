import { satangToBaht } from '@yangdee/contracts/seller-stock';
import {
  type AcceptClaimBody,
  type AnswerClaimBody,
  type AskClaimInfoBody,
  CLAIM_EVENT_LABEL_TH,
  CLAIM_REMEDY_LABEL_TH,
  CLAIM_STATE_LABEL_TH,
  type ClaimEvent,
  type ClaimRemedy,
  type ClaimState,
  CREDIT_BASIS_LABEL_TH,
  type CreditBasis,
  type FileClaimBody,
  isUnderWarranty,
  nextClaimState,
  proRataCreditSatang,
  type RejectClaimBody,
  type WarrantyClaim,
} from '@yangdee/contracts/warranty';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { reencodeBase64Image } from '../../lib/images';
import { bangkokToday } from '../../lib/time';
import { type UploadStore, uploadUrl } from '../../lib/uploads';
import { enqueueClaimMessage } from './claim-messages';
import * as repo from './claims.repository';
import * as registrations from './registrations.repository';
import { findOwnRegistration, REGISTRATION_NOT_FOUND, shopNameOf } from './registrations.service';

// Warranty claims (issue 36 item 2, decision 0161): the shopper files one from a registration
// (what happened, 1–4 photos checked and re-encoded like every upload, the odometer); the shop
// asks for more, accepts (a new tyre, or a pro-rata credit computed by contracts) or rejects with
// a reason. Every move asks CLAIM_TRANSITIONS, writes `WHERE state = $current`, records a step
// and puts a message in the outbox, all in one transaction. A claim of another shopper, or of a
// shop outside the caller's branch wall, is "not found".

export const CLAIM_NOT_FOUND = 'ไม่พบรายการเคลมนี้';
const bahtText = (satang: number) =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PHOTO_BOX = { width: 1600, height: 1600 };

export type ClaimDeps = { db: Db; uploads: UploadStore; now?: () => Date };
export type ClaimActor = { kind: 'customer' | 'staff'; id: number; name: string };

/** Re-encodes every photo and saves it; on any failure removes what it saved. */
async function savePhotos(uploads: UploadStore, photos: readonly string[]): Promise<string[]> {
  const names: string[] = [];
  try {
    // One at a time: each decode holds a full picture in memory.
    for (const data of photos) {
      const image = await reencodeBase64Image(data, PHOTO_BOX);
      names.push(await uploads.save(image.bytes, image.ext));
    }
  } catch (error) {
    await uploads.remove(names);
    throw error;
  }
  return names;
}

async function withPhotos<T>(
  uploads: UploadStore,
  photos: readonly string[],
  write: (names: string[]) => Promise<T>,
): Promise<T> {
  const names = await savePhotos(uploads, photos);
  try {
    return await write(names);
  } catch (error) {
    await uploads.remove(names);
    throw error;
  }
}

const customerNameOf = (customer: unknown) => {
  const c = (customer ?? {}) as { firstName?: string; lastName?: string };
  return [c.firstName, c.lastName].filter(Boolean).join(' ');
};

async function toClaim(db: DbOrTx, claim: repo.ClaimRow): Promise<WarrantyClaim> {
  const reg = await registrations.findRegistration(db, claim.registrationId);
  if (!reg) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  const steps = await repo.findSteps(db, claim.id);
  const state = claim.state as ClaimState;
  const remedy = (claim.remedy as ClaimRemedy | null) ?? null;
  return {
    id: claim.id,
    registrationId: claim.registrationId,
    state,
    stateText: CLAIM_STATE_LABEL_TH[state],
    tyreTitle: reg.tyreTitle,
    dotCode: reg.dotCode,
    fittedOn: bangkokToday(reg.fittedAt),
    orderNo: reg.orderNo,
    shopName: shopNameOf(reg),
    customerName: customerNameOf(reg.customer),
    warrantyTitle: reg.warrantyTitle,
    months: reg.warrantyMonths,
    kilometres: reg.warrantyKm,
    coverage: reg.warrantyCoverage,
    odometerKm: claim.odometerKm,
    story: claim.story,
    photos: claim.photos.map(uploadUrl),
    tyrePrice: satangToBaht(reg.priceSatang),
    remedy,
    remedyText: remedy ? CLAIM_REMEDY_LABEL_TH[remedy] : '',
    creditBasis: (claim.creditBasis as CreditBasis | null) ?? null,
    credit: claim.creditSatang === null ? null : satangToBaht(claim.creditSatang),
    rejectReason: claim.rejectReason,
    filedAt: claim.createdAt.toISOString(),
    updatedAt: claim.updatedAt.toISOString(),
    steps: steps.map((s) => ({
      event: s.event as ClaimEvent,
      label: CLAIM_EVENT_LABEL_TH[s.event as ClaimEvent] ?? s.event,
      text: s.text,
      photos: s.photos.map(uploadUrl),
      by: s.actorName,
      at: s.createdAt.toISOString(),
    })),
  };
}

// ---- the shopper ----

export async function fileClaim(
  deps: ClaimDeps,
  actor: ClaimActor,
  body: FileClaimBody,
): Promise<{ claim: WarrantyClaim; message: string }> {
  const now = deps.now?.() ?? new Date();
  const reg = await findOwnRegistration(deps.db, actor.id, body.registrationId);
  const fittedOn = bangkokToday(reg.fittedAt);
  if (!reg.hasWarranty) {
    throw new AppError('BAD_REQUEST', 'ยางเส้นนี้ไม่มีการรับประกันจากร้าน จึงยื่นเคลมไม่ได้');
  }
  if (
    !isUnderWarranty({ hasWarranty: true, fittedOn, months: reg.warrantyMonths }, bangkokToday(now))
  ) {
    throw new AppError('BAD_REQUEST', 'ยางเส้นนี้หมดระยะเวลารับประกันแล้ว จึงยื่นเคลมไม่ได้');
  }
  const openMessage = 'ยางเส้นนี้มีเคลมที่ร้านกำลังดำเนินการอยู่แล้ว กรุณาติดตามเคลมเดิม';
  // Before any picture is decoded: a second claim costs nothing.
  if (await repo.hasOpenClaim(deps.db, reg.id)) throw new AppError('CONFLICT', openMessage);
  const claimId = await withPhotos(deps.uploads, body.photos, (names) =>
    deps.db
      .transaction(async (tx) => {
        const id = await repo.insertClaim(tx, {
          registrationId: reg.id,
          userId: actor.id,
          storeId: reg.storeId,
          state: 'submitted',
          story: body.story,
          odometerKm: body.odometerKm,
          photos: names,
          createdAt: now,
          updatedAt: now,
        });
        await repo.insertStep(tx, {
          claimId: id,
          event: 'FILE',
          actorKind: 'customer',
          actorId: actor.id,
          actorName: customerNameOf(reg.customer) || 'ลูกค้า',
          text: `${body.story}\nเลขไมล์ ${body.odometerKm.toLocaleString('en-US')} กม.`,
          photos: names,
          createdAt: now,
        });
        await enqueueClaimMessage(tx, 'claim_filed', id, reg, {}, now);
        return id;
      })
      .catch((error: unknown) => {
        // Two claims at once: the partial unique index keeps one.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', openMessage);
        throw error;
      }),
  );
  const claim = await repo.findClaim(deps.db, claimId);
  if (!claim) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  return {
    claim: await toClaim(deps.db, claim),
    message: 'ส่งเรื่องเคลมถึงร้านแล้ว ร้านจะตรวจสอบและแจ้งผลให้ทราบ',
  };
}

export async function getMyClaim(db: DbOrTx, userId: number, id: number): Promise<WarrantyClaim> {
  const claim = await repo.findClaim(db, id);
  if (!claim || claim.userId !== userId) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  return toClaim(db, claim);
}

export async function answerClaim(
  deps: ClaimDeps,
  actor: ClaimActor,
  id: number,
  body: AnswerClaimBody,
): Promise<{ claim: WarrantyClaim; message: string }> {
  const now = deps.now?.() ?? new Date();
  const found = await repo.findClaim(deps.db, id);
  if (!found || found.userId !== actor.id) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  if (nextClaimState(found.state as ClaimState, 'ANSWER') === null) {
    throw new AppError('CONFLICT', 'ร้านไม่ได้ขอข้อมูลเพิ่มเติมในขณะนี้');
  }
  await withPhotos(deps.uploads, body.photos, (names) =>
    moveClaim(deps.db, id, 'ANSWER', actor, now, {
      check: (claim) => {
        if (claim.userId !== actor.id) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
      },
      patch: () => ({}),
      step: { text: body.text, photos: names },
      message: { kind: 'claim_answered', data: { text: body.text } },
    }),
  );
  return { claim: await getMyClaim(deps.db, actor.id, id), message: 'ส่งข้อมูลเพิ่มเติมถึงร้านแล้ว' };
}

// ---- the shop ----

type MoveOptions = {
  /** Throws to refuse (not the caller's claim); nothing is written. */
  check: (claim: repo.ClaimRow) => void | Promise<void>;
  patch: (claim: repo.ClaimRow, reg: registrations.RegistrationRow) => Partial<repo.ClaimRow>;
  step:
    | { text: string; photos?: string[] }
    | ((patch: Partial<repo.ClaimRow>) => { text: string; photos?: string[] });
  message: {
    kind: 'claim_info_requested' | 'claim_answered' | 'claim_accepted' | 'claim_rejected';
    data:
      | (Record<string, unknown> & { text?: string })
      | ((claim: repo.ClaimRow) => Record<string, unknown>);
  };
};

/** One move of the transition table: lock, check, write `WHERE state = $current`, step, message. */
async function moveClaim(
  db: Db,
  id: number,
  event: ClaimEvent,
  actor: ClaimActor,
  now: Date,
  options: MoveOptions,
): Promise<void> {
  await db.transaction(async (tx) => {
    const claim = await repo.lockClaim(tx, id);
    if (!claim) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
    await options.check(claim);
    const to = nextClaimState(claim.state as ClaimState, event);
    if (to === null) throw new AppError('CONFLICT', 'เคลมนี้ดำเนินการไปแล้ว กรุณาโหลดหน้าใหม่');
    const reg = await registrations.findRegistration(tx, claim.registrationId);
    if (!reg) throw new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);
    const patch = options.patch(claim, reg);
    const isFinal = to === 'accepted' || to === 'rejected';
    const moved = await repo.updateClaim(tx, id, claim.state, {
      ...patch,
      state: to,
      updatedAt: now,
      ...(isFinal ? { decidedAt: now } : {}),
    });
    if (!moved) throw new AppError('CONFLICT', 'เคลมนี้ดำเนินการไปแล้ว กรุณาโหลดหน้าใหม่');
    const step = typeof options.step === 'function' ? options.step(patch) : options.step;
    await repo.insertStep(tx, {
      claimId: id,
      event,
      actorKind: actor.kind,
      actorId: actor.id,
      // The shopper reads the shop's steps as the shop's, not a staff member's name.
      actorName: actor.kind === 'staff' ? shopNameOf(reg) : customerNameOf(reg.customer) || 'ลูกค้า',
      text: step.text,
      photos: step.photos ?? [],
      createdAt: now,
    });
    const data =
      typeof options.message.data === 'function'
        ? options.message.data({ ...claim, ...patch } as repo.ClaimRow)
        : options.message.data;
    await enqueueClaimMessage(tx, options.message.kind, id, reg, data, now);
  });
}

/** The stores whose claims the seller may see (branch wall + manageWarrantyClaim). */
export type ClaimScope = (branchId?: number) => Promise<number[]>;

async function checkInScope(scope: ClaimScope, claim: repo.ClaimRow) {
  inScope(await scope(), claim);
}

/** The wall is read before a move's transaction opens (one connection on PGlite). */
function inScope(ids: readonly number[], claim: repo.ClaimRow) {
  if (!ids.includes(claim.storeId)) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
}

export async function getSellerClaim(db: DbOrTx, scope: ClaimScope, id: number) {
  const claim = await repo.findClaim(db, id);
  if (!claim) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  await checkInScope(scope, claim);
  return toClaim(db, claim);
}

export async function listSellerClaims(
  db: DbOrTx,
  scope: ClaimScope,
  body: { state: string; branchId?: number },
) {
  const ids = await scope(body.branchId);
  const rows = ids.length === 0 ? [] : await repo.findStoreClaims(db, ids, body.state);
  return {
    claims: rows.map((r) => {
      const state = r.state as ClaimState;
      return {
        id: r.id,
        state,
        stateText: CLAIM_STATE_LABEL_TH[state],
        tyreTitle: r.tyreTitle,
        orderNo: r.orderNo,
        customerName: customerNameOf(r.customer),
        shopName: shopNameOf(r),
        filedAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    }),
  };
}

export async function askClaimInfo(
  deps: ClaimDeps,
  scope: ClaimScope,
  actor: ClaimActor,
  id: number,
  body: AskClaimInfoBody,
) {
  const ids = await scope();
  await moveClaim(deps.db, id, 'ASK_INFO', actor, deps.now?.() ?? new Date(), {
    check: (claim) => inScope(ids, claim),
    patch: () => ({}),
    step: { text: body.text },
    message: { kind: 'claim_info_requested', data: { text: body.text } },
  });
  return {
    claim: await getSellerClaim(deps.db, scope, id),
    message: 'ส่งคำขอข้อมูลเพิ่มเติมถึงลูกค้าแล้ว',
  };
}

export async function rejectClaim(
  deps: ClaimDeps,
  scope: ClaimScope,
  actor: ClaimActor,
  id: number,
  body: RejectClaimBody,
) {
  const ids = await scope();
  await moveClaim(deps.db, id, 'REJECT', actor, deps.now?.() ?? new Date(), {
    check: (claim) => inScope(ids, claim),
    patch: () => ({ rejectReason: body.reason }),
    step: { text: body.reason },
    message: { kind: 'claim_rejected', data: { text: body.reason } },
  });
  return { claim: await getSellerClaim(deps.db, scope, id), message: 'บันทึกผลไม่อนุมัติเคลมแล้ว' };
}

/** The credit an accept would give (satang), or null for a replacement; refuses what cannot be. */
export function creditOf(
  body: AcceptClaimBody,
  claim: Pick<repo.ClaimRow, 'createdAt'>,
  reg: Pick<registrations.RegistrationRow, 'priceSatang' | 'warrantyMonths' | 'fittedAt'>,
): number | null {
  if (body.remedy !== 'credit') return null;
  if (body.basis === 'months') {
    if (!reg.warrantyMonths) {
      throw new AppError('BAD_REQUEST', 'การรับประกันนี้ไม่ได้กำหนดจำนวนเดือน กรุณาคิดส่วนลดตามดอกยางที่เหลือ');
    }
    return proRataCreditSatang({
      basis: 'months',
      priceSatang: reg.priceSatang,
      months: reg.warrantyMonths,
      fittedOn: bangkokToday(reg.fittedAt),
      filedOn: bangkokToday(claim.createdAt),
    });
  }
  return proRataCreditSatang({
    basis: 'tread',
    priceSatang: reg.priceSatang,
    newTreadTenths: body.newTreadTenths ?? 0,
    remainingTreadTenths: body.remainingTreadTenths ?? 0,
  });
}

export async function acceptClaim(
  deps: ClaimDeps,
  scope: ClaimScope,
  actor: ClaimActor,
  id: number,
  body: AcceptClaimBody,
) {
  const ids = await scope();
  const isCredit = body.remedy === 'credit';
  await moveClaim(deps.db, id, 'ACCEPT', actor, deps.now?.() ?? new Date(), {
    check: (claim) => inScope(ids, claim),
    patch: (claim, reg) => ({
      remedy: body.remedy,
      creditBasis: isCredit ? (body.basis ?? null) : null,
      newTreadTenths: isCredit && body.basis === 'tread' ? (body.newTreadTenths ?? null) : null,
      remainingTreadTenths:
        isCredit && body.basis === 'tread' ? (body.remainingTreadTenths ?? null) : null,
      creditSatang: creditOf(body, claim, reg),
    }),
    step: (patch) => ({
      text: [
        CLAIM_REMEDY_LABEL_TH[body.remedy],
        patch.creditSatang != null
          ? `${CREDIT_BASIS_LABEL_TH[body.basis ?? 'tread']} ${bahtText(patch.creditSatang)} บาท`
          : '',
        body.note ? `หมายเหตุ: ${body.note}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    }),
    message: {
      kind: 'claim_accepted',
      data: (claim) => ({ remedy: body.remedy, creditSatang: claim.creditSatang }),
    },
  });
  return { claim: await getSellerClaim(deps.db, scope, id), message: 'อนุมัติเคลมเรียบร้อยแล้ว' };
}
