import { randomBytes } from 'node:crypto';
import type { MessageKind, RecipientKind } from '@yangdee/contracts/messages';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { messageOutbox } from '../src/db/schema/messages';
import { enqueueMessages } from '../src/modules/outbox/outbox';
import {
  type LineMessage,
  type LineMessenger,
  LinePushError,
} from '../src/providers/line/line-messaging';
import type { SmsProvider } from '../src/providers/sms/sms-provider';

// Messengers that count what they were given and can be made to fail or hang, a renderer of the
// test's own, and the outbox rows of one test (its event keys share a random prefix, so tests on
// the shared PostgreSQL database never touch each other's messages).

export class TestLine implements LineMessenger {
  readonly name = 'sandbox' as const;
  readonly pushes: { to: string; messages: readonly LineMessage[]; retryKey?: string }[] = [];
  tries = 0;
  isDown = false;
  /** A push that never answers (LINE hanging): resolves only when `release` is called. */
  isHanging = false;
  delayMs = 0;
  private waiting: (() => void)[] = [];

  async push(to: string, messages: readonly LineMessage[], options: { retryKey?: string } = {}) {
    this.tries += 1;
    if (this.isHanging) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.isDown) throw new LinePushError('LINE down (test)', false);
    this.pushes.push({ to, messages, retryKey: options.retryKey });
  }

  release() {
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  isSignatureValid() {
    return false;
  }
}

export class TestSms implements SmsProvider {
  readonly name = 'sandbox' as const;
  readonly sent: { tel: string; text: string }[] = [];
  tries = 0;
  isDown = false;

  async send(tel: string, text: string) {
    this.tries += 1;
    if (this.isDown) throw new Error('SMS gateway down (test)');
    this.sent.push({ tel, text });
  }
}

/** Every kind renders as "ข้อความทดสอบ <n>" (the real renderers are tested on their own). */
export const testRender = () => (data: Record<string, unknown>) => {
  const text = `ข้อความทดสอบ ${String(data.n ?? '')}`;
  return { text, line: [{ type: 'text' as const, text }] };
};

export function outboxScope(db: Db) {
  const prefix = `t${randomBytes(5).toString('hex')}:`;
  return {
    prefix,
    /** Writes messages in one transaction, as an event's owner does. */
    enqueue: (
      messages: {
        key: string;
        kind: MessageKind;
        to: { kind: RecipientKind; id: number };
        n?: number;
        notBefore?: Date;
        orderId?: number;
      }[],
    ) =>
      db.transaction((tx) =>
        enqueueMessages(
          tx,
          messages.map((m) => ({
            eventKey: `${prefix}${m.key}`,
            kind: m.kind,
            recipient: m.to,
            data: { n: m.n ?? 0 },
            notBefore: m.notBefore,
            orderId: m.orderId,
          })),
        ),
      ),
    rows: () =>
      db
        .select()
        .from(messageOutbox)
        .where(like(messageOutbox.eventKey, `${prefix}%`))
        .orderBy(messageOutbox.id),
    row: async (key: string) => {
      const [row] = await db
        .select()
        .from(messageOutbox)
        .where(eq(messageOutbox.eventKey, `${prefix}${key}`));
      return row;
    },
  };
}
