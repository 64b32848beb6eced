import { z } from 'zod';

// "Book the same tyres again" (issue 35 item 3): a reminder's one tap (/rebook/:orderId) puts the
// order's tyres, in the same quantities, into the shopper's cart at the same shop. Tyres the shop
// no longer sells (or has too few of) are named with the reason; the rest go in.

export const RebookParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const RebookLineSchema = z.object({
  title: z.string(),
  quantity: z.number().int(),
  /** Why it could not be added (Thai); absent for tyres that went into the cart. */
  reason: z.string().optional(),
});

export const RebookResponseSchema = z.object({
  success: z.literal(true),
  /** The Thai notice the cart shows. */
  message: z.string(),
  added: z.array(RebookLineSchema),
  notAdded: z.array(RebookLineSchema),
});
export type RebookResponse = z.infer<typeof RebookResponseSchema>;

/** The cart page's notice after a rebook (the shopper's words, not the server's). */
export function rebookNotice(
  added: number,
  notAdded: readonly { title: string; reason?: string }[],
) {
  const head = `เพิ่มยางชุดเดิม ${added} รายการลงตะกร้าแล้ว`;
  if (notAdded.length === 0) return `${head} เลือกวันและเวลาติดตั้งได้เลย`;
  const missing = notAdded.map((l) => `${l.title} (${l.reason ?? 'ไม่พร้อมจำหน่าย'})`).join(', ');
  return `${head} แต่เพิ่มไม่ได้: ${missing}`;
}

/** Nothing could be added: the whole reason, in one Thai sentence. */
export function rebookRefusal(notAdded: readonly { title: string; reason?: string }[]) {
  const missing = notAdded.map((l) => `${l.title} (${l.reason ?? 'ไม่พร้อมจำหน่าย'})`).join(', ');
  return `ไม่สามารถสั่งยางชุดเดิมได้: ${missing}`;
}
