// PromptPay (Thai QR) bill-payment payloads, EMVCo merchant-presented QR (shared/payments.md
// "QR"): tags in the order 00 01 30 53 54 58 59 63, each as id(2) + length(2, decimal) + value,
// closed by a CRC-16/CCITT-FALSE over everything including '6304'. Dependency-free so the sandbox,
// the server and the tests all read and write the same thing.

export const PROMPTPAY_BILL_PAYMENT_AID = 'A000000677010112';
export const THB_NUMERIC_CODE = '764';

export type PromptPayBillPayment = {
  /** 13-digit tax id + 2-digit suffix. */
  billerId: string;
  /** Reference 1 (up to 20 characters; the provider sends 18). */
  ref1: string;
  /** Reference 2: our referenceNo, left-padded with zeros to 18 by `toQrReference`. */
  ref2: string;
  /** Baht with two decimals, e.g. '1000.00'. */
  amount: string;
  /** ASCII merchant name, at most 25 characters. */
  merchantName: string;
};

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 upper hex. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMVCo tag ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Our referenceNo as the QR's reference 2: zero-padded on the left to 18 characters. */
export function toQrReference(referenceNo: string): string {
  return referenceNo.padStart(18, '0');
}

export function buildBillPaymentPayload(input: PromptPayBillPayment): string {
  const merchant = [
    tlv('00', PROMPTPAY_BILL_PAYMENT_AID),
    tlv('01', input.billerId),
    tlv('02', input.ref1),
    tlv('03', input.ref2),
  ].join('');
  const body = [
    tlv('00', '01'),
    tlv('01', '12'), // 12 = dynamic (one-time) QR
    tlv('30', merchant),
    tlv('53', THB_NUMERIC_CODE),
    tlv('54', input.amount),
    tlv('58', 'TH'),
    tlv('59', input.merchantName.slice(0, 25)),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16CcittFalse(withCrcTag);
}

/** Splits a TLV string into [id, value] pairs; null when the lengths do not add up. */
export function parseTlv(text: string): Array<[string, string]> | null {
  const out: Array<[string, string]> = [];
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const len = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(i + 2, i + 4))) return null;
    const value = text.slice(i + 4, i + 4 + len);
    if (value.length !== len) return null;
    out.push([id, value]);
    i += 4 + len;
  }
  return out;
}

export type ParsedBillPayment = PromptPayBillPayment & { tagOrder: string[]; crc: string };

/** Reads a bill-payment payload back; null when it is malformed or its CRC is wrong. */
export function parseBillPaymentPayload(payload: string): ParsedBillPayment | null {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return null;
  const crc = payload.slice(-4);
  if (crc16CcittFalse(payload.slice(0, -4)) !== crc) return null;
  const tags = parseTlv(payload);
  if (!tags) return null;
  const map = new Map(tags);
  const merchant = parseTlv(map.get('30') ?? '');
  if (!merchant) return null;
  const m = new Map(merchant);
  if (m.get('00') !== PROMPTPAY_BILL_PAYMENT_AID) return null;
  return {
    tagOrder: tags.map(([id]) => id),
    billerId: m.get('01') ?? '',
    ref1: m.get('02') ?? '',
    ref2: m.get('03') ?? '',
    amount: map.get('54') ?? '',
    merchantName: map.get('59') ?? '',
    crc,
  };
}
