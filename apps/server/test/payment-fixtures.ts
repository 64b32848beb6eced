import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { buildSandbox, type Sandbox } from '@yangdee/payment-sandbox/app';
import type { DatabaseHandle } from '../src/db/client';
import { buildTestApp } from './test-databases';

// Helpers of the payment integration suites: the sandbox on loopback, a free port for the app
// (the sandbox's callbacks must reach it), and the browser's part (form posts, hidden fields).

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Reads until isDone (callbacks arrive asynchronously), at most `ms`. */
export async function until<T>(read: () => Promise<T>, isDone: (v: T) => boolean, ms = 5000) {
  const stop = Date.now() + ms;
  let value = await read();
  while (!isDone(value) && Date.now() < stop) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

export async function startSandbox(): Promise<{ sandbox: Sandbox; sandboxUrl: string }> {
  const sandbox = await buildSandbox({ logLevel: 'silent' });
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = sandbox.app.server.address() as AddressInfo;
  return { sandbox, sandboxUrl: `http://127.0.0.1:${port}` };
}

/** The browser's form post: the page it gets back. */
export async function postForm(action: string, fields: Record<string, string>): Promise<string> {
  const res = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return res.text();
}

/** The hidden inputs of a sandbox page (its auto-submitting result forms). */
export const hidden = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2].replaceAll('&amp;', '&'),
    ]),
  );

/** What the customer's browser does with the public key: the card never touches our server. */
export async function tokenizeCard(
  tokenUrl: string,
  publicKey: string,
  number: string,
  headers: Record<string, string> = {},
): Promise<{ resultCode: string; token?: string; allowOrigin: string | null }> {
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${publicKey}:`).toString('base64')}`,
      ...headers,
    },
    body: JSON.stringify({
      rememberCard: false,
      card: {
        name: 'SOMCHAI JAIDEE',
        number,
        expirationMonth: '05',
        expirationYear: '38',
        securityCode: '184',
      },
    }),
  });
  const body = (await res.json()) as { resultCode: string; card?: { token: string } };
  return {
    resultCode: body.resultCode,
    token: body.card?.token,
    allowOrigin: res.headers.get('access-control-allow-origin'),
  };
}

/** The app on a free loopback port (the sandbox's callbacks must reach it), paying through it. */
export async function startPaymentApp(database: DatabaseHandle, sandboxUrl: string) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await buildTestApp(database, {
    paymentProvider: 'sandbox',
    paymentSandboxUrl: sandboxUrl,
    publicBaseUrl: baseUrl,
  });
  await app.listen({ host: '127.0.0.1', port });
  return { app, baseUrl };
}
