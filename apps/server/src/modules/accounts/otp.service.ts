import { createHash, randomInt } from 'node:crypto';
import {
  OTP_LIMITS,
  OTP_MAX_TRIES,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type OtpType,
  type RequestOtpResponse,
  type SubmitOtpBody,
} from '@yangdee/contracts/auth';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashSecret, newSecret, safeEqualHex } from '../../lib/tokens';
import type { CaptchaProvider } from '../../providers/captcha/captcha-provider';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import type { OtpAudience } from './otp.repository';
import * as otpRepo from './otp.repository';

// Phone OTP (issue 4/6): 6 random digits, single use, 5 minutes, 5 tries per code, resend only
// after the countdown, 3 codes per phone per 15 minutes and 10 per day, 30 per address per hour.
// SMS costs money and attackers pump it, so the limits are checked in the database under a
// per-phone lock before anything is sent. Only hashes are stored: the code is hashed together
// with the request token (which is itself stored only hashed), so a leaked table reveals no code.

export type OtpDeps = { db: Db; sms: SmsProvider; captcha: CaptchaProvider };

const MINUTE = 60_000;
const STEP_KEY_TTL_MS = 15 * MINUTE;

export function otpSmsText(code: string): string {
  return `รหัส OTP ยางดีของคุณคือ ${code} (ใช้ได้ภายใน 5 นาที) ห้ามบอกรหัสนี้กับผู้อื่น`;
}

function hashCode(token: string, code: string): string {
  return createHash('sha256').update(`${token}:${code}`).digest('hex');
}

export async function requestOtp(
  deps: OtpDeps,
  input: { tel: string; recaptcha: string; type: OtpType; ip: string },
  audience: OtpAudience = 'user',
): Promise<RequestOtpResponse> {
  if (!(await deps.captcha.verify(input.recaptcha, input.ip))) throw new AppError('CAPTCHA_FAILED');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = newSecret();
  const now = Date.now();

  await deps.db.transaction(async (tx) => {
    await otpRepo.lockTel(tx, input.tel);
    const latest = await otpRepo.findLatestCode(tx, input.tel, input.type, audience);
    if (latest && now - latest.createdAt.getTime() < OTP_RESEND_SECONDS * 1000) {
      throw new AppError('OTP_RESEND_TOO_SOON');
    }
    // One after another: a transaction is one connection, and pg refuses overlapping queries on it.
    const in15 = await otpRepo.countCodesForTel(tx, input.tel, new Date(now - 15 * MINUTE));
    const inDay = await otpRepo.countCodesForTel(tx, input.tel, new Date(now - 24 * 60 * MINUTE));
    const byIp = await otpRepo.countCodesForIp(tx, input.ip, new Date(now - 60 * MINUTE));
    if (
      in15 >= OTP_LIMITS.perTel15Min ||
      inDay >= OTP_LIMITS.perTelDay ||
      byIp >= OTP_LIMITS.perIpHour
    ) {
      throw new AppError('OTP_LIMIT_REACHED');
    }
    await otpRepo.insertCode(tx, {
      audience,
      purpose: input.type,
      tel: input.tel,
      codeHash: hashCode(token, code),
      tokenHash: hashSecret(token),
      expiresAt: new Date(now + OTP_TTL_SECONDS * 1000),
      ip: input.ip.slice(0, 64),
    });
  });

  // Registering a phone that already has an account gets the same answer and the same SMS: the
  // screen tells the owner only after the code proves the phone is theirs (decision 0004).
  try {
    await deps.sms.send(input.tel, otpSmsText(code));
  } catch {
    throw new AppError('SMS_FAILED');
  }
  return { success: true, token, expiresIn: OTP_TTL_SECONDS, resendIn: OTP_RESEND_SECONDS };
}

/**
 * Checks a submitted code. Every attempt is counted before the comparison, so the sixth attempt
 * is refused even with the right code. Answers the code's row id and phone; the caller marks it
 * used (with or without a step key) once it knows what the code unlocks.
 */
export async function verifyOtp(
  db: Db,
  input: SubmitOtpBody,
  audience: OtpAudience = 'user',
): Promise<{ id: number; tel: string }> {
  const row = await otpRepo.findCodeByToken(
    db,
    hashSecret(input.token),
    input.tel,
    input.type,
    audience,
  );
  if (!row || row.usedAt) throw new AppError('OTP_INVALID');
  if (row.failedTries >= OTP_MAX_TRIES) throw new AppError('OTP_TOO_MANY_TRIES');
  if (!(await otpRepo.takeAttempt(db, row.id, OTP_MAX_TRIES))) {
    throw new AppError('OTP_TOO_MANY_TRIES');
  }
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('OTP_EXPIRED');
  if (!safeEqualHex(row.codeHash, hashCode(input.token, input.otp))) {
    throw new AppError('OTP_INVALID');
  }
  return { id: row.id, tel: row.tel };
}

/** Marks the code used; with `withKey` also issues the single-use key of the next step. */
export async function useOtp(db: Db, id: number, withKey: boolean): Promise<string | undefined> {
  const key = withKey ? newSecret() : undefined;
  const ok = await otpRepo.markUsed(
    db,
    id,
    key
      ? { keyHash: hashSecret(key), keyExpiresAt: new Date(Date.now() + STEP_KEY_TTL_MS) }
      : undefined,
  );
  if (!ok) throw new AppError('OTP_INVALID');
  return key;
}

/** The phone a live step key stands for (without using it up). */
export async function peekStepKey(
  db: Db,
  key: string,
  purpose: OtpType,
  audience: OtpAudience = 'user',
): Promise<{ id: number; tel: string }> {
  const found = await otpRepo.findLiveKey(db, hashSecret(key), purpose, audience);
  if (!found) throw new AppError('OTP_STEP_EXPIRED');
  return found;
}

/**
 * Spends a verified step's key inside the caller's transaction, so the account change and the
 * key's use commit together; OTP_STEP_EXPIRED when it was spent already. With `lockPhone` the
 * phone's codes are locked first (registration: one account per phone, whoever is first).
 */
export async function spendStepKey(
  tx: DbOrTx,
  step: { id: number; tel: string },
  { lockPhone = false }: { lockPhone?: boolean } = {},
): Promise<void> {
  if (lockPhone) await otpRepo.lockTel(tx, step.tel);
  if (!(await otpRepo.consumeKey(tx, step.id))) throw new AppError('OTP_STEP_EXPIRED');
}
