import { randomBytes, randomInt } from 'node:crypto';

// Identifiers of one payment attempt (shared/payments.md):
// - referenceNo: ours, unique per attempt, at most 15 ASCII letters/digits (the provider's real
//   maximum is unknown), readable in the provider's back office: 'YD' + time + random.
// - the callback token: unguessable, in the backgroundUrl path, so that a forged callback cannot
//   even name a payment (callbacks carry no signature). Store only its hash.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'YD' + 8 base-34 characters of the time in ms + 5 random: 15 characters, sortable by time. */
export function newPaymentReferenceNo(now: number = Date.now()): string {
  let time = '';
  let rest = now;
  for (let i = 0; i < 8; i++) {
    time = ALPHABET[rest % ALPHABET.length] + time;
    rest = Math.floor(rest / ALPHABET.length);
  }
  let random = '';
  for (let i = 0; i < 5; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `YD${time}${random}`;
}

/** 32 random bytes, URL-safe: the per-payment token of the callback path. */
export function newCallbackToken(): string {
  return randomBytes(32).toString('base64url');
}
