// LINE Messaging API adapter (issue 35 item 2): a real Official Account (channel access token,
// push API; webhook signatures checked with the channel secret) or a sandbox that keeps what
// it was given for the /dev/line page, chosen by LINE_MESSAGING_PROVIDER like the other
// providers. Messages are built by modules/messages/render; this only delivers them.

/** The subset of LINE message objects the product sends. */
export type LineMessage =
  | { type: 'text'; text: string }
  | { type: 'flex'; altText: string; contents: Record<string, unknown> };

/** A refused push: `isPermanent` when trying again cannot help (blocked, no such user). */
export class LinePushError extends Error {
  constructor(
    message: string,
    readonly isPermanent: boolean,
  ) {
    super(message);
    this.name = 'LinePushError';
  }
}

export type LinePushOptions = {
  /**
   * A UUID sent as X-Line-Retry-Key: LINE delivers a push with the same key once, so a retry
   * after a lost answer (a crash, a timeout) is not delivered twice. The same for every try of
   * one outbox row (outboxRetryKey).
   */
  retryKey?: string;
};

export interface LineMessenger {
  readonly name: 'sandbox' | 'line';
  /** Resolves when LINE accepted the push; rejects (LinePushError or a network error) otherwise. */
  push(
    lineUserId: string,
    messages: readonly LineMessage[],
    options?: LinePushOptions,
  ): Promise<void>;
  /** The webhook's X-Line-Signature over the raw body is ours. */
  isSignatureValid(rawBody: string | Buffer, signature: string | undefined): boolean;
}
