import { PRIVACY_POLICY_VERSION, type PrivacyState } from '@yangdee/contracts/user-profile';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './profile.repository';

// PDPA consent (Thailand's Personal Data Protection Act B.E. 2562): each accept or withdraw is
// kept with its time and the notice version; the data subject may withdraw at any time (s.19),
// obtain a copy of their data (s.30, see export-data.service.ts) and ask for erasure (s.33).

export async function getPrivacy(db: Db, userId: number): Promise<PrivacyState> {
  const user = await repo.findUser(db, userId);
  if (!user) throw new AppError('TOKEN_INVALID');
  const history = await repo.findConsents(db, userId);
  return {
    isAcceptPrivacy: user.isAcceptPrivacy,
    acceptedAt: user.isAcceptPrivacy ? (user.privacyAcceptedAt?.toISOString() ?? null) : null,
    policyVersion: PRIVACY_POLICY_VERSION,
    deletionRequestedAt: user.deletionRequestedAt?.toISOString() ?? null,
    history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
  };
}

export async function savePrivacy(db: Db, userId: number, isAccepted: boolean): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, userId, {
      isAcceptPrivacy: isAccepted,
      privacyAcceptedAt: isAccepted ? now : null,
    });
    await repo.insertConsent(tx, {
      userId,
      isAccepted,
      policyVersion: PRIVACY_POLICY_VERSION,
      createdAt: now,
    });
  });
}

export const DELETION_REQUEST_MESSAGE =
  'เราได้รับคำขอลบบัญชีของคุณแล้ว ทีมงานจะตรวจสอบและลบข้อมูลส่วนบุคคลภายใน 30 วัน ' +
  'ยกเว้นข้อมูลคำสั่งซื้อและใบเสร็จที่กฎหมายบัญชีและภาษีกำหนดให้เก็บไว้ ' +
  'เราจะแจ้งผลทางอีเมลหรือหมายเลขโทรศัพท์ที่ลงทะเบียนไว้ ' +
  'หากเปลี่ยนใจ กรุณาติดต่อเราก่อนครบกำหนด';

/** Records the request (idempotent: a second request keeps the first time). */
export async function requestDeletion(db: Db, userId: number): Promise<Date> {
  const user = await repo.findUser(db, userId);
  if (!user) throw new AppError('TOKEN_INVALID');
  if (user.deletionRequestedAt) return user.deletionRequestedAt;
  const now = new Date();
  await repo.updateUser(db, userId, { deletionRequestedAt: now });
  return now;
}
