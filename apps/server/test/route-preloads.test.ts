import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { matchRoute } from '@yangdee/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 13 §2 (decision 0079): a page's head names its screen's lazy chunks as modulepreload, from
// the list the web build writes (apps/web/build/route-preloads.ts), so a phone fetches them with
// the entry script instead of one round trip later.

function webDistWithPreloads(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yangdee-preloads-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="th"><head><meta name="app-config" content="{}" /><title>ยางดี</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, '.vite', 'route-preloads.json'),
    JSON.stringify({
      '/': ['assets/home-Ab12.js', 'assets/product-card-Cd34.js'],
      '/store': ['assets/store-search-Ef56.js', '../../etc/passwd', 'assets/x"><script>.js'],
      '/tire/:id': ['assets/tire-detail-Gh78.js'],
    }),
  );
  return dir;
}

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('matchRoute', () => {
  it('names the route-table pattern a path opens, static routes before dynamic ones', () => {
    expect(matchRoute('/')).toBe('/');
    expect(matchRoute('/tire')).toBe('/tire');
    expect(matchRoute('/tire/233.bridgestone-dueler')).toBe('/tire/:id');
    expect(matchRoute('/store/store-1')).toBe('/store/:id');
    expect(matchRoute('/store-tire-repair')).toBe('/store-tire-repair');
    expect(matchRoute('/seller/product/promotion/v2')).toBe('/seller/product/promotion/v2');
    expect(matchRoute('/seller/product/promotion/v2/7')).toBe('/seller/product/promotion/v2/:id');
    expect(matchRoute('/no/such/page')).toBeUndefined();
  });
});

describe.each(testDatabases())('route chunk preloads on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { webDistDir: webDistWithPreloads() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("puts the screen's chunks in the head of its page", async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(preloadsOf(res.body)).toEqual(['/assets/home-Ab12.js', '/assets/product-card-Cd34.js']);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(preloadsOf(head)).toHaveLength(2);
  });

  it('keeps only built asset names from the list', async () => {
    const res = await app.inject({ url: '/store?province=x' });
    expect(res.statusCode).toBe(200);
    expect(preloadsOf(res.body)).toEqual(['/assets/store-search-Ef56.js']);
  });

  it('names nothing on a page that answers 404', async () => {
    const res = await app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(preloadsOf(res.body)).toEqual([]);
  });
});
