import { randomInt, randomUUID } from 'node:crypto';
import type {
  SandboxCardOutcome,
  SandboxRefundOutcome,
  SandboxReportAdjustment,
} from '@yangdee/contracts/payment-sandbox';

// What the sandbox remembers: in memory only, like a test environment that is wiped on restart.

export type PaymentType = 'C' | 'M' | 'I' | 'Q';
/** G created, A authorised, S settled, V voided, D declined (shared/payments.md). */
export type TxnStatus = 'G' | 'A' | 'S' | 'V' | 'D';

export type CardToken = {
  token: string;
  name: string;
  maskedNumber: string;
  outcome: SandboxCardOutcome;
  /** What a refund of a payment by this card does (decision 0139). */
  refundOutcome?: SandboxRefundOutcome;
  expirationMonth: string;
  expirationYear: string;
};

export type Transaction = {
  referenceNo: string;
  gbpReferenceNo: string;
  paymentType: PaymentType;
  status: TxnStatus;
  /** Baht with two decimals, as posted. */
  amount: string;
  resultCode?: string;
  responseUrl?: string;
  backgroundUrl?: string;
  detail?: string;
  customerName?: string;
  customerEmail?: string;
  customerAddress?: string;
  customerTelephone?: string;
  merchantDefined: string[];
  card?: CardToken;
  bankCode?: string;
  term?: number;
  qrPayload?: string;
  createdAt: Date;
  paidAt?: Date;
  /** Baht with two decimals given back by POST /v1/refund (the status stays as it was). */
  refundedAmount?: string;
  refundedAt?: Date;
  /** A delayed refund (decision 0139): asked at this time, settled `refundDelayMs` later. */
  refundRequestedAt?: Date;
};

export type CallbackRecord = {
  referenceNo: string;
  url: string;
  contentType: string;
  body: string;
  status: number | null;
  error?: string;
  sentAt: Date;
};

export type CallbackSettings = {
  /** Each background callback is sent this many times (a duplicate on demand). */
  repeat: number;
  /** Background callbacks wait this long before they are sent (a delayed callback on demand). */
  delayMs: number;
  /** Background callbacks are not sent at all (a lost callback; reconciliation must find it). */
  isDropped: boolean;
  /** What a refund of a payment made without a sandbox refund card does (decision 0139). */
  refundOutcome: SandboxRefundOutcome;
  /** How long a delayed refund stays pending. */
  refundDelayMs: number;
};

const DEFAULT_SETTINGS: CallbackSettings = {
  repeat: 1,
  delayMs: 0,
  isDropped: false,
  refundOutcome: 'success',
  refundDelayMs: 30_000,
};

export class SandboxState {
  readonly tokens = new Map<string, CardToken>();
  readonly transactions = new Map<string, Transaction>();
  readonly callbacks: CallbackRecord[] = [];
  /** References closed by POST /v1/void before any transaction was made with them. */
  readonly closedReferences = new Set<string>();
  settings: CallbackSettings = { ...DEFAULT_SETTINGS };
  /** What the daily transaction report says differently from the truth (a test hook). */
  readonly reportAdjustments: SandboxReportAdjustment[] = [];

  /** The sandbox's clock for the daily report (whether a day is over); tests may pin it. */
  constructor(readonly now: () => Date = () => new Date()) {}

  newToken(card: Omit<CardToken, 'token'>): CardToken {
    const token = { ...card, token: randomUUID() };
    this.tokens.set(token.token, token);
    return token;
  }

  newGbpReferenceNo(): string {
    return `gbp${Date.now()}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  }

  add(txn: Omit<Transaction, 'gbpReferenceNo' | 'createdAt' | 'status'>): Transaction {
    const full: Transaction = {
      ...txn,
      gbpReferenceNo: this.newGbpReferenceNo(),
      status: 'G',
      createdAt: new Date(),
    };
    this.transactions.set(full.referenceNo, full);
    return full;
  }

  /** A reference already used, or closed before use: a new transaction may not take it. */
  isTaken(referenceNo: string): boolean {
    return this.transactions.has(referenceNo) || this.closedReferences.has(referenceNo);
  }

  byGbpReferenceNo(gbpReferenceNo: string): Transaction | undefined {
    for (const txn of this.transactions.values()) {
      if (txn.gbpReferenceNo === gbpReferenceNo) return txn;
    }
    return undefined;
  }

  reset(): void {
    this.tokens.clear();
    this.transactions.clear();
    this.closedReferences.clear();
    this.callbacks.length = 0;
    this.reportAdjustments.length = 0;
    this.settings = { ...DEFAULT_SETTINGS };
  }
}
