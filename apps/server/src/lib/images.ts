import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './app-error';

// Uploaded pictures (spec 5 "Uploads", 9 "Files"; decision 0076). The type is read from the
// bytes (file-type), never from a name or a MIME header; at most 10485760 bytes; the picture is
// decoded and re-encoded by sharp, which also drops every piece of metadata (EXIF with its GPS
// position, XMP, IPTC, comments) and anything hidden after the image data. Only the re-encoded
// bytes are ever stored or served.

export const IMAGE_MAX_BYTES = 10_485_760;
const ACCEPTED_MIME = new Set(['image/jpeg', 'image/png']);
/** A decompression bomb guard: 50 megapixels is more than any phone camera makes. */
const MAX_INPUT_PIXELS = 50_000_000;

export type ImageBox = { width: number; height: number };
export type ReencodedImage = { bytes: Buffer; width: number; height: number; ext: 'webp' };

/** Decodes base64 (a `data:…;base64,` prefix is ignored); null when it is not base64 at all. */
export function decodeBase64(data: string): Buffer | null {
  const payload = data.startsWith('data:') ? data.slice(data.indexOf(',') + 1) : data;
  const compact = payload.replace(/\s+/g, '');
  if (compact.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

/**
 * Checks an uploaded picture and re-encodes it as WebP, turned upright from its EXIF orientation
 * and fitted inside `box` (never enlarged). Throws UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE or
 * UPLOAD_BROKEN (Thai messages) — nothing is written here.
 */
export async function reencodeImage(input: Buffer, box: ImageBox): Promise<ReencodedImage> {
  if (input.length > IMAGE_MAX_BYTES) throw new AppError('UPLOAD_TOO_LARGE');
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_MIME.has(type.mime)) throw new AppError('UPLOAD_WRONG_TYPE');
  try {
    const { data, info } = await sharp(input, {
      // A truncated or corrupt file is refused, not stored half grey.
      failOn: 'truncated',
      limitInputPixels: MAX_INPUT_PIXELS,
    })
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, ext: 'webp' };
  } catch {
    throw new AppError('UPLOAD_BROKEN');
  }
}

/** reencodeImage of a base64 string (JSON uploads). */
export async function reencodeBase64Image(data: string, box: ImageBox): Promise<ReencodedImage> {
  // base64 is 4 characters for 3 bytes: refuse a clearly oversize upload before decoding it.
  if (data.length > Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 200) {
    throw new AppError('UPLOAD_TOO_LARGE');
  }
  const bytes = decodeBase64(data);
  if (!bytes) throw new AppError('UPLOAD_WRONG_TYPE');
  return reencodeImage(bytes, box);
}
