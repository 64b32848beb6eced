import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 13 §1: what a phone receives is compressed — built assets as the .br/.gz files the web
// build writes beside them, pages and API JSON on the fly — brotli, else gzip, else identity, with
// Vary: Accept-Encoding; hashed assets are cached for a year, pages are revalidated.

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `ยางดี-${i}`))};\n`;
const ASSET = '/assets/entry-Ab12Cd34.js';

/** A built web app as apps/web/build/precompress.ts leaves it: each text asset with .br and .gz. */
function builtWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yangdee-compress-'));
  mkdirSync(path.join(dir, 'assets'));
  const html = `<!doctype html><html lang="th"><head><meta charset="UTF-8" />
<meta name="app-config" content="{}" />
<meta name="description" content="template description" />
<title>ยางดี</title>
<script type="module" src="${ASSET}"></script></head><body><div id="root"></div>
${'<!-- padding so the page is over the compression threshold -->\n'.repeat(30)}</body></html>`;
  writeFileSync(path.join(dir, 'index.html'), html);
  const file = path.join(dir, ASSET);
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
  return dir;
}

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

function varyOf(res: LightMyRequestResponse): string {
  return String(res.headers.vary ?? '').toLowerCase();
}

describe.each(testDatabases())('compressed responses on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { webDistDir: builtWebDist() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
  ])(
    'a hashed asset asked with "%s" comes as the prebuilt %s file, cached immutably',
    async (accept, encoding) => {
      const res = await app.inject({ url: ASSET, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(varyOf(res)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res)).toBe(SCRIPT);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 2);
    },
  );

  it('a hashed asset asked without Accept-Encoding comes as it is', async () => {
    const res = await app.inject({ url: ASSET, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });

  it('a page (the app shell with its server-rendered head) is compressed and not cached long', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(varyOf(res)).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = decoded(res);
    expect(html).toContain(`src="${ASSET}"`);
    expect(html).not.toContain('template description');

    const gzipped = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toContain('<div id="root">');
  });

  it('a page of an unknown path still answers 404, compressed', async () => {
    const res = await app.inject({ url: '/no-such-page', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toContain('<div id="root">');
  });

  it('the raw template is not served as a file of its own', async () => {
    const res = await app.inject({ url: '/index.html' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toContain('content="{}"');
  });

  it('API JSON above the threshold is compressed; a small answer is sent as it is', async () => {
    const big = await app.inject({
      url: '/api/master/tire-all-size',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(varyOf(big)).toContain('accept-encoding');
    expect(JSON.parse(decoded(big))).toEqual(expect.anything());

    const plain = await app.inject({ url: '/api/master/tire-all-size' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(JSON.parse(decoded(big)));

    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('/favicon.ico is served (browsers ask for it on every page)', async () => {
    const res = await app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/icon/);
  });
});
