import type { SmsProvider } from './sms-provider';

// ThaiBulkSMS API v2 (https://developer.thaibulksms.com): POST /sms with HTTP basic auth
// (API key : API secret) and a form body msisdn, message, sender. A 201 means accepted.

const ENDPOINT = 'https://api-v2.thaibulksms.com/sms';
const TIMEOUT_MS = 10_000;

export class ThaiBulkSms implements SmsProvider {
  readonly name = 'thaibulksms' as const;

  constructor(
    private readonly options: { apiKey: string; apiSecret: string; sender: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(tel: string, text: string): Promise<void> {
    const auth = Buffer.from(`${this.options.apiKey}:${this.options.apiSecret}`).toString('base64');
    const response = await this.fetchImpl(ENDPOINT, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${auth}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({ msisdn: tel, message: text, sender: this.options.sender }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      // The status only: the body may echo the message, which carries the code.
      throw new Error(`ThaiBulkSMS answered HTTP ${response.status}`);
    }
  }
}
