import { z } from 'zod';
import { SellerOrderDetailSchema } from './seller-orders';

// The shop's printable pages of an order (spec 2.3 /seller/order/receipt/:id and
// /seller/order/delivery-cover/:id; issue 15 item 6): the order detail plus the issuing shop's
// details for a receipt / tax invoice and a parcel's sender block. Money in baht.

export const OrderDocumentIssuerSchema = z.object({
  /** The shop's trading name and branch name ('' for a head office or a single shop). */
  name: z.string(),
  branchName: z.string(),
  /** Tax-registered name and tax id (a branch without its own takes its head office's). */
  legalName: z.string(),
  taxId: z.string(),
  /** The registered address printed on tax invoices (the shop's address when none is set). */
  taxAddress: z.string(),
  /** Where the shop is: the sender's address on a parcel. */
  address: z.string(),
  tel: z.string(),
  email: z.string(),
});
export type OrderDocumentIssuer = z.infer<typeof OrderDocumentIssuerSchema>;

export const SellerOrderDocumentResponseSchema = z.object({
  order: SellerOrderDetailSchema,
  issuer: OrderDocumentIssuerSchema,
  document: z.object({
    /** The shopper asked for a tax invoice: the receipt is a receipt / tax invoice. */
    isTaxInvoice: z.boolean(),
    /** The shop's tax invoice serial (assigned at the first print when still missing). */
    invoiceNo: z.string().nullable(),
    /** The document's date: when the order was paid (ISO). */
    issuedAt: z.string(),
    /** VAT 7 % included in the total, and the total before VAT (baht). */
    vat: z.number(),
    totalBeforeVat: z.number(),
  }),
});
export type SellerOrderDocumentResponse = z.infer<typeof SellerOrderDocumentResponseSchema>;
