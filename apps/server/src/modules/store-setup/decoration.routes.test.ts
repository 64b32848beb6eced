import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  base64,
  createOwnedStore,
  phoneJpeg,
  type StoreOwner,
  smallPng,
} from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { storePictures } from '../../db/schema/stores';
import { uploadedFiles } from '../../db/schema/uploads';

// Spec 7 get-decoration / save-decoration, spec 5 "Uploads", issue 14 §5–6: pictures are typed
// from their bytes, at most 10 MB, re-encoded without metadata before they are stored; a bad file
// changes nothing; the public store page and "shops near me" show what the shop saved.

describe.each(testDatabases())('store decoration on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: StoreOwner;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    // A spot of its own, so the shop is the nearest to it.
    const latitude = 17 + Math.random();
    const longitude = 98.5 + Math.random() / 2;
    shop = await createOwnedStore(database.db, { latitude, longitude });
    Object.assign(shop, { latitude, longitude });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (url: string, auth: string, payload?: object) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      payload,
      headers: { authorization: auth },
    });
  const save = (payload: object, auth = shop.auth) =>
    call('/api/seller/save-decoration', auth, payload);
  const rowsOf = (storeId: number) =>
    database.db.select().from(storePictures).where(eq(storePictures.storeId, storeId));
  // Uploads are rows of uploaded_files (decision 0149).
  const storedNames = async () =>
    (await database.db.select({ name: uploadedFiles.name }).from(uploadedFiles))
      .map((r) => r.name)
      .sort();
  const isStored = async (url: string) =>
    (
      await database.db
        .select({ name: uploadedFiles.name })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.name, url.replace('/api/uploads/', '')))
    ).length === 1;

  it('a new store has no pictures yet', async () => {
    const res = await call('/api/seller/get-decoration', shop.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ storefront: null, banner: null, gallery: [] });
  });

  it('a phone photo is stored re-encoded, smaller, upright and without EXIF or GPS', async () => {
    const photo = await phoneJpeg(2400, 1800);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await save({ storefront: { data: `data:image/jpeg;base64,${base64(photo)}` } });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().storefront.url;
    expect(url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
    expect(served.rawPayload.includes('SecretPhone')).toBe(false);
    expect(served.rawPayload.includes('GPS')).toBe(false);
    // Only the re-encoded file is stored.
    expect(await isStored(url)).toBe(true);
  });

  it('the public store page and shops near me show the uploaded storefront', async () => {
    const { storefront } = (await call('/api/seller/get-decoration', shop.auth)).json();
    const detail = await app.inject({
      method: 'POST',
      url: '/api/store/get-store-detail',
      payload: { id: shop.link },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().store.picture).toBe(storefront.url);
    expect(detail.json().store.pictures[0].src).toBe(storefront.url);

    const { latitude, longitude } = shop as StoreOwner & { latitude: number; longitude: number };
    const near = await app.inject({
      method: 'POST',
      url: '/api/product/search-store',
      payload: {},
      headers: { locationdata: JSON.stringify({ latitude, longitude }) },
    });
    expect(near.statusCode).toBe(200);
    const card = near.json().items.find((c: { id: number }) => c.id === shop.storeId);
    expect(card.picture).toBe(storefront.url);
  });

  it('a text file, an 11 MB file and a truncated JPEG are refused in Thai; nothing is stored', async () => {
    const before = await rowsOf(shop.storeId);
    const filesBefore = await storedNames();
    const photo = await phoneJpeg(800, 600);
    const cases = [
      {
        bytes: Buffer.from('this is not a picture, only text named like one.png'),
        code: 'UPLOAD_WRONG_TYPE',
      },
      { bytes: Buffer.alloc(11 * 1024 * 1024, 0xff), code: 'UPLOAD_TOO_LARGE' },
      { bytes: photo.subarray(0, Math.floor(photo.length * 0.6)), code: 'UPLOAD_BROKEN' },
      // A real picture of another type (GIF) is not accepted either.
      {
        bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        code: 'UPLOAD_WRONG_TYPE',
      },
    ];
    for (const { bytes, code } of cases) {
      // A good storefront in the same save is not kept either: all or nothing.
      const res = await save({
        storefront: { data: base64(await smallPng()) },
        gallery: [{ data: `data:image/png;base64,${base64(bytes)}` }],
      });
      expect(res.statusCode, code).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code });
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
    expect(await rowsOf(shop.storeId)).toEqual(before);
    expect(await storedNames()).toEqual(filesBefore);
  });

  it('the gallery is added, ordered and trimmed; replaced files are deleted', async () => {
    const first = await save({
      gallery: [{ data: base64(await smallPng('#111')) }, { data: base64(await smallPng('#222')) }],
      banner: { data: base64(await phoneJpeg(1600, 600)) },
    });
    expect(first.statusCode).toBe(200);
    const [a, b] = first.json().gallery as Array<{ id: number; url: string }>;
    expect(first.json().banner.url).toMatch(/\.webp$/);

    const reordered = await save({
      gallery: [{ id: b.id }, { data: base64(await smallPng('#333')) }, { id: a.id }],
    });
    expect(reordered.statusCode).toBe(200);
    const ids = reordered.json().gallery.map((p: { id: number }) => p.id);
    expect(ids[0]).toBe(b.id);
    expect(ids[2]).toBe(a.id);

    const trimmed = await save({ gallery: [{ id: a.id }], banner: null });
    expect(trimmed.json().gallery).toEqual([a]);
    expect(trimmed.json().banner).toBeNull();
    expect(await isStored(b.url)).toBe(false);
    expect(await isStored(first.json().banner.url)).toBe(false);
    const gone = await app.inject({ method: 'GET', url: b.url });
    expect(gone.statusCode).toBe(404);

    const detail = await app.inject({
      method: 'POST',
      url: '/api/store/get-store-detail',
      payload: { id: shop.link },
    });
    expect(detail.json().store.pictures.map((p: { src: string }) => p.src)).toContain(a.url);
    expect(detail.json().store.banner).toBeNull();
  });

  it('a new storefront replaces the old one and its file', async () => {
    const old = (await call('/api/seller/get-decoration', shop.auth)).json().storefront.url;
    const res = await save({ storefront: { data: base64(await smallPng('#456')) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().storefront.url).not.toBe(old);
    expect(await isStored(old)).toBe(false);
    const rows = (await rowsOf(shop.storeId)).filter((r) => r.kind === 'storefront');
    expect(rows).toHaveLength(1);
  });

  it("another store's picture cannot be kept in this gallery; nothing changes", async () => {
    const other = await createOwnedStore(database.db);
    const theirs = await call('/api/seller/save-decoration', other.auth, {
      gallery: [{ data: base64(await smallPng('#789')) }],
    });
    const theirId = theirs.json().gallery[0].id;
    const before = await rowsOf(shop.storeId);
    const res = await save({ gallery: [{ id: theirId }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors.gallery[0]).toMatch(/[ก-๙]/);
    expect(await rowsOf(shop.storeId)).toEqual(before);
    expect(await rowsOf(other.storeId)).toHaveLength(1);
  });

  it('needs manageDecoration: 401 without a token, 403 without the flag', async () => {
    const noToken = await app.inject({ method: 'GET', url: '/api/seller/get-decoration' });
    expect(noToken.statusCode).toBe(401);
    const staff = await createStaff(database.db, shop.storeId, { manageOrder: true });
    const before = await rowsOf(shop.storeId);
    const res = await call('/api/seller/save-decoration', staff.auth, {
      storefront: { data: base64(await smallPng()) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/[ก-๙]/);
    expect(await rowsOf(shop.storeId)).toEqual(before);
    const allowed = await createStaff(database.db, shop.storeId, { manageDecoration: true });
    expect((await call('/api/seller/get-decoration', allowed.auth)).statusCode).toBe(200);
  });

  it('a seeded store shows its drawn storefront until one is uploaded', async () => {
    const owner = await createOwnedStore(database.db, { storeId: 2 });
    const res = await call('/api/seller/get-decoration', owner.auth);
    expect(res.json().storefront).toEqual({ id: null, url: '/api/images/store/2.svg' });
  });

  it('an upload name outside the pattern is not found', async () => {
    for (const url of ['/api/uploads/..%2F..%2Fetc%2Fpasswd', '/api/uploads/abc.webp']) {
      const res = await app.inject({ method: 'GET', url });
      expect([400, 404, 422]).toContain(res.statusCode);
    }
  });
});
