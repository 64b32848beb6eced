import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 13 §7 (decision 0066): limits guard the calls that cost money, CPU or guessing power,
// never static files, pages or catalogue reads, and are sized for many shoppers behind one mobile
// carrier address. The old limit counted every request against 1,200 a minute per address. The
// limiter does not depend on the database, so this runs on the first test database only.

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yangdee-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="th"><head><meta name="app-config" content="{}" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("ยางดี")');
  writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.css'), 'body{margin:0}');
  return dir;
}

const CARRIER_ADDRESS = '198.51.100.20';

describe('rate limits for shoppers who share one address', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await testDatabases()[0].open();
    app = await buildTestApp(database, { webDistDir: fakeWebDist() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, remoteAddress = CARRIER_ADDRESS) =>
    app.inject({ method: 'GET', url, remoteAddress });
  const post = (url: string, payload: object, remoteAddress = CARRIER_ADDRESS) =>
    app.inject({ method: 'POST', url, payload, remoteAddress });

  it('never refuses static files or page loads, however many come from one address', async () => {
    const urls = ['/assets/app-1a2b3c.js', '/assets/app-1a2b3c.css', '/', '/cart', '/api/health'];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1_500; i++) {
      const res = await get(urls[i % urls.length]);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      // Not even counted: no limit headers.
      if (res.headers['x-ratelimit-limit'] !== undefined) throw new Error(urls[i % urls.length]);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1_500 });
  });

  it('serves a burst of catalogue reads from one address', async () => {
    const reads = [
      () => post('/api/product/search-product', { width: 265, ratio: 65, diameter: 17 }),
      () => post('/api/product/search-product', { brand: 'michelin', page: 2 }),
      () => get('/api/home/get-banner'),
      () => get('/api/home/get-brand'),
    ];
    const refused: string[] = [];
    // More than the 1,200 a minute every request used to count against.
    for (let i = 0; i < 1_250; i++) {
      const res = await reads[i % reads.length]();
      if (res.statusCode !== 200) refused.push(`read ${i}: ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('counts typeahead calls per address against 600 a minute, each address on its own', async () => {
    const typeahead = (ip: string) => post('/api/home/get-keyword-list', { keyword: 'มิช' }, ip);
    const first = await typeahead('198.51.100.21');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('600');
    expect(first.headers['x-ratelimit-remaining']).toBe('599');
    expect((await typeahead('198.51.100.21')).headers['x-ratelimit-remaining']).toBe('598');
    expect((await typeahead('198.51.100.22')).headers['x-ratelimit-remaining']).toBe('599');
  });

  it('counts free-text searches, never plain listings, against the search ceiling', async () => {
    const address = '198.51.100.23';
    const listing = await post('/api/product/search-store', { province: 'เชียงใหม่' }, address);
    expect(listing.statusCode).toBe(200);
    expect(listing.headers['x-ratelimit-limit']).toBeUndefined();
    const search = await post('/api/product/search-store', { k: 'ยาง' }, address);
    expect(search.statusCode).toBe(200);
    expect(search.headers['x-ratelimit-limit']).toBe('600');
    const tyres = await post('/api/product/search-product', { k: 'michelin' }, address);
    expect(tyres.headers['x-ratelimit-remaining']).toBe('599');
    const sizes = await post('/api/product/search-product', { width: 265 }, address);
    expect(sizes.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
