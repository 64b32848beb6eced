import { formatAccountNumber, transferBankOf } from '@yangdee/contracts/bank-accounts';
import {
  maskTel,
  PAYOUT_ACCOUNT_HOLD_HOURS,
  type PayoutAccountView,
  type RequestPayoutOtpResponse,
  type SavePayoutAccountBody,
  SavePayoutAccountBodySchema,
} from '@yangdee/contracts/payouts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storePayoutAccounts } from '../../../db/schema/payouts';
import { AppError } from '../../../lib/app-error';
import type { AuthSeller } from '../../../plugins/auth';
import type { SmsProvider } from '../../../providers/sms/sms-provider';
import { requestOtp, useOtp, verifyOtp } from '../../accounts/otp.service';
import { headOfficeStanding } from '../../seller-accounts/shop-owner';

// The shop's payout account (decision 0140), kept on the head office, in the profile. Only the
// owner sees the whole number and changes it, proving it by a code sent to their own proven
// phone (the seller OTP service, audience 'payout' so these codes never sign anyone in); the
// owner is told by SMS, and the next payout waits 24 h (payout-build.service.ts).

const HOUR_MS = 3_600_000;
/** The owner is signed in: the code goes to their own proven phone, so no captcha is asked. */
const SIGNED_IN = { verify: async () => true };

async function requireOwnerPhone(db: Db, seller: Pick<AuthSeller, 'sellerUserId' | 'storeId'>) {
  const ctx = await headOfficeStanding(db, seller);
  if (!ctx.isOwner) throw new AppError('OWNER_ONLY');
  if (!ctx.user?.tel || !ctx.user.telVerifiedAt) {
    throw new AppError('CONFLICT', 'กรุณายืนยันเบอร์โทรศัพท์ของคุณในหน้าบัญชีของฉันก่อน จึงจะเปลี่ยนบัญชีรับเงินได้');
  }
  return { ...ctx, tel: ctx.user.tel };
}

export async function getPayoutAccount(
  db: Db,
  seller: Pick<AuthSeller, 'sellerUserId' | 'storeId'>,
): Promise<PayoutAccountView> {
  const ctx = await headOfficeStanding(db, seller);
  const [row] = await db
    .select()
    .from(storePayoutAccounts)
    .where(eq(storePayoutAccounts.storeId, ctx.headId));
  const ownerTelMasked = ctx.isOwner && ctx.user?.tel ? maskTel(ctx.user.tel) : '';
  if (!row) {
    return {
      hasAccount: false,
      bankCode: null,
      bankName: null,
      accountNumberMasked: null,
      accountNumber: null,
      accountName: null,
      changedAt: null,
      heldUntil: null,
      isOwner: ctx.isOwner,
      ownerTelMasked,
    };
  }
  return {
    hasAccount: true,
    bankCode: row.bankCode,
    bankName: transferBankOf(row.bankCode)?.name ?? row.bankCode,
    accountNumberMasked: formatAccountNumber(row.accountNumber, true),
    accountNumber: ctx.isOwner ? formatAccountNumber(row.accountNumber) : null,
    accountName: row.accountName,
    changedAt: row.changedAt.toISOString(),
    heldUntil: new Date(
      row.changedAt.getTime() + PAYOUT_ACCOUNT_HOLD_HOURS * HOUR_MS,
    ).toISOString(),
    isOwner: ctx.isOwner,
    ownerTelMasked,
  };
}

export async function requestPayoutAccountOtp(
  deps: { db: Db; sms: SmsProvider },
  seller: Pick<AuthSeller, 'sellerUserId' | 'storeId'>,
  ip: string,
): Promise<RequestPayoutOtpResponse> {
  const owner = await requireOwnerPhone(deps.db, seller);
  const sent = await requestOtp(
    { db: deps.db, sms: deps.sms, captcha: SIGNED_IN },
    { tel: owner.tel, recaptcha: '', type: 'reset', ip },
    'payout',
  );
  return { ...sent, success: true, telMasked: maskTel(owner.tel) };
}

export async function savePayoutAccount(
  deps: { db: Db; sms: SmsProvider; log?: (error: unknown) => void },
  seller: Pick<AuthSeller, 'sellerUserId' | 'storeId'>,
  input: SavePayoutAccountBody,
  now = new Date(),
): Promise<PayoutAccountView> {
  const body = SavePayoutAccountBodySchema.parse(input);
  const owner = await requireOwnerPhone(deps.db, seller);
  const code = await verifyOtp(
    deps.db,
    { type: 'reset', tel: owner.tel, otp: body.otp, token: body.otpToken },
    'payout',
  );
  await useOtp(deps.db, code.id, false);
  const values = {
    bankCode: body.bankCode,
    accountNumber: body.accountNumber,
    accountName: body.accountName,
    changedAt: now,
    changedBy: seller.sellerUserId,
  };
  await deps.db
    .insert(storePayoutAccounts)
    .values({ storeId: owner.headId, ...values })
    .onConflictDoUpdate({ target: storePayoutAccounts.storeId, set: values });
  const bank = transferBankOf(body.bankCode)?.name ?? body.bankCode;
  try {
    await deps.sms.send(
      owner.tel,
      `ยางดี: บัญชีรับเงินของร้าน ${owner.storeName} ถูกเปลี่ยนเป็น ${bank} ${formatAccountNumber(body.accountNumber, true)} การโอนรอบถัดไปจะพักไว้ 24 ชั่วโมง หากคุณไม่ได้เปลี่ยน โปรดติดต่อยางดีทันที`,
    );
  } catch (error) {
    deps.log?.(error);
  }
  return getPayoutAccount(deps.db, seller);
}
