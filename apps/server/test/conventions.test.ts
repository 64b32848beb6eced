import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { sellerUsers, staffMemberships } from '../src/db/schema/sellers';
import { users } from '../src/db/schema/users';
import {
  issueSellerToken,
  issueUserToken,
  revokeUserToken,
} from '../src/modules/accounts/tokens.service';
import { buildTestApp, testDatabases, userSessionHeader } from './test-databases';

// API conventions of spec 6–7 and the architecture: headers parsed leniently, bearer tokens,
// the error shape, security headers, the 404 rule for pages, and Thai trigram search.

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yangdee-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="th"><head><meta name="app-config" content="{}" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

describe.each(testDatabases())('API conventions on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { webDistDir: fakeWebDist(), devGatePassword: 'letmein' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('the database extracts trigrams from Thai text (UTF-8 ctype)', async () => {
    const result = await database.db.execute(sql`select show_trgm('มิชลิน') as t`);
    const rows = (result as unknown as { rows: Array<{ t: string[] }> }).rows;
    expect(rows[0].t.length).toBeGreaterThan(0);
  });

  it('ignores a malformed Usersession and LocationData header', async () => {
    for (const headers of [
      { usersession: '%%%not-base64%%%', locationdata: '{broken' },
      { usersession: userSessionHeader('just a string'), locationdata: '{"latitude":"x"}' },
      { usersession: Buffer.from('{"userId": 5').toString('base64'), locationdata: 'null' },
    ]) {
      const res = await app.inject({ method: 'GET', url: '/api/product/tire-brand', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeGreaterThanOrEqual(20);
    }
  });

  it('accepts a well-formed Usersession with the anonymous user id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/home/get-brand',
      headers: {
        usersession: userSessionHeader({
          sessionId: '3b241101-e2bb-4255-8caf-4136c566a962',
          referrer: '',
          userId: 'annonymous',
        }),
        locationdata: JSON.stringify({ latitude: 13.7563, longitude: 100.5018 }),
      },
    });
    expect(res.statusCode).toBe(200);
    const brands = res.json();
    expect(brands.length).toBeGreaterThanOrEqual(20);
    expect(brands[0]).toMatchObject({
      param: expect.any(String),
      logo: expect.stringMatching(/\.svg$/),
    });
  });

  it('answers 401 in the error shape for a missing, malformed, unknown or revoked token', async () => {
    const [customer] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, 'customer1'));
    const token = await issueUserToken(database.db, customer.id);
    const ok = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ hasCart: expect.any(Boolean) });

    const bad = [
      undefined,
      'Bearer nonsense',
      `Bearer ${customer.id}|AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      `Bearer ${customer.id + 1}|${token.split('|')[1]}`,
    ];
    for (const authorization of bad) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/order/get-cart-status',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      const body = res.json();
      expect(body).toMatchObject({
        success: false,
        code: expect.stringMatching(/UNAUTHORIZED|TOKEN_INVALID/),
      });
      expect(body.message).toMatch(/[\u0E00-\u0E7F]/);
    }

    const [row] = await database.db
      .execute(sql`select max(id) as id from user_tokens`)
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    await revokeUserToken(database.db, Number(row.id));
    const revoked = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.statusCode).toBe(401);
  });

  it('checks the seller token and the staff permission on the server', async () => {
    const [staff] = await database.db
      .select()
      .from(sellerUsers)
      .where(eq(sellerUsers.username, 'staff1'));
    const [owner] = await database.db
      .select()
      .from(sellerUsers)
      .where(eq(sellerUsers.username, 'seller1'));
    const [membership] = await database.db
      .select()
      .from(staffMemberships)
      .where(eq(staffMemberships.sellerUserId, owner.id));
    const body = { brand: 'michelin', model: 'primacy-4', width: 205, ratio: 55, diameter: 16 };

    const staffToken = await issueSellerToken(database.db, staff.id, membership.storeId);
    const denied = await app.inject({
      method: 'POST',
      url: '/api/master/get-product-sku',
      headers: { authorization: `Bearer ${staffToken}` },
      payload: body,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');

    const ownerToken = await issueSellerToken(database.db, owner.id, membership.storeId);
    const allowed = await app.inject({
      method: 'POST',
      url: '/api/master/get-product-sku',
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: body,
    });
    expect(allowed.statusCode).toBe(200);
    expect(Array.isArray(allowed.json())).toBe(true);
  });

  it('answers an unknown API path with 404 JSON and an unknown page with 404 HTML', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });

    const page = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    for (const url of [
      '/',
      '/tire/12.michelin',
      '/my/profile',
      '/seller/dashboard',
      '/help/privacy',
    ]) {
      const known = await app.inject({ method: 'GET', url });
      expect(known.statusCode, url).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/404' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
  });

  it('injects the dev-gate flag into the page and checks the password on the server', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('&quot;devGate&quot;:true');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/home/submit-dev-login',
      payload: { devPassword: 'nope' },
    });
    expect(wrong.json()).toEqual({ isValid: false });
    const right = await app.inject({
      method: 'POST',
      url: '/api/home/submit-dev-login',
      payload: { devPassword: 'letmein' },
    });
    expect(right.json()).toEqual({ isValid: true });
  });

  it('sends security headers and never a stack trace for broken JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/home/get-keyword-list',
      headers: { 'content-type': 'application/json' },
      payload: '{"keyword":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});
