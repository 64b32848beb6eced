import type { Transaction } from './state';

// The result fields the provider sends to responseUrl (browser) and backgroundUrl (server), per
// shared/payments.md: form-urlencoded strings for C/M/I, JSON with a numeric amount for Q.

function bangkokParts(date: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bangkok',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.day}${parts.month}${parts.year}`,
    time: `${parts.hour}${parts.minute}${parts.second}`,
  };
}

export function resultFields(txn: Transaction, now = new Date()): Record<string, string> {
  const { date, time } = bangkokParts(txn.paidAt ?? now);
  const fields: Record<string, string> = {
    resultCode: txn.resultCode ?? '',
    amount: txn.amount,
    referenceNo: txn.referenceNo,
    gbpReferenceNo: txn.gbpReferenceNo,
    currencyCode: '764',
    paymentType: txn.paymentType,
    date,
    time,
  };
  if (txn.card) {
    fields.cardNo = txn.card.maskedNumber;
    fields.cardHolderName = txn.card.name;
  }
  if (txn.paymentType === 'I' && txn.term) {
    fields.payMonth = String(txn.term);
    fields.amountPerMonth = (Number(txn.amount) / txn.term).toFixed(2);
  }
  fields.totalAmount = txn.amount;
  fields.thbAmount = txn.amount;
  fields.retryFlag = 'N';
  txn.merchantDefined.forEach((value, i) => {
    fields[`merchantDefined${i + 1}`] = value;
  });
  return fields;
}

/** The QR channel's JSON callback body: amount as a number. */
export function qrResultBody(txn: Transaction, now = new Date()): Record<string, unknown> {
  const {
    cardNo: _c,
    cardHolderName: _n,
    totalAmount: _t,
    thbAmount: _b,
    ...rest
  } = resultFields(txn, now);
  return { ...rest, amount: Number(txn.amount) };
}

export function merchantDefinedOf(body: Record<string, unknown>): string[] {
  return [1, 2, 3, 4, 5].map((i) => String(body[`merchantDefined${i}`] ?? ''));
}
