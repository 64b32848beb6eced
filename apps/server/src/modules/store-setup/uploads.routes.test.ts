import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  base64,
  createOwnedStore,
  type StoreOwner,
  smallPng,
} from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { storePictures } from '../../db/schema/stores';
import { uploadedFiles } from '../../db/schema/uploads';
import { IMAGE_MAX_BYTES } from '../../lib/images';
import { copyDiskUploads, databaseUploads } from '../../lib/uploads';

// Issue 33 item 2, decision 0149: uploaded pictures are rows of the database, so a picture a shop
// saved through one server is served by every other server on the same database, with the same
// bytes, type and caching; a removed picture is gone everywhere; pictures an older install kept
// under DATA_DIR/uploads are copied in once when the server prepares its database. On PostgreSQL
// the two servers are two apps with their own pools; on embedded PGlite (one process) they share
// its one connection.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const newName = () => `${randomBytes(16).toString('hex')}.webp`;

describe.each(testDatabases())('uploaded pictures on every server on $name', ({ name, open }) => {
  let firstDb: DatabaseHandle;
  let secondDb: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let shop: StoreOwner;

  beforeAll(async () => {
    firstDb = await open();
    // PGlite's open() makes a private copy: the second server shares the first one's instead.
    secondDb = name === 'PostgreSQL' ? await open() : firstDb;
    first = await buildTestApp(firstDb);
    second = await buildTestApp(secondDb);
    shop = await createOwnedStore(firstDb.db);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    if (secondDb !== firstDb) await secondDb.close();
    await firstDb.close();
  });

  const saveStorefront = async (app: FastifyInstance, color: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/seller/save-decoration',
      payload: { storefront: { data: base64(await smallPng(color)) } },
      headers: { authorization: shop.auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().storefront.url as string;
  };
  const isStored = async (url: string) =>
    (
      await firstDb.db
        .select({ name: uploadedFiles.name })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.name, url.replace('/api/uploads/', '')))
    ).length === 1;

  it('a picture saved through one server is served by the other: same bytes, type and caching', async () => {
    const url = await saveStorefront(first, '#0a5');
    const here = await first.inject({ method: 'GET', url });
    const there = await second.inject({ method: 'GET', url });
    expect(here.statusCode).toBe(200);
    expect(there.statusCode).toBe(200);
    expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
    expect((await sharp(there.rawPayload).metadata()).format).toBe('webp');
    expect(there.headers['content-type']).toBe('image/webp');
    expect(there.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(there.headers['x-content-type-options']).toBe('nosniff');
    expect(there.headers['content-security-policy']).toBe("default-src 'none'");
    // The ETag is the bytes' sha256, the same on every server.
    expect(there.headers.etag).toBe(`"${sha256(there.rawPayload)}"`);
    expect(here.headers.etag).toBe(there.headers.etag);
  });

  it('HEAD answers the headers without the bytes; a cache holding the ETag gets 304', async () => {
    const url = await saveStorefront(first, '#a50');
    const full = await second.inject({ method: 'GET', url });
    const head = await second.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(Number(head.headers['content-length'])).toBe(full.rawPayload.length);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.rawPayload.length).toBe(0);

    const again = await first.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(full.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toContain('immutable');
    const other = await first.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': '"another"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('a name no row holds answers 404 with a Thai message on every server', async () => {
    for (const app of [first, second]) {
      const res = await app.inject({ method: 'GET', url: `/api/uploads/${newName()}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
  });

  it('a picture replaced through the other server is gone from both, row and bytes', async () => {
    const old = await saveStorefront(first, '#05a');
    expect((await first.inject({ method: 'GET', url: old })).statusCode).toBe(200);
    const fresh = await saveStorefront(second, '#50a');
    expect(fresh).not.toBe(old);
    expect(await isStored(old)).toBe(false);
    expect((await first.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    expect((await second.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    expect((await first.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
  });

  it('the store refuses bytes past the picture limit and keeps nothing', async () => {
    const store = databaseUploads(firstDb.db);
    await expect(store.save(Buffer.alloc(IMAGE_MAX_BYTES + 1), 'webp')).rejects.toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
    });
    const name = await store.save(Buffer.from('small'), 'png');
    expect((await store.read(name))?.contentType).toBe('image/png');
    await store.remove([name, 'not-a-name']);
    expect(await store.read(name)).toBeNull();
  });

  it('pictures an older install kept on disk are copied in once and served by every server', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yangdee-uploads-'));
    try {
      const onDisk = newName();
      const bytes = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#777' },
      })
        .webp()
        .toBuffer();
      writeFileSync(path.join(dir, onDisk), bytes);
      // A file no row names is left on disk; a row whose file is lost is reported, not invented.
      const orphan = newName();
      writeFileSync(path.join(dir, orphan), bytes);
      const lost = newName();
      await firstDb.db.insert(storePictures).values([
        { storeId: shop.storeId, kind: 'gallery', filePath: onDisk, sortOrder: 5 },
        { storeId: shop.storeId, kind: 'gallery', filePath: lost, sortOrder: 6 },
      ]);
      expect(
        (await second.inject({ method: 'GET', url: `/api/uploads/${onDisk}` })).statusCode,
      ).toBe(404);

      // What a server's start does (main.ts → prepareDatabase).
      await prepareDatabase(firstDb, { seed: false, uploadsDir: dir });
      const served = await second.inject({ method: 'GET', url: `/api/uploads/${onDisk}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers.etag).toBe(`"${sha256(bytes)}"`);
      expect(await isStored(`/api/uploads/${orphan}`)).toBe(false);

      // Once: a second start copies nothing again and still reports the lost file.
      const again = await copyDiskUploads(firstDb.db, dir);
      expect(again.copied).not.toContain(onDisk);
      expect(again.missing).toContain(lost);
      expect(await isStored(`/api/uploads/${lost}`)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await firstDb.db.delete(storePictures).where(eq(storePictures.storeId, shop.storeId));
    }
  });
});
