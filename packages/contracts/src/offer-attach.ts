import { z } from 'zod';
import { StockFilterSchema } from './seller-stock';

// Attaching one thing a shop offers with its tyres (a promotion, a warranty, a service) to its
// offers (spec 7 "Seller" → toggle-product-promotion / -warranty / -service): one offer at a time,
// or every offer matching the stock list's own filter at once (keyword and status, the same
// filter as get-stock, so "all that match" means exactly the rows the list shows). The item's id
// field keeps the spec's name per domain (sellerPromotionId, sellerWarrantyId, sellerServiceId).

const idSchema = (message: string) =>
  z.coerce.number({ message }).int({ message }).positive({ message });

const isSelectSchema = z.boolean({ message: 'กรุณาระบุว่าจะเลือกหรือยกเลิก' });

/** Body of toggle-product-{thing}: {sellerProductId, isSelect, <idKey>}. */
export function toggleProductBodySchema<K extends string>(idKey: K, notFound: string) {
  return z.object({
    sellerProductId: idSchema('ไม่พบสินค้าที่เลือก'),
    isSelect: isSelectSchema,
    ...({ [idKey]: idSchema(notFound) } as Record<K, ReturnType<typeof idSchema>>),
  });
}

/** Body of toggle-matching-product-{thing}: {<idKey>, isSelect, filter}. */
export function toggleMatchingBodySchema<K extends string>(idKey: K, notFound: string) {
  return z.object({
    isSelect: isSelectSchema,
    filter: StockFilterSchema.optional().default({
      keyword: '',
      status: -1,
      sortColumn: 'id',
      sortDirection: '',
    }),
    ...({ [idKey]: idSchema(notFound) } as Record<K, ReturnType<typeof idSchema>>),
  });
}

/** Body of get-{thing}-product: the offers one item is attached to. */
export function attachedOffersBodySchema<K extends string>(idKey: K, notFound: string) {
  return z.object({
    ...({ [idKey]: idSchema(notFound) } as Record<K, ReturnType<typeof idSchema>>),
  });
}

export const AttachedOffersResponseSchema = z.object({
  /** Ids of the shop's offers (seller products) the item is attached to. */
  sellerProductIds: z.array(z.number()),
});
export type AttachedOffersResponse = z.infer<typeof AttachedOffersResponseSchema>;

export const ToggleProductResponseSchema = z.object({
  sellerProductId: z.number(),
  isSelect: z.boolean(),
});
export type ToggleProductResponse = z.infer<typeof ToggleProductResponseSchema>;

export const ToggleMatchingResponseSchema = z.object({
  /** Offers matching the filter. */
  matched: z.number(),
  /** Of those, how many were attached (isSelect) or detached by this call. */
  changed: z.number(),
  message: z.string(),
});
export type ToggleMatchingResponse = z.infer<typeof ToggleMatchingResponseSchema>;

/** The Thai answer of a bulk attach/detach. */
export function toggleMatchingMessage(isSelect: boolean, matched: number, changed: number) {
  if (matched === 0) return 'ไม่มีสินค้าที่ตรงกับตัวกรอง';
  return isSelect
    ? `เลือกสินค้าเพิ่ม ${changed.toLocaleString('en-US')} รายการ (ตรงกับตัวกรอง ${matched.toLocaleString('en-US')} รายการ)`
    : `ยกเลิกสินค้า ${changed.toLocaleString('en-US')} รายการ (ตรงกับตัวกรอง ${matched.toLocaleString('en-US')} รายการ)`;
}
