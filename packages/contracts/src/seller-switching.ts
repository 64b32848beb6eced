import { z } from 'zod';

// Branch and store switching, platform approval and the storefront picture check (spec 2.7,
// 2.8, 3 "Seller lists and switching", 7 "Seller", issue 14 §3).

/** Items per page of the branch and store modals. */
export const SELLER_LIST_PAGE_SIZE = 10;

const keyword = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.string().trim().max(100, { message: 'คำค้นหายาวได้ไม่เกิน 100 ตัวอักษร' }),
);
const page = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? 1 : v),
  z.coerce.number().int().min(1).max(10_000),
);

/** The keyword search of the branch and store modals (the lists' own keyword rule). */
export const SwitchKeywordFormSchema = z.object({ keyword });
export type SwitchKeywordForm = z.output<typeof SwitchKeywordFormSchema>;

export const BranchListBodySchema = z.object({ keyword, page });
export type BranchListBody = z.input<typeof BranchListBodySchema>;

export const BranchItemSchema = z.object({
  sellerId: z.number().int(),
  name: z.string(),
  address: z.string(),
});
export type BranchItem = z.infer<typeof BranchItemSchema>;

export const BranchListResponseSchema = z.object({
  success: z.literal(true),
  totalPage: z.number().int(),
  branchList: z.array(BranchItemSchema),
});
export type BranchListResponse = z.infer<typeof BranchListResponseSchema>;

export const ChangeBranchBodySchema = z.object({ branchId: z.number().int().positive() });
export type ChangeBranchBody = z.infer<typeof ChangeBranchBodySchema>;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** all-seller-list: keyword and page; `approvalStatus` narrows to shops waiting for approval. */
export const SellerListBodySchema = z.object({
  keyword,
  page,
  approvalStatus: z.enum(APPROVAL_STATUSES).optional(),
});
export type SellerListBody = z.input<typeof SellerListBodySchema>;

export const SellerListItemSchema = z.object({
  sellerId: z.number().int(),
  picture: z.string().nullable(),
  name: z.string(),
  branch: z.string(),
  address: z.string(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
});
export type SellerListItem = z.infer<typeof SellerListItemSchema>;

export const SellerListResponseSchema = z.object({
  success: z.literal(true),
  totalPage: z.number().int(),
  sellerList: z.array(SellerListItemSchema),
});
export type SellerListResponse = z.infer<typeof SellerListResponseSchema>;

export const ChangeSellerBodySchema = z.object({ sellerId: z.number().int().positive() });
export type ChangeSellerBody = z.infer<typeof ChangeSellerBodySchema>;

/** approve-store (platform admin): approve → public; not approve → rejected and hidden. */
export const ApproveStoreBodySchema = z.object({
  sellerId: z.number().int().positive(),
  approve: z.boolean(),
});
export type ApproveStoreBody = z.infer<typeof ApproveStoreBodySchema>;

export const ApproveStoreResponseSchema = z.object({
  success: z.literal(true),
  approvalStatus: z.enum(APPROVAL_STATUSES),
});

export const PictureCheckResponseSchema = z.object({
  success: z.literal(true),
  isValidProfile: z.boolean(),
});
export type PictureCheckResponse = z.infer<typeof PictureCheckResponseSchema>;
