import { z } from 'zod';
import { ThaiAddressDataSchema } from './thai-address-schema';

// Shapes of the /api/master/* calls (spec 7 "Master data") and the menu calls of spec 3.

/** A menu item whose param is a query string (spec 3 "Top menu response"). */
export const MenuItemSchema = z.object({ param: z.string(), text: z.string() });
export const TopMenuResponseSchema = z.object({
  diameter: z.array(MenuItemSchema),
  type: z.array(MenuItemSchema),
  promotion: z.array(MenuItemSchema),
});
export type TopMenuResponse = z.infer<typeof TopMenuResponseSchema>;

/** Brand menu item (spec 3): links to /brand/{param}. */
export const BrandMenuItemSchema = z.object({ param: z.string(), title: z.string() });
export const FooterTagSchema = z.object({ link: z.string(), text: z.string() });

/** A select option: value sent back to the server, text shown. */
export const OptionSchema = z.object({ value: z.string(), text: z.string() });
export type Option = z.infer<typeof OptionSchema>;
export const OptionListSchema = z.array(OptionSchema);

export const TyreSizeSchema = z.object({
  id: z.number().int(),
  width: z.number().int(),
  ratio: z.number().int(),
  diameter: z.number().int(),
  label: z.string(),
});
export const TyreSizeListSchema = z.array(TyreSizeSchema);

const dim = z.coerce.number().int().min(1).max(999);
const slug = z.string().trim().min(1).max(120);

export const TyreRatioBodySchema = z.object({ width: dim });
export const TyreDiameterBodySchema = z.object({ width: dim, ratio: dim });
export const TyreSizeConditionBodySchema = z.object({
  width: dim.optional(),
  ratio: dim.optional(),
  diameter: dim.optional(),
  brand: slug.optional(),
  model: slug.optional(),
});
export const BrandBodySchema = z.object({ brand: slug });
export const BrandModelBodySchema = z.object({ brand: slug, model: slug });
export const BrandModelWidthBodySchema = BrandModelBodySchema.extend({ width: dim });
export const BrandModelWidthRatioBodySchema = BrandModelWidthBodySchema.extend({ ratio: dim });
export const ProductSkuBodySchema = BrandModelWidthRatioBodySchema.extend({ diameter: dim });

export const ProductPictureSchema = z.object({ picture: z.string() });
export const ProductSkuSchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  size: z.string(),
  loadIndex: z.number().int(),
  speedRating: z.string(),
  productionYear: z.number().int(),
});

export const PromotionListBodySchema = z.object({
  category: z.string().trim().max(40).optional().default(''),
});
export const PromotionOptionSchema = z.object({
  value: z.string(),
  text: z.string(),
  category: z.string(),
  amountType: z.string(),
});

export const RegionBodySchema = z.object({ region: z.string().trim().max(40).optional() });
export const ProvinceBodySchema = z.object({ province: z.string().trim().min(1).max(100) });
export const DistrictBodySchema = ProvinceBodySchema.extend({
  district: z.string().trim().min(1).max(100),
});
export const SubDistrictOptionSchema = OptionSchema.extend({ postcode: z.string() });

/** Thai address data (spec 3 "Addresses"), cached by the browser with its version (thai-address.ts). */
export const AddressDataSchema = ThaiAddressDataSchema.extend({ version: z.number().int() });
export type AddressData = z.infer<typeof AddressDataSchema>;

export const KeywordBodySchema = z.object({ keyword: z.string().trim().max(100) });
export type KeywordBody = z.infer<typeof KeywordBodySchema>;
/** Keyword suggestion (spec 3): tab 1 tyres, 2 stores, 3 articles/promotions. */
export const KeywordSuggestionSchema = z.object({ text: z.string(), tab: z.number().int() });

export const DevLoginBodySchema = z.object({ devPassword: z.string().max(200) });
export type DevLoginBody = z.infer<typeof DevLoginBodySchema>;
export const DevLoginResponseSchema = z.object({ isValid: z.boolean() });

export const CartStatusResponseSchema = z.object({ hasCart: z.boolean() });

export const HomeBrandSchema = z.object({
  id: z.number().int(),
  param: z.string(),
  title: z.string(),
  titleEn: z.string(),
  logo: z.string(),
});
