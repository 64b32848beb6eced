import { z } from 'zod';

// Store decoration (spec 2.3 /seller/decoration, 7 get-decoration / save-decoration, 5 "Uploads",
// 9 "Files"): the storefront picture the picture check (2.8) looks for, a banner and an ordered
// gallery. New pictures travel as base64 in JSON; the server reads their type from the bytes,
// refuses more than 10 MB and re-encodes them before storing (decision 0076).

/** Spec 5 "Uploads" / 9: the crop uploader takes JPEG or PNG up to 10485760 bytes. */
export const DECORATION_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const DECORATION_IMAGE_MAX_BYTES = 10_485_760;
export const GALLERY_MAX_PICTURES = 10;

/** Pixel sizes the crop uploader produces (square storefront and gallery, a wide banner). */
export const DECORATION_CROP = {
  storefront: { width: 1200, height: 1200 },
  banner: { width: 1600, height: 600 },
  gallery: { width: 1200, height: 1200 },
} as const;

/** A picture as the seller page shows it; id null for a seeded storefront (not a stored row). */
export const DecorationPictureSchema = z.object({
  id: z.number().int().nullable(),
  url: z.string(),
});
export type DecorationPicture = z.infer<typeof DecorationPictureSchema>;

export const DecorationResponseSchema = z.object({
  storefront: DecorationPictureSchema.nullable(),
  banner: DecorationPictureSchema.nullable(),
  gallery: z.array(DecorationPictureSchema),
});
export type DecorationResponse = z.infer<typeof DecorationResponseSchema>;

/** A new picture: base64 of the file (a data: URL prefix is allowed). */
export const NewPictureSchema = z.object({
  data: z.string().min(1, { message: 'กรุณาเลือกรูปภาพ' }),
});
export type NewPicture = z.infer<typeof NewPictureSchema>;

export const GalleryItemSchema = z.union([
  z.object({ id: z.number().int().positive() }).strict(),
  NewPictureSchema.strict(),
]);
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

/**
 * save-decoration: what is left out stays as it is. storefront: a new picture (a store always
 * keeps one, spec 2.8). banner: a new picture, or null to remove it. gallery: the whole ordered
 * list, `{id}` keeping a picture of this store and `{data}` adding one; pictures not listed go.
 */
export const SaveDecorationBodySchema = z.object({
  storefront: NewPictureSchema.optional(),
  banner: NewPictureSchema.nullable().optional(),
  gallery: z
    .array(GalleryItemSchema)
    .max(GALLERY_MAX_PICTURES, { message: `แกลเลอรีมีรูปได้ไม่เกิน ${GALLERY_MAX_PICTURES} รูป` })
    .optional(),
});
export type SaveDecorationBody = z.infer<typeof SaveDecorationBodySchema>;
