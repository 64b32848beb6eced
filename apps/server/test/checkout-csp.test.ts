import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { buildTestApp, testDatabases } from './test-databases';

// Issue [6/6] "Reliability": checkout pages send a strict Content-Security-Policy — no inline
// script, and only our origin and the payment provider's host for form posts and the tokenizer.
// The policy does not depend on the database, so this runs on the first test database only.

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yangdee-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="th"><head><meta name="app-config" content="{}" /></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('Content-Security-Policy of checkout pages', () => {
  let database: DatabaseHandle;
  let sandboxApp: FastifyInstance;
  let liveApp: FastifyInstance;

  beforeAll(async () => {
    database = await testDatabases()[0].open();
    const webDistDir = fakeWebDist();
    sandboxApp = await buildTestApp(database, {
      webDistDir,
      paymentProvider: 'sandbox',
      paymentSandboxUrl: 'http://127.0.0.1:3902',
    });
    liveApp = await buildTestApp(database, {
      webDistDir,
      paymentProvider: 'gbprimepay',
      gbPrimePay: { env: 'live', publicKey: 'p', secretKey: 's', token: 't' },
    });
  });
  afterAll(async () => {
    await sandboxApp.close();
    await liveApp.close();
    await database.close();
  });

  it('on /cart and /order/* allows only our origin and the sandbox for forms and fetches', async () => {
    for (const url of ['/cart', '/order/receipt/YD2611230001', '/order/receipt/1?x=1']) {
      const res = await sandboxApp.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:3902']);
      expect(csp.get('form-action')).toEqual(["'self'", 'http://127.0.0.1:3902']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    }
  });

  it('names the live provider host when PAYMENT_PROVIDER=gbprimepay', async () => {
    const res = await liveApp.inject({ method: 'GET', url: '/cart' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.gbprimepay.com']);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://api.gbprimepay.com']);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
  });

  it('other pages keep their own policy (map tiles) and still reach the provider', async () => {
    const res = await sandboxApp.inject({ method: 'GET', url: '/store/some-shop' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('img-src')).toContain('https://tile.openstreetmap.org');
    expect(csp.get('form-action')).toContain('http://127.0.0.1:3902');
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('tells the browser the provider URL and public key, never the secret key', async () => {
    const res = await liveApp.inject({ method: 'GET', url: '/cart' });
    const meta = /<meta name="app-config" content="([^"]*)">/.exec(res.body)?.[1] ?? '';
    const appConfig = JSON.parse(meta.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect(appConfig).toMatchObject({
      paymentProvider: 'gbprimepay',
      paymentApiUrl: 'https://api.gbprimepay.com',
      paymentPublicKey: 'p',
    });
    expect(Object.values(appConfig)).not.toContain('s');
    const sandboxRes = await sandboxApp.inject({ method: 'GET', url: '/cart' });
    expect(sandboxRes.body).toContain('http://127.0.0.1:3902');
    expect(sandboxRes.body).toContain('sandbox_public_key');
    expect(sandboxRes.body).not.toContain('sandbox_secret_key');
  });
});
