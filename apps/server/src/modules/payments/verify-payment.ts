import { isPaidStatus, type PaymentProvider, type ProviderTxn } from './provider/payment-provider';

// The one question asked before an order becomes paid (shared/payments.md "Callbacks: believe
// nothing you have not checked"): the provider's status query, with the secret key, must find our
// reference, with our amount, in a paid state. A callback or a browser return is only a reason
// to ask; the reconciliation pass asks the same question about payments still pending.

export type ExpectedPayment = { referenceNo: string; amountSatang: number };

export type PaymentVerdict =
  | { outcome: 'paid'; txn: ProviderTxn }
  | { outcome: 'failed'; txn: ProviderTxn }
  | { outcome: 'pending'; txn: ProviderTxn }
  | { outcome: 'mismatch'; reason: 'reference' | 'amount'; txn: ProviderTxn }
  | { outcome: 'unknown'; resultCode: string };

export async function verifyPayment(
  provider: PaymentProvider,
  expected: ExpectedPayment,
): Promise<PaymentVerdict> {
  const status = await provider.checkStatus(expected.referenceNo);
  if (!status.isFound) return { outcome: 'unknown', resultCode: status.resultCode };
  const { txn } = status;
  if (txn.referenceNo !== expected.referenceNo)
    return { outcome: 'mismatch', reason: 'reference', txn };
  if (txn.amountSatang !== expected.amountSatang)
    return { outcome: 'mismatch', reason: 'amount', txn };
  if (isPaidStatus(txn.paymentType, txn.status)) return { outcome: 'paid', txn };
  if (txn.status === 'D' || txn.status === 'V') return { outcome: 'failed', txn };
  return { outcome: 'pending', txn };
}
