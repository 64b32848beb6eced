import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { buildSandbox, type Sandbox } from '@yangdee/payment-sandbox/app';

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
