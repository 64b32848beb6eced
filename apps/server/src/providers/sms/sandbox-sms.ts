import type { DevOutboxMessage } from '@yangdee/contracts/auth';
import type { SmsProvider } from './sms-provider';

// The sandbox plays the SMS gateway: messages stay in memory (newest first, at most 500) and are
// readable at /dev/outbox and /api/dev/outbox, which exist only with SMS_PROVIDER=sandbox.

const MAX_MESSAGES = 500;

export class SandboxSmsOutbox implements SmsProvider {
  readonly name = 'sandbox' as const;
  private readonly messages: DevOutboxMessage[] = [];

  async send(tel: string, text: string): Promise<void> {
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    this.messages.unshift({ tel, text, code, createdAt: new Date().toISOString() });
    if (this.messages.length > MAX_MESSAGES) this.messages.length = MAX_MESSAGES;
  }

  list(tel?: string): DevOutboxMessage[] {
    return tel ? this.messages.filter((m) => m.tel === tel) : [...this.messages];
  }
}
