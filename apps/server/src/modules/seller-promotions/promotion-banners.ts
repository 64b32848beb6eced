import type { SavePromotionBody } from '@yangdee/contracts/seller-promotions';
import { type ImageBox, reencodeBase64Image } from '../../lib/images';
import type { UploadStore } from '../../lib/uploads';

// A promotion's banner pictures (spec 2.9: the cart's top banner, desktop and phone pictures).
// Checked and re-encoded like the store's pictures (lib/images.ts, decision 0076): written before
// the transaction that names them, removed again if it fails; replaced files go after it commits.

const BOX: Record<'topBanner' | 'topBannerMobile', ImageBox> = {
  topBanner: { width: 2400, height: 1200 },
  topBannerMobile: { width: 1200, height: 1200 },
};

export type BannerFiles = { topBannerFile?: string | null; topBannerMobileFile?: string | null };

/** Re-encodes and writes the body's new banners; `files` says what the row should name. */
export async function writeNewBanners(
  uploads: UploadStore,
  body: Pick<SavePromotionBody, 'topBanner' | 'topBannerMobile'>,
): Promise<{ files: BannerFiles; written: string[] }> {
  const written: string[] = [];
  const files: BannerFiles = {};
  try {
    for (const [field, column] of [
      ['topBanner', 'topBannerFile'],
      ['topBannerMobile', 'topBannerMobileFile'],
    ] as const) {
      const value = body[field];
      if (value === undefined) continue;
      if (value === null) {
        files[column] = null;
        continue;
      }
      // One at a time: each decode holds a full picture in memory.
      const image = await reencodeBase64Image(value.data, BOX[field]);
      const name = await uploads.save(image.bytes, image.ext);
      written.push(name);
      files[column] = name;
    }
  } catch (error) {
    await uploads.remove(written);
    throw error;
  }
  return { files, written };
}

/** Files the row named before that the new banner files replace. */
export function replacedBanners(
  old: { topBannerFile: string | null; topBannerMobileFile: string | null } | null,
  files: BannerFiles,
): string[] {
  if (!old) return [];
  const out: string[] = [];
  if (files.topBannerFile !== undefined && old.topBannerFile) out.push(old.topBannerFile);
  if (files.topBannerMobileFile !== undefined && old.topBannerMobileFile) {
    out.push(old.topBannerMobileFile);
  }
  return out;
}
