import type { FastifyBaseLogger } from 'fastify';
import { formatProviderAmount, formChecksum, parseProviderAmount } from './checksum';
import {
  type CardChargeResult,
  type DailyReportResult,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentTarget,
  type ProviderForm,
  type QrResult,
  type RefundResult,
  type StatusResult,
  type VoidResult,
} from './payment-provider';
import { parseDailyReport } from './report-csv';

// GB Prime Pay over HTTP (shared/payments.md). The same code talks to the real test or live API
// and to apps/payment-sandbox: only the host and the keys differ. Card numbers never pass here
// (the browser tokenizes them); tokens and keys are never logged.

export const GBPRIMEPAY_HOSTS = {
  test: 'https://api.globalprimepay.com',
  live: 'https://api.gbprimepay.com',
} as const;

export type GbPrimePaySettings = {
  name: 'sandbox' | 'gbprimepay';
  apiUrl: string;
  publicKey: string;
  secretKey: string;
  /** The merchant's "token" (customer key), used by the QR endpoints. */
  token: string;
  timeoutMs?: number;
  log?: FastifyBaseLogger;
};

type Json = Record<string, unknown>;

function basic(key: string): string {
  return `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function optionalFields(target: Partial<PaymentTarget>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of [
    'detail',
    'customerName',
    'customerEmail',
    'customerAddress',
    'customerTelephone',
  ] as const) {
    if (target[key]) out[key] = target[key] as string;
  }
  (target.merchantDefined ?? []).slice(0, 5).forEach((value, i) => {
    out[`merchantDefined${i + 1}`] = value;
  });
  return out;
}

export class GbPrimePay implements PaymentProvider {
  readonly name: 'sandbox' | 'gbprimepay';
  readonly origin: string;
  readonly publicKey: string;
  readonly tokenUrl: string;
  private readonly apiUrl: string;
  private readonly secretKey: string;
  private readonly token: string;
  private readonly timeoutMs: number;
  private readonly log?: FastifyBaseLogger;

  constructor(settings: GbPrimePaySettings) {
    this.name = settings.name;
    this.apiUrl = settings.apiUrl.replace(/\/+$/, '');
    this.origin = new URL(this.apiUrl).origin;
    this.publicKey = settings.publicKey;
    this.secretKey = settings.secretKey;
    this.token = settings.token;
    this.timeoutMs = settings.timeoutMs ?? 15_000;
    this.log = settings.log;
    this.tokenUrl = `${this.apiUrl}/v2/tokens`;
  }

  private async post(
    path: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(`${this.apiUrl}${path}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new PaymentProviderError(`payment provider unreachable: ${(err as Error).name}`);
    }
    if (!res.ok) {
      throw new PaymentProviderError(`payment provider answered HTTP ${res.status}`, res.status);
    }
    return res;
  }

  private async postJson(path: string, body: Json, key?: string): Promise<Json> {
    const res = await this.post(path, JSON.stringify(body), {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(key ? { authorization: basic(key) } : {}),
    });
    try {
      return (await res.json()) as Json;
    } catch {
      throw new PaymentProviderError('payment provider answered something that is not JSON');
    }
  }

  async chargeCard(cardToken: string, target: PaymentTarget): Promise<CardChargeResult> {
    const answer = await this.postJson(
      '/v2/tokens/charge',
      {
        amount: formatProviderAmount(target.amountSatang),
        referenceNo: target.referenceNo,
        ...optionalFields(target),
        card: { token: cardToken },
        otp: 'Y',
        responseUrl: target.responseUrl,
        backgroundUrl: target.backgroundUrl,
      },
      this.secretKey,
    );
    const result = {
      // With otp 'Y', '00' means "created, 3-D Secure pending": not paid.
      isAccepted: str(answer.resultCode) === '00',
      resultCode: str(answer.resultCode),
      resultMessage: str(answer.resultMessage),
      gbpReferenceNo: str(answer.gbpReferenceNo) || undefined,
    };
    this.log?.info(
      { referenceNo: target.referenceNo, resultCode: result.resultCode, provider: this.name },
      'card charge created',
    );
    return result;
  }

  threeDSecureForm(gbpReferenceNo: string): ProviderForm {
    return {
      action: `${this.apiUrl}/v2/tokens/3d_secured`,
      fields: { publicKey: this.publicKey, gbpReferenceNo },
    };
  }

  mobileBankingForm(target: PaymentTarget & { bankCode: string }): ProviderForm {
    const amount = formatProviderAmount(target.amountSatang);
    const checksum = formChecksum(this.secretKey, [
      amount,
      target.referenceNo,
      target.responseUrl,
      target.backgroundUrl,
      target.bankCode,
    ]);
    return {
      action: `${this.apiUrl}/v2/mobileBanking`,
      fields: {
        publicKey: this.publicKey,
        amount,
        referenceNo: target.referenceNo,
        responseUrl: target.responseUrl,
        backgroundUrl: target.backgroundUrl,
        bankCode: target.bankCode,
        ...optionalFields(target),
        checksum,
      },
    };
  }

  installmentForm(target: PaymentTarget & { bankCode: string; term: number }): ProviderForm {
    const amount = formatProviderAmount(target.amountSatang);
    const term = String(target.term);
    const checksum = formChecksum(this.secretKey, [
      amount,
      target.referenceNo,
      target.responseUrl,
      target.backgroundUrl,
      target.bankCode,
      term,
    ]);
    return {
      action: `${this.apiUrl}/v3/installment`,
      fields: {
        publicKey: this.publicKey,
        referenceNo: target.referenceNo,
        responseUrl: target.responseUrl,
        backgroundUrl: target.backgroundUrl,
        amount,
        bankCode: target.bankCode,
        term,
        ...optionalFields(target),
        checksum,
      },
    };
  }

  private qrForm(target: Omit<PaymentTarget, 'responseUrl'>): string {
    return new URLSearchParams({
      token: this.token,
      amount: formatProviderAmount(target.amountSatang),
      referenceNo: target.referenceNo,
      backgroundUrl: target.backgroundUrl,
      ...optionalFields(target),
    }).toString();
  }

  async createQr(target: Omit<PaymentTarget, 'responseUrl'>): Promise<QrResult> {
    const res = await this.post('/v3/qrcode/text', this.qrForm(target), {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    });
    const answer = (await res.json().catch(() => ({}))) as Json;
    const resultCode = str(answer.resultCode);
    return {
      isAccepted: resultCode === '00' && Boolean(answer.qrcode),
      resultCode,
      resultMessage: str(answer.resultMessage),
      gbpReferenceNo: str(answer.gbpReferenceNo) || undefined,
      payload: str(answer.qrcode) || undefined,
    };
  }

  async createQrImage(target: Omit<PaymentTarget, 'responseUrl'>): Promise<Buffer> {
    const res = await this.post('/v3/qrcode', this.qrForm(target), {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'image/png',
    });
    if (!String(res.headers.get('content-type') ?? '').startsWith('image/')) {
      throw new PaymentProviderError('payment provider did not answer a QR image');
    }
    return Buffer.from(await res.arrayBuffer());
  }

  async checkStatus(referenceNo: string): Promise<StatusResult> {
    const answer = await this.postJson('/v1/check_status_txn', { referenceNo }, this.secretKey);
    const resultCode = str(answer.resultCode);
    // Some channels answer txns[] instead of txn (shared/payments.md).
    const list = Array.isArray(answer.txns) ? (answer.txns as Json[]) : [];
    const txn =
      (answer.txn as Json | undefined) ?? list.find((t) => str(t.referenceNo) === referenceNo);
    if (resultCode !== '00' || !txn) {
      return { isFound: false, resultCode, resultMessage: str(answer.resultMessage) };
    }
    const amountSatang = parseProviderAmount(txn.amount);
    if (!Number.isFinite(amountSatang)) {
      throw new PaymentProviderError('payment provider status has no readable amount');
    }
    return {
      isFound: true,
      txn: {
        referenceNo: str(txn.referenceNo),
        gbpReferenceNo: str(txn.gbpReferenceNo),
        amountSatang,
        status: str(txn.status) as 'G',
        paymentType: str(txn.paymentType),
        resultCode: str(txn.resultCode) || undefined,
      },
    };
  }

  // Void and refund are not in shared/payments.md ("open"): they follow the status query's style
  // (JSON, secret key, our referenceNo), as the sandbox does (docs/decisions/0134).
  async voidPayment(referenceNo: string): Promise<VoidResult> {
    const answer = await this.postJson('/v1/void', { referenceNo }, this.secretKey);
    const resultCode = str(answer.resultCode);
    return {
      isClosed: resultCode === '00',
      isPaid: resultCode === '03',
      resultCode,
      resultMessage: str(answer.resultMessage),
    };
  }

  async refundPayment(referenceNo: string, amountSatang: number): Promise<RefundResult> {
    const answer = await this.postJson(
      '/v1/refund',
      { referenceNo, amount: formatProviderAmount(amountSatang) },
      this.secretKey,
    );
    const resultCode = str(answer.resultCode);
    return {
      isRefunded: resultCode === '00' || resultCode === '04',
      // Unconfirmed against the real API (decision 0139): the sandbox answers '06' while pending.
      isPending: resultCode === '06',
      resultCode,
      resultMessage: str(answer.resultMessage),
    };
  }

  // The daily transaction report is not in shared/payments.md either: the sandbox's shape
  // (docs/payments-report.md), asked for in the status query's style. A JSON answer is a refusal
  // ('07' not ready yet); the report itself is a CSV file.
  async dailyReport(day: string): Promise<DailyReportResult> {
    const [year, month, date] = day.split('-');
    const res = await this.post(
      '/v1/report/transactions',
      JSON.stringify({ date: `${date}${month}${year}` }),
      {
        'content-type': 'application/json',
        accept: 'text/csv, application/json',
        authorization: basic(this.secretKey),
      },
    );
    const text = await res.text();
    if (String(res.headers.get('content-type') ?? '').includes('json')) {
      let answer: Json = {};
      try {
        answer = JSON.parse(text) as Json;
      } catch {
        throw new PaymentProviderError('payment provider answered something that is not JSON');
      }
      const resultCode = str(answer.resultCode);
      if (resultCode === '07') {
        return { isReady: false, resultCode, resultMessage: str(answer.resultMessage) };
      }
      throw new PaymentProviderError(`payment provider refused the daily report (${resultCode})`);
    }
    return { isReady: true, rows: parseDailyReport(text) };
  }
}
