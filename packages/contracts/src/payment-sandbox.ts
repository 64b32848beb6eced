// The payment sandbox's fixed test credentials and test cards (apps/payment-sandbox). Public test
// values, never real keys: with PAYMENT_PROVIDER=sandbox and no GBPRIMEPAY_* keys set, the server
// and the sandbox both use these. End-to-end tests type the cards into the card form.

export const SANDBOX_KEYS = {
  publicKey: 'sandbox_public_key',
  secretKey: 'sandbox_secret_key',
  token: 'sandbox_customer_token',
} as const;

/** The expiry and CCV every sandbox test card takes (any future expiry works too). */
export const SANDBOX_CARD_EXPIRY = { month: '05', year: '28', securityCode: '184' } as const;

export type SandboxCardOutcome =
  | 'success'
  | 'declined'
  | 'insufficient-funds'
  | 'three-d-secure-failure';

/** Card number → what the sandbox does with it. */
export const SANDBOX_TEST_CARDS: Record<string, SandboxCardOutcome> = {
  /** The provider's own test card: 3-D Secure with OTP, then approved. */
  '4535017710535741': 'success',
  '4111111111111111': 'success',
  '5555555555554444': 'success',
  /** The charge answers resultCode '05' (do not honour) at once; no 3-D Secure. */
  '4000000000000002': 'declined',
  /** 3-D Secure passes, then the bank declines with '51' (insufficient funds). */
  '4000000000009995': 'insufficient-funds',
  /** The 3-D Secure page always fails with '50', whatever OTP is typed. */
  '4000000000003063': 'three-d-secure-failure',
};

/**
 * What the sandbox's POST /v1/refund does (decision 0139): 'success' gives the money back at once
 * ('00'); 'delayed' answers '06' (pending) and settles after the refund delay (its settings,
 * refundDelayMs), when the next call answers '00'; 'failed' refuses with '12'.
 */
export type SandboxRefundOutcome = 'success' | 'delayed' | 'failed';

/** Cards that pay like any approved card but whose refund is delayed or refused. */
export const SANDBOX_REFUND_CARDS: Record<string, SandboxRefundOutcome> = {
  '4000000000000077': 'delayed',
  '4000000000000085': 'failed',
};

/** The OTP the sandbox's 3-D Secure page accepts (it shows it on the page). */
export const SANDBOX_OTP = '123456';

/**
 * The sandbox's test hook on its daily transaction report (POST /sandbox/report/adjustments,
 * docs/payments-report.md): `extra` lists a transaction we never made on `day` (YYYY-MM-DD,
 * Bangkok); `drop` leaves a transaction out of its day's report; `amount` reports it with another
 * amount; `status` with another status. Amounts are the provider's: baht with two decimals.
 */
export type SandboxReportAdjustment =
  | {
      kind: 'extra';
      day: string;
      referenceNo: string;
      amount: string;
      status?: SandboxReportStatus;
      paymentType?: 'C' | 'M' | 'I' | 'Q';
    }
  | { kind: 'drop'; referenceNo: string }
  | { kind: 'amount'; referenceNo: string; amount: string }
  | { kind: 'status'; referenceNo: string; status: SandboxReportStatus };

/** A transaction's status in the daily report. */
export type SandboxReportStatus = 'paid' | 'refunded' | 'voided' | 'failed';
