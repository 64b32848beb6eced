import type { FastifyBaseLogger } from 'fastify';
import { qrResultBody, resultFields } from './fields';
import type { SandboxState, Transaction } from './state';

// Server-to-server callbacks to the shop's backgroundUrl. Like the real provider they carry no
// signature. The console can ask for a duplicate, a delay, or no callback at all.

export type CallbackOptions = { repeat?: number; delayMs?: number };

async function postOnce(state: SandboxState, txn: Transaction, log: FastifyBaseLogger) {
  const url = txn.backgroundUrl;
  if (!url) return;
  const isJson = txn.paymentType === 'Q';
  const contentType = isJson ? 'application/json' : 'application/x-www-form-urlencoded';
  const body = isJson
    ? JSON.stringify(qrResultBody(txn))
    : new URLSearchParams(resultFields(txn)).toString();
  const record = {
    referenceNo: txn.referenceNo,
    url,
    contentType,
    body,
    status: null as number | null,
    error: undefined as string | undefined,
    sentAt: new Date(),
  };
  state.callbacks.push(record);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    record.status = res.status;
  } catch (err) {
    record.error = (err as Error).message;
    log.warn({ referenceNo: txn.referenceNo, err: record.error }, 'background callback failed');
  }
}

/** Sends the background callback (repeat times, after delayMs); resolves when all are sent. */
export async function sendBackgroundCallback(
  state: SandboxState,
  txn: Transaction,
  log: FastifyBaseLogger,
  options: CallbackOptions = {},
): Promise<void> {
  if (state.settings.isDropped && options.repeat === undefined) return;
  const repeat = options.repeat ?? state.settings.repeat;
  const delayMs = options.delayMs ?? state.settings.delayMs;
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  for (let i = 0; i < repeat; i++) await postOnce(state, txn, log);
}

/** Fire and forget: the provider does not wait for the shop before it answers the browser. */
export function queueBackgroundCallback(
  state: SandboxState,
  txn: Transaction,
  log: FastifyBaseLogger,
  options: CallbackOptions = {},
): void {
  void sendBackgroundCallback(state, txn, log, options);
}
