import {
  type LineMessage,
  type LineMessenger,
  LinePushError,
  type LinePushOptions,
} from './line-messaging';
import { isLineSignatureValid } from './line-signature';

// The LINE Messaging API (https://developers.line.biz/en/reference/messaging-api/): POST
// /v2/bot/message/push with the channel access token. A 409 means a push with this retry key was
// already accepted (our earlier try got through): done. 429 and 5xx are worth another try later;
// any other 4xx (blocked, no such user, a bad message) is not.

const ENDPOINT = 'https://api.line.me/v2/bot/message/push';
const TIMEOUT_MS = 8_000;

export class LineMessagingApi implements LineMessenger {
  readonly name = 'line' as const;

  constructor(
    private readonly options: { channelAccessToken: string; channelSecret: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async push(
    lineUserId: string,
    messages: readonly LineMessage[],
    options: LinePushOptions = {},
  ): Promise<void> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.options.channelAccessToken}`,
      'Content-Type': 'application/json',
    };
    if (options.retryKey) headers['X-Line-Retry-Key'] = options.retryKey;
    let response: Response;
    try {
      response = await this.fetchImpl(ENDPOINT, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: lineUserId, messages }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new LinePushError(`LINE push did not answer: ${(error as Error).name}`, false);
    }
    if (response.ok || response.status === 409) return;
    // The status only: the body may echo the message.
    const isTemporary = response.status === 429 || response.status >= 500;
    throw new LinePushError(`LINE push answered HTTP ${response.status}`, !isTemporary);
  }

  isSignatureValid(rawBody: string | Buffer, signature: string | undefined): boolean {
    return isLineSignatureValid(this.options.channelSecret, rawBody, signature);
  }
}
