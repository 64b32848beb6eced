import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LineMessagingApi } from './line-api';
import { LinePushError } from './line-messaging';
import { outboxRetryKey } from './line-signature';
import { SandboxLineMessenger } from './sandbox-line';

// The LINE Messaging API adapter, stubbed only at its HTTP boundary (ARCHITECTURE convention 8),
// and its sandbox.

type Call = { url: string; init: RequestInit | undefined };

function fakeFetch(answer: number | Error) {
  const calls: Call[] = [];
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    if (answer instanceof Error) throw answer;
    return new Response('{}', { status: answer, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { impl, calls };
}

const options = { channelAccessToken: 'token-1', channelSecret: 'secret-1' };
const hello = [{ type: 'text' as const, text: 'สวัสดีครับ' }];

async function pushError(answer: number | Error): Promise<unknown> {
  const api = new LineMessagingApi(options, fakeFetch(answer).impl);
  return api.push('U1', hello, { retryKey: 'k' }).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('LINE Messaging API adapter', () => {
  it('pushes {to, messages} with the channel token and the retry key', async () => {
    const { impl, calls } = fakeFetch(200);
    const key = outboxRetryKey(12, new Date('2026-11-01T01:00:00Z'));
    await new LineMessagingApi(options, impl).push('Uabc', hello, { retryKey: key });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://api.line.me/v2/bot/message/push');
    expect(calls[0].init?.method).toBe('POST');
    const headers = calls[0].init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers['X-Line-Retry-Key']).toBe(key);
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ to: 'Uabc', messages: hello });
    expect(calls[0].init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('takes 409 (this retry key was already accepted) as delivered', async () => {
    expect(await pushError(409)).toBeNull();
  });

  it('refuses for good on a 4xx (blocked, no such user) and for now on 429, 5xx and no answer', async () => {
    for (const status of [400, 403, 404]) {
      const error = await pushError(status);
      expect(error).toBeInstanceOf(LinePushError);
      expect((error as LinePushError).isPermanent).toBe(true);
    }
    for (const answer of [429, 500, 503, new TypeError('fetch failed')]) {
      const error = await pushError(answer);
      expect(error).toBeInstanceOf(LinePushError);
      expect((error as LinePushError).isPermanent).toBe(false);
    }
  });

  it('accepts only a webhook body signed with the channel secret', () => {
    const api = new LineMessagingApi(options, fakeFetch(200).impl);
    const body = '{"events":[]}';
    const good = createHmac('sha256', 'secret-1').update(body).digest('base64');
    const other = createHmac('sha256', 'another').update(body).digest('base64');
    expect(api.isSignatureValid(body, good)).toBe(true);
    expect(api.isSignatureValid(Buffer.from(body), good)).toBe(true);
    expect(api.isSignatureValid(`${body} `, good)).toBe(false);
    expect(api.isSignatureValid(body, other)).toBe(false);
    expect(api.isSignatureValid(body, undefined)).toBe(false);
    expect(api.isSignatureValid(body, 'short')).toBe(false);
  });
});

describe('the outbox retry key', () => {
  it('is one UUID for every try of a row, another for another row or another database', () => {
    const at = new Date('2026-11-01T01:00:00Z');
    const key = outboxRetryKey(7, at);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(outboxRetryKey(7, at)).toBe(key);
    expect(outboxRetryKey(8, at)).not.toBe(key);
    expect(outboxRetryKey(7, new Date('2026-11-02T01:00:00Z'))).not.toBe(key);
  });
});

describe('LINE sandbox', () => {
  it('keeps pushes newest first, at most 500, and lists one recipient', async () => {
    const sandbox = new SandboxLineMessenger();
    for (let i = 0; i < 502; i++) await sandbox.push(i % 2 ? 'U1' : 'U2', hello);
    await sandbox.push('U3', hello, { retryKey: 'k3' });
    expect(sandbox.list()).toHaveLength(500);
    expect(sandbox.list()[0]).toMatchObject({ to: 'U3', retryKey: 'k3', messages: hello });
    expect(sandbox.list('U3')).toHaveLength(1);
  });

  it('fails every push during an outage, and none after it', async () => {
    const sandbox = new SandboxLineMessenger();
    sandbox.setOutage(true);
    await expect(sandbox.push('U1', hello)).rejects.toBeInstanceOf(LinePushError);
    sandbox.setOutage(false);
    await sandbox.push('U1', hello);
    expect(sandbox.list('U1')).toHaveLength(1);
  });

  it('validates what it signed, and nothing else', () => {
    const sandbox = new SandboxLineMessenger();
    const body = '{"events":[]}';
    expect(sandbox.isSignatureValid(body, sandbox.sign(body))).toBe(true);
    expect(sandbox.isSignatureValid(body, new SandboxLineMessenger().sign(body))).toBe(false);
  });
});
