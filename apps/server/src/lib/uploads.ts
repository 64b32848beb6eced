import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { promotions } from '../db/schema/offers';
import { storePictures } from '../db/schema/stores';
import { uploadedFiles } from '../db/schema/uploads';
import { AppError } from './app-error';
import { IMAGE_MAX_BYTES } from './images';

// Uploaded pictures (decisions 0076, 0149). Stored as rows of `uploaded_files` in the database, so
// that every server of several serves them and the database backup holds them (issue 33 item 2).
// Names are random (128 bits) and never reused, so a file's URL can be cached forever; a file is
// saved before the row that names it and removed after that row is gone. The interface is three
// calls so that an object-storage adapter can take the database's place later.

export const UPLOAD_NAME_PATTERN = /^[a-f0-9]{32}\.(webp|jpg|png)$/;

export type UploadExt = 'webp' | 'jpg' | 'png';

export const UPLOAD_TYPES: Record<UploadExt, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** Where an older install kept its uploads (copied into the database once, copyDiskUploads). */
export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The public address of an uploaded file (served by modules/store-setup/uploads.routes.ts). */
export function uploadUrl(name: string): string {
  return `/api/uploads/${name}`;
}

export type UploadedFile = {
  bytes: Buffer;
  contentType: string;
  size: number;
  /** sha256 of the bytes, hex: the ETag. */
  sha256: string;
};

export type UploadStore = {
  /** Stores bytes under a new random name and answers the name. */
  save(bytes: Buffer, ext: UploadExt): Promise<string>;
  /** Removes files no row names any more; an unknown name is fine. */
  remove(names: readonly string[]): Promise<void>;
  /** The file of a name, or null. */
  read(name: string): Promise<UploadedFile | null>;
};

const extOf = (name: string) => name.slice(name.lastIndexOf('.') + 1) as UploadExt;
const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Uploads as rows of `uploaded_files` (`db` is the pool: a save commits on its own). */
export function databaseUploads(db: Db): UploadStore {
  return {
    async save(bytes, ext) {
      // Pictures are re-encoded from originals of at most 10 MB (lib/images.ts) into far less;
      // this is the last guard on what a row may hold.
      if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('UPLOAD_TOO_LARGE');
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await db.insert(uploadedFiles).values({
        name,
        contentType: UPLOAD_TYPES[ext],
        size: bytes.length,
        sha256: sha256Of(bytes),
        bytes,
      });
      return name;
    },
    async remove(names) {
      const valid = names.filter((name) => UPLOAD_NAME_PATTERN.test(name));
      if (valid.length === 0) return;
      await db.delete(uploadedFiles).where(inArray(uploadedFiles.name, valid));
    },
    async read(name) {
      if (!UPLOAD_NAME_PATTERN.test(name)) return null;
      const [row] = await db
        .select({
          bytes: uploadedFiles.bytes,
          contentType: uploadedFiles.contentType,
          size: uploadedFiles.size,
          sha256: uploadedFiles.sha256,
        })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.name, name));
      return row ?? null;
    },
  };
}

/** Names a row holds (store pictures, promotion banners) that `uploaded_files` lacks. */
async function namedButAbsent(db: Db): Promise<string[]> {
  const named = db
    .select({ name: storePictures.filePath })
    .from(storePictures)
    .where(isNotNull(storePictures.filePath))
    .union(
      db
        .select({ name: promotions.topBannerFile })
        .from(promotions)
        .where(isNotNull(promotions.topBannerFile)),
    )
    .union(
      db
        .select({ name: promotions.topBannerMobileFile })
        .from(promotions)
        .where(isNotNull(promotions.topBannerMobileFile)),
    )
    .as('named');
  // One query, whatever the number of pictures: an anti-join on the primary key.
  const rows = await db
    .select({ name: named.name })
    .from(named)
    .where(
      notExists(
        db.select({ one: sql`1` }).from(uploadedFiles).where(eq(uploadedFiles.name, named.name)),
      ),
    );
  return rows.flatMap((r) => (r.name && UPLOAD_NAME_PATTERN.test(r.name) ? [r.name] : []));
}

/**
 * An install from before decision 0149 kept its uploads under DATA_DIR/uploads: copies every file
 * a row names and the table lacks into the table. Idempotent (a copied name is skipped, a name
 * taken meanwhile is left alone); the files on disk are left for the operator to delete.
 */
export async function copyDiskUploads(
  db: Db,
  dir: string,
): Promise<{ copied: string[]; missing: string[] }> {
  const names = await namedButAbsent(db);
  const copied: string[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const bytes = await readFile(path.join(dir, name)).catch(() => null);
    if (!bytes) {
      missing.push(name);
      continue;
    }
    await db
      .insert(uploadedFiles)
      .values({
        name,
        contentType: UPLOAD_TYPES[extOf(name)],
        size: bytes.length,
        sha256: sha256Of(bytes),
        bytes,
      })
      .onConflictDoNothing({ target: uploadedFiles.name });
    copied.push(name);
  }
  return { copied, missing };
}
