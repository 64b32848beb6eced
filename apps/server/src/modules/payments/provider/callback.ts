import { parseProviderAmount } from './checksum';
import type { ProviderCallback } from './payment-provider';

// The provider's background callback (shared/payments.md "Callbacks"): form-urlencoded for card,
// mobile banking and instalments, JSON for QR, and no signature. This only reads it; the payments
// service believes it after check_status_txn confirms the reference, amount and status.

type Fields = Record<string, unknown>;

function fieldsOf(contentType: string | undefined, body: unknown): Fields | null {
  const type = String(contentType ?? '').toLowerCase();
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    const text = body.toString();
    if (type.includes('json')) {
      try {
        const parsed = JSON.parse(text);
        return parsed && typeof parsed === 'object' ? (parsed as Fields) : null;
      } catch {
        return null;
      }
    }
    return Object.fromEntries(new URLSearchParams(text));
  }
  return body && typeof body === 'object' ? (body as Fields) : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** Reads a callback body by its Content-Type; null when a required field is missing. */
export function parseProviderCallback(
  contentType: string | undefined,
  body: unknown,
): ProviderCallback | null {
  const fields = fieldsOf(contentType, body);
  if (!fields) return null;
  const callback: ProviderCallback = {
    resultCode: text(fields.resultCode),
    referenceNo: text(fields.referenceNo),
    gbpReferenceNo: text(fields.gbpReferenceNo),
    amountSatang: parseProviderAmount(fields.amount),
    paymentType: text(fields.paymentType),
  };
  if (
    !callback.resultCode ||
    !callback.referenceNo ||
    !callback.gbpReferenceNo ||
    !Number.isFinite(callback.amountSatang)
  ) {
    return null;
  }
  const cardNo = text(fields.cardNo);
  if (cardNo) callback.cardNo = cardNo;
  const payMonth = Number(text(fields.payMonth));
  if (Number.isInteger(payMonth) && payMonth > 0) callback.payMonth = payMonth;
  const perMonth = parseProviderAmount(fields.amountPerMonth);
  if (Number.isFinite(perMonth)) callback.amountPerMonthSatang = perMonth;
  return callback;
}
