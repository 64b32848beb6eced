import type {
  DecorationPicture,
  DecorationResponse,
  SaveDecorationBody,
} from '@yangdee/contracts/store-decoration';
import type { Db, DbOrTx } from '../../db/client';
import type { StorePictureKind } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import { imageUrl, storefrontUrl } from '../../lib/image-urls';
import { type ImageBox, reencodeBase64Image } from '../../lib/images';
import { type UploadStore, uploadUrl } from '../../lib/uploads';
import * as repo from './decoration.repository';

// get-decoration / save-decoration (spec 7; decision 0076). Every new picture is checked and
// re-encoded before anything is written; the files are written before the transaction that
// names them, removed again if it fails, and replaced files are removed after it commits.

/** Largest stored size per kind: a sharp picture on a wide screen, no more. */
const STORED_BOX: Record<StorePictureKind, ImageBox> = {
  storefront: { width: 1600, height: 1600 },
  banner: { width: 2400, height: 1200 },
  gallery: { width: 1600, height: 1600 },
};

function pictureOf(row: repo.PictureRow): DecorationPicture {
  return {
    id: row.id,
    url: row.filePath ? uploadUrl(row.filePath) : imageUrl('store-picture', row.id),
  };
}

export async function getDecoration(db: DbOrTx, storeId: number): Promise<DecorationResponse> {
  const rows = await repo.findPictures(db, storeId);
  const storefront = rows.find((r) => r.kind === 'storefront');
  const banner = rows.find((r) => r.kind === 'banner');
  const seeded = storefront ? false : await repo.hasSeededStorefront(db, storeId);
  return {
    storefront: storefront
      ? pictureOf(storefront)
      : seeded
        ? { id: null, url: storefrontUrl(storeId) }
        : null,
    banner: banner ? pictureOf(banner) : null,
    gallery: rows.filter((r) => r.kind === 'gallery' && (r.filePath || r.hasSvg)).map(pictureOf),
  };
}

type Prepared = { storefront?: string; banner?: string | null; gallery?: Array<number | string> };

/** Re-encodes and writes every new picture of the body; on any failure removes what it wrote. */
async function writeNewPictures(uploads: UploadStore, body: SaveDecorationBody) {
  const written: string[] = [];
  const store = async (data: string, kind: StorePictureKind) => {
    const image = await reencodeBase64Image(data, STORED_BOX[kind]);
    const name = await uploads.save(image.bytes, image.ext);
    written.push(name);
    return name;
  };
  const prepared: Prepared = {};
  try {
    if (body.storefront) prepared.storefront = await store(body.storefront.data, 'storefront');
    if (body.banner !== undefined) {
      prepared.banner = body.banner === null ? null : await store(body.banner.data, 'banner');
    }
    if (body.gallery) {
      prepared.gallery = [];
      // One at a time: each decode holds a full picture in memory.
      for (const item of body.gallery) {
        prepared.gallery.push('id' in item ? item.id : await store(item.data, 'gallery'));
      }
    }
  } catch (error) {
    await uploads.remove(written);
    throw error;
  }
  return { prepared, written };
}

export async function saveDecoration(
  db: Db,
  uploads: UploadStore,
  storeId: number,
  body: SaveDecorationBody,
): Promise<DecorationResponse> {
  const { prepared, written } = await writeNewPictures(uploads, body);
  let removedFiles: string[] = [];
  try {
    removedFiles = await db.transaction(async (tx) => {
      // One save at a time per store: the second sees the first's pictures.
      await repo.lockStore(tx, storeId);
      const rows = await repo.findPictures(tx, storeId);
      const removed: repo.PictureRow[] = [];
      const replace = async (kind: 'storefront' | 'banner', file: string | null) => {
        const old = rows.filter((r) => r.kind === kind);
        await repo.deletePictures(
          tx,
          storeId,
          old.map((r) => r.id),
        );
        removed.push(...old);
        if (file) await repo.insertPicture(tx, { storeId, kind, filePath: file, sortOrder: 0 });
      };
      if (prepared.storefront) await replace('storefront', prepared.storefront);
      if (prepared.banner !== undefined) await replace('banner', prepared.banner);
      if (prepared.gallery) {
        const current = rows.filter((r) => r.kind === 'gallery');
        const kept = prepared.gallery.filter((x): x is number => typeof x === 'number');
        const unknown = kept.filter((id) => !current.some((r) => r.id === id));
        if (unknown.length > 0 || new Set(kept).size !== kept.length) {
          throw new AppError('VALIDATION_FAILED', undefined, {
            gallery: ['ไม่พบรูปภาพในแกลเลอรีของร้าน กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง'],
          });
        }
        const dropped = current.filter((r) => !kept.includes(r.id));
        await repo.deletePictures(
          tx,
          storeId,
          dropped.map((r) => r.id),
        );
        removed.push(...dropped);
        for (const [sortOrder, item] of prepared.gallery.entries()) {
          if (typeof item === 'number') await repo.setSortOrder(tx, item, sortOrder);
          else
            await repo.insertPicture(tx, { storeId, kind: 'gallery', filePath: item, sortOrder });
        }
      }
      return removed.flatMap((r) => (r.filePath ? [r.filePath] : []));
    });
  } catch (error) {
    await uploads.remove(written);
    throw error;
  }
  await uploads.remove(removedFiles);
  return getDecoration(db, storeId);
}
