// The payment provider port (ARCHITECTURE "providers"; medusa's payment provider idea): what the
// payments module needs from GB Prime Pay, whatever host answers (the real test or live API, or
// apps/payment-sandbox). Amounts cross this port in integer satang; the adapter formats baht.

export type PaymentType = 'C' | 'M' | 'I' | 'Q';
/** G created, A authorised, S settled, V voided, D declined (shared/payments.md). */
export type ProviderTxnStatus = 'G' | 'A' | 'S' | 'V' | 'D';

export type CustomerFields = {
  detail?: string;
  customerName?: string;
  customerEmail?: string;
  customerAddress?: string;
  customerTelephone?: string;
  /** merchantDefined1..5 */
  merchantDefined?: string[];
};

export type PaymentTarget = CustomerFields & {
  amountSatang: number;
  /** Ours, unique per payment attempt, 1-15 ASCII letters/digits. */
  referenceNo: string;
  /** Where the provider sends the browser back (shows a result, never marks anything paid). */
  responseUrl: string;
  /** Server-to-server callback; carries an unguessable per-payment token in its path. */
  backgroundUrl: string;
};

export type CardChargeResult = {
  isAccepted: boolean;
  resultCode: string;
  resultMessage: string;
  gbpReferenceNo?: string;
};

/** A browser form post to the provider: where to, and with which fields. */
export type ProviderForm = { action: string; fields: Record<string, string> };

export type QrResult = {
  isAccepted: boolean;
  resultCode: string;
  resultMessage: string;
  gbpReferenceNo?: string;
  /** The EMVCo PromptPay payload (text form). */
  payload?: string;
};

export type ProviderTxn = {
  referenceNo: string;
  gbpReferenceNo: string;
  amountSatang: number;
  status: ProviderTxnStatus;
  paymentType: PaymentType | string;
  resultCode?: string;
};

export type StatusResult =
  | { isFound: true; txn: ProviderTxn }
  | { isFound: false; resultCode: string; resultMessage: string };

/**
 * Closing an attempt (decision 0134): `isClosed` when it can no longer be paid (voided, or its
 * reference closed before use); `isPaid` when the provider refused because it is paid already.
 */
export type VoidResult = {
  isClosed: boolean;
  isPaid: boolean;
  resultCode: string;
  resultMessage: string;
};

/**
 * Money given back (decision 0134): `isRefunded` also when it had been given back already;
 * `isPending` when the provider took the refund but has not settled it yet (ask again later,
 * decision 0139). Neither: refused (the result code says why).
 */
export type RefundResult = {
  isRefunded: boolean;
  isPending?: boolean;
  resultCode: string;
  resultMessage: string;
};

/** A transaction's status in the provider's daily report (docs/payments-report.md). */
export type ProviderReportStatus = 'paid' | 'refunded' | 'voided' | 'failed';

/** One line of the provider's daily transaction report. */
export type ProviderReportRow = {
  referenceNo: string;
  gbpReferenceNo: string;
  paymentType: string;
  amountSatang: number;
  /** As the provider wrote it: one of ProviderReportStatus unless it invented another. */
  status: string;
  /** The provider's fee with its VAT, when the report says. */
  feeSatang?: number;
};

/** A day's report, or why there is none yet (`07`: the day's report is not ready). */
export type DailyReportResult =
  | { isReady: true; rows: ProviderReportRow[] }
  | { isReady: false; resultCode: string; resultMessage: string };

/** A background callback, read but NOT believed: confirm it with checkStatus first. */
export type ProviderCallback = {
  resultCode: string;
  referenceNo: string;
  gbpReferenceNo: string;
  amountSatang: number;
  paymentType: string;
  /** Masked card number, when a card paid. */
  cardNo?: string;
  payMonth?: number;
  amountPerMonthSatang?: number;
};

export interface PaymentProvider {
  readonly name: 'sandbox' | 'gbprimepay';
  /** Scheme + host of the provider, for the Content-Security-Policy and the browser's forms. */
  readonly origin: string;
  /** The public key the browser uses for the tokenizer and the 3-D Secure form. */
  readonly publicKey: string;
  /** The tokenizer URL the browser posts the card to (the card never reaches our server). */
  readonly tokenUrl: string;
  chargeCard(cardToken: string, target: PaymentTarget): Promise<CardChargeResult>;
  threeDSecureForm(gbpReferenceNo: string): ProviderForm;
  mobileBankingForm(target: PaymentTarget & { bankCode: string }): ProviderForm;
  installmentForm(target: PaymentTarget & { bankCode: string; term: number }): ProviderForm;
  createQr(target: Omit<PaymentTarget, 'responseUrl'>): Promise<QrResult>;
  createQrImage(target: Omit<PaymentTarget, 'responseUrl'>): Promise<Buffer>;
  checkStatus(referenceNo: string): Promise<StatusResult>;
  /** Closes an attempt not paid yet, so it can never take money (POST /v1/void). */
  voidPayment(referenceNo: string): Promise<VoidResult>;
  /** Gives a paid attempt's money back (POST /v1/refund). */
  refundPayment(referenceNo: string, amountSatang: number): Promise<RefundResult>;
  /** The transactions of a Bangkok day (YYYY-MM-DD), as the provider's daily report lists them. */
  dailyReport(day: string): Promise<DailyReportResult>;
}

/** Thrown when the provider cannot be reached or answers something unreadable. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** When the provider's status says the money is ours: a QR at S; other channels at A or S. */
export function isPaidStatus(paymentType: string, status: string): boolean {
  return paymentType === 'Q' ? status === 'S' : status === 'A' || status === 'S';
}
