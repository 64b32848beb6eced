import { z } from 'zod';

// The console's shops area (/admin/shops, permission `shops`, issue 32 item 4, decision 0143):
// approving or rejecting a waiting shop, suspending and reactivating one with a reason, its tax
// branch number; and the console home's counts.

/** The states the list filters by. A suspended shop is approved and has an open suspension. */
export const SHOP_STATES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type ShopState = (typeof SHOP_STATES)[number];

export const SHOP_STATE_TEXT: Record<ShopState, string> = {
  pending: 'รออนุมัติ',
  approved: 'เปิดขายอยู่',
  rejected: 'ไม่อนุมัติ',
  suspended: 'ถูกระงับ',
};

export const SHOPS_PAGE_SIZE = 20;

/** A shop's state as the list shows it: an open suspension wins over the approval. */
export function shopStateOf(shop: { approvalStatus: string; isSuspended: boolean }): ShopState {
  if (shop.isSuspended) return 'suspended';
  if (shop.approvalStatus === 'pending' || shop.approvalStatus === 'rejected') {
    return shop.approvalStatus;
  }
  return 'approved';
}

export const SUSPENSION_REASON_MIN = 5;
export const SUSPENSION_REASON_MAX = 500;

/** Why an operator rejects, suspends or reactivates: trimmed, 5–500 characters. */
export const ShopReasonSchema = z
  .string({ message: 'กรุณาระบุเหตุผล' })
  .trim()
  .min(SUSPENSION_REASON_MIN, { message: `กรุณาระบุเหตุผลอย่างน้อย ${SUSPENSION_REASON_MIN} ตัวอักษร` })
  .max(SUSPENSION_REASON_MAX, { message: `เหตุผลยาวได้ไม่เกิน ${SUSPENSION_REASON_MAX} ตัวอักษร` });

export const ShopReasonBodySchema = z.object({ reason: ShopReasonSchema });
export type ShopReasonBody = z.input<typeof ShopReasonBodySchema>;

/** The branch number of the shop's tax registration: 5 digits, 00000 = head office. */
export const TaxBranchNoSchema = z
  .string({ message: 'กรุณากรอกเลขที่สาขา 5 หลัก' })
  .trim()
  .regex(/^\d{5}$/, { message: 'เลขที่สาขาต้องเป็นตัวเลข 5 หลัก (สำนักงานใหญ่ใช้ 00000)' });

export const TaxBranchBodySchema = z.object({ taxBranchNo: TaxBranchNoSchema });
export type TaxBranchBody = z.input<typeof TaxBranchBodySchema>;

export const ShopListQuerySchema = z.object({
  keyword: z.string().trim().max(100, { message: 'คำค้นยาวได้ไม่เกิน 100 ตัวอักษร' }).default(''),
  state: z.enum(SHOP_STATES, { message: 'สถานะร้านไม่ถูกต้อง' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ShopListQuery = z.input<typeof ShopListQuerySchema>;

/** The shop list's search form: the keyword alone (the state is chosen by its buttons). */
export const ShopSearchFormSchema = ShopListQuerySchema.pick({ keyword: true });
export type ShopSearchForm = z.input<typeof ShopSearchFormSchema>;

export const ShopRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  branchName: z.string(),
  code: z.string(),
  province: z.string(),
  /** The owner's phone, masked (081-xxx-1234); '' when the shop has no owner account. */
  ownerTelMasked: z.string(),
  approvalStatus: z.enum(['pending', 'approved', 'rejected']),
  isSuspended: z.boolean(),
  state: z.enum(SHOP_STATES),
  /** The commission rate in force now, basis points. */
  commissionRateBp: z.number().int(),
});
export type ShopRow = z.infer<typeof ShopRowSchema>;

export const ShopListResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(ShopRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Shops in each state for the keyword (the filter's chips). */
  counts: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    suspended: z.number().int(),
  }),
});
export type ShopListResponse = z.infer<typeof ShopListResponseSchema>;

export const ShopSuspensionSchema = z.object({
  id: z.number().int(),
  /** ISO times. */
  suspendedAt: z.string(),
  reason: z.string(),
  suspendedBy: z.string(),
  liftedAt: z.string().nullable(),
  liftedBy: z.string().nullable(),
  liftReason: z.string().nullable(),
});
export type ShopSuspension = z.infer<typeof ShopSuspensionSchema>;

export const ShopDetailSchema = ShopRowSchema.extend({
  /** YYYY-MM-DD. */
  registerDate: z.string(),
  legalName: z.string(),
  taxId: z.string(),
  taxBranchNo: z.string(),
  tel: z.string(),
  address: z.string(),
  isActive: z.boolean(),
  /** The head office of a branch. */
  headOffice: z
    .object({ id: z.number().int(), name: z.string(), branchName: z.string() })
    .nullable(),
  /** A head office's branches with their states (each is suspended on its own). */
  branches: z.array(
    z.object({
      id: z.number().int(),
      branchName: z.string(),
      state: z.enum(SHOP_STATES),
    }),
  ),
  /** The head office's payout account (decision 0140), its number masked. */
  payoutAccount: z
    .object({
      bankName: z.string(),
      accountNumberMasked: z.string(),
      changedAt: z.string(),
      /** The next payout waits until then after a change (ISO), null when not held now. */
      heldUntil: z.string().nullable(),
    })
    .nullable(),
  /** Newest first; the open one (liftedAt null) is the current suspension. */
  suspensions: z.array(ShopSuspensionSchema),
  /** The reason given when the shop was rejected in the console, if it was. */
  rejectReason: z.string().nullable(),
});
export type ShopDetail = z.infer<typeof ShopDetailSchema>;

export const ShopDetailResponseSchema = z.object({
  success: z.literal(true),
  shop: ShopDetailSchema,
});
export type ShopDetailResponse = z.infer<typeof ShopDetailResponseSchema>;

/** The console home's counts: only the areas the operator's role may see are present. */
export const HomeCountsResponseSchema = z.object({
  success: z.literal(true),
  counts: z.object({
    /** Shops waiting for approval (`shops`). */
    shopsWaiting: z.number().int().optional(),
    /** Refunds not yet given back (`refunds`). */
    refundsOpen: z.number().int().optional(),
    /** Payout batches built and waiting for their transfer (`payouts`). */
    payoutBatchesWaiting: z.number().int().optional(),
  }),
});
export type HomeCountsResponse = z.infer<typeof HomeCountsResponseSchema>;

/** The active store's standing as its back office reads it (GET /api/seller/store-standing). */
export const StoreSuspensionNoticeSchema = z.object({
  reason: z.string(),
  /** ISO time. */
  since: z.string(),
});
export type StoreSuspensionNotice = z.infer<typeof StoreSuspensionNoticeSchema>;

export const StoreStandingResponseSchema = z.object({
  success: z.literal(true),
  approvalStatus: z.enum(['pending', 'approved', 'rejected']),
  suspension: StoreSuspensionNoticeSchema.nullable(),
});
export type StoreStandingResponse = z.infer<typeof StoreStandingResponseSchema>;

/** A rate in basis points as the console writes it: 500 → '5', 450 → '4.5', 425 → '4.25'. */
export function ratePercentText(bp: number): string {
  return (bp / 100).toFixed(2).replace(/\.?0+$/, '');
}
