import { randomBytes } from 'node:crypto';
import { type LineMessage, type LineMessenger, LinePushError } from './line-messaging';
import { isLineSignatureValid, lineSignature } from './line-signature';

// The sandbox plays the LINE Official Account: pushes stay in memory (newest first, at most 500)
// and are readable at /dev/line and /api/dev/line, which exist only with
// LINE_MESSAGING_PROVIDER=sandbox. `setOutage(true)` makes every push fail (as LINE down would),
// and `sign` signs a webhook body with the sandbox's own secret, so the dev page can play a user
// blocking or unblocking the account through the real webhook.

const MAX_PUSHES = 500;

export type SandboxLinePush = {
  to: string;
  messages: LineMessage[];
  retryKey: string | null;
  createdAt: string;
};

export class SandboxLineMessenger implements LineMessenger {
  readonly name = 'sandbox' as const;
  private readonly pushes: SandboxLinePush[] = [];
  private readonly secret = randomBytes(32).toString('hex');
  private isDown = false;

  async push(
    lineUserId: string,
    messages: readonly LineMessage[],
    options: { retryKey?: string } = {},
  ): Promise<void> {
    if (this.isDown) throw new LinePushError('LINE sandbox: outage', false);
    this.pushes.unshift({
      to: lineUserId,
      messages: [...messages],
      retryKey: options.retryKey ?? null,
      createdAt: new Date().toISOString(),
    });
    if (this.pushes.length > MAX_PUSHES) this.pushes.length = MAX_PUSHES;
  }

  list(to?: string): SandboxLinePush[] {
    return to ? this.pushes.filter((p) => p.to === to) : [...this.pushes];
  }

  setOutage(down: boolean): void {
    this.isDown = down;
  }

  get isOutage(): boolean {
    return this.isDown;
  }

  sign(rawBody: string | Buffer): string {
    return lineSignature(this.secret, rawBody);
  }

  isSignatureValid(rawBody: string | Buffer, signature: string | undefined): boolean {
    return isLineSignatureValid(this.secret, rawBody, signature);
  }
}
