import { z } from 'zod';
import { CustomerFormSchema, DeliveryFormSchema, TaxFormSchema } from './cart-forms';
import { CART_QTY_DEFAULT, CART_QTY_MAX, CART_QTY_MIN } from './cart-quantity';
import { INSTALLMENT_PERIODS, PAYMENT_METHODS } from './payment-methods';
import { RefundNoticeSchema } from './refunds';
import { SlotSchema } from './slots';

// Every /api/order/* cart call of spec 7 (cart, cart edits, schedule, customer, delivery, tax,
// change-payment-method) and the cart response of spec 3. Money is baht in answers (computed in
// satang on the server, ARCHITECTURE "Money"). Dates are 'YYYY-MM-DD' (Asia/Bangkok).

export const OrderTypeSchema = z.enum(['SERVICE', 'DELIVERY']);
export type CartOrderType = z.infer<typeof OrderTypeSchema>;

/** An unpaid order holds its stock and slot this long (issue 5/6). */
export const RESERVATION_MINUTES = 15;

/** Thai texts the cart page and the server share (spec 2.9, 8; glossary). */
export const CART_TEXT = {
  checkItems: 'กรุณาตรวจสอบรายการสินค้าอีกครั้ง',
  noItems: 'ยังไม่มีรายการสั่งซื้อ',
  noSlotsTitle: 'ไม่พบช่วงเวลาให้บริการ',
  noSlots: 'วันที่เลือกไม่มีช่วงเวลาว่างให้จอง',
  deliveryRemark: 'กรุงเทพฯ และปริมณฑล ได้รับสินค้าภายใน 3-5 วันทำการ ต่างจังหวัดภายใน 4-7 วันทำการ',
  sizeWarning: 'กรุณาตรวจสอบขนาด ยี่ห้อ และรุ่นของยางให้ถูกต้องก่อนชำระเงิน',
  outOfStock: 'สินค้าบางรายการมีไม่พอ เราปรับจำนวนตามสินค้าที่เหลืออยู่แล้ว',
  soldOut: 'สินค้าบางรายการหมดแล้ว และถูกนำออกจากตะกร้า',
  otherShops: 'ดูร้านอื่นที่ขายยางรุ่นนี้',
  priceChanged: 'ราคาสินค้าบางรายการเปลี่ยนไป กรุณาตรวจสอบยอดรวมอีกครั้ง',
  slotTaken: 'ช่วงเวลาติดตั้งที่เลือกไว้เต็มแล้ว กรุณาเลือกวันและเวลาใหม่',
  saved: 'บันทึกข้อมูลเรียบร้อย',
} as const;

const idField = z.coerce.number().int().min(1).max(2_147_483_647);

// ---------- requests ----------

/** POST /api/order/add-cart: the stored cart request (also kept locally before login). */
export const AddCartBodySchema = z.object({
  sellerProductId: idField,
  quantity: z.coerce.number().int().min(CART_QTY_MIN).max(CART_QTY_MAX).default(CART_QTY_DEFAULT),
  orderType: OrderTypeSchema.default('SERVICE'),
  /** Confirms replacing a cart of another shop or order type (409 CART_REPLACE_REQUIRED first). */
  replace: z.boolean().optional().default(false),
});
export type AddCartBody = z.input<typeof AddCartBodySchema>;

/** POST /api/order/adjust-qty. */
export const AdjustQtyBodySchema = z.object({
  operand: z.union([z.literal(1), z.literal(-1)]),
  sellerProductId: idField,
});
export type AdjustQtyBody = z.input<typeof AdjustQtyBodySchema>;

/** Accepts {sellerProductId} or, in the other reading, {id}. */
export const RemoveProductBodySchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !('sellerProductId' in v) && 'id' in v
      ? { sellerProductId: (v as { id: unknown }).id }
      : v,
  z.object({ sellerProductId: idField }),
);
export type RemoveProductBody = { sellerProductId: number };

/** Accepts {id, include} or, in the other reading, {item, include}; item may be {id}. */
function toggleBody() {
  return z.preprocess(
    (v) => {
      if (!v || typeof v !== 'object' || 'id' in v) return v;
      const item = (v as { item?: unknown }).item;
      const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : item;
      return { ...(v as object), id };
    },
    z.object({ id: idField, include: z.boolean() }),
  );
}
/** POST /api/order/toggle-cart-service: id = the service id. */
export const ToggleServiceBodySchema = toggleBody();
/** POST /api/order/toggle-cart-discount: id = promoId. */
export const ToggleDiscountBodySchema = toggleBody();
export type ToggleBody = { id: number; include: boolean };

/** POST /api/order/add-product-size: id = another sellerProductId of the same shop. */
export const AddProductSizeBodySchema = z.object({ id: idField });
export type AddProductSizeBody = z.input<typeof AddProductSizeBodySchema>;

/** POST /api/product/get-product-size-by-criteria (auth). */
export const ProductSizeByCriteriaBodySchema = z.object({ sellerProductId: idField });
export const SizeOptionSchema = z.object({
  /** sellerProductId to send to add-product-size. */
  id: z.number().int(),
  model: z.string(),
  size: z.string(),
  year: z.number().int(),
  price: z.number(),
});
export type SizeOption = z.infer<typeof SizeOptionSchema>;
export const ProductSizeByCriteriaResponseSchema = z.object({
  products: z.array(SizeOptionSchema),
});
export type ProductSizeByCriteriaResponse = z.infer<typeof ProductSizeByCriteriaResponseSchema>;

const dateKeyField = z
  .string({ message: 'กรุณาเลือกวันที่ติดตั้ง' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'กรุณาเลือกวันที่ติดตั้ง' });

/** POST /api/order/get-service-slot. */
export const ServiceSlotBodySchema = z.object({ scheduleDate: dateKeyField });
export const ServiceSlotResponseSchema = z.object({
  /** Only slots with a free place; empty with `message` when none are left. */
  scheduleList: z.array(SlotSchema),
  message: z.string(),
});
export type ServiceSlotResponse = z.infer<typeof ServiceSlotResponseSchema>;

/**
 * POST /api/order/submit-schedule: scheduleTime = a slot's value, or '' when only the date was
 * chosen (spec 2.9 (c): changing the date submits the schedule at once, before a slot is picked).
 */
export const SubmitScheduleBodySchema = z.object({
  scheduleDate: dateKeyField,
  scheduleTime: z.string({ message: 'กรุณาเลือกเวลา' }).trim().max(20).default(''),
});
export type SubmitScheduleBody = z.input<typeof SubmitScheduleBodySchema>;

export const SubmitCustomerBodySchema = CustomerFormSchema;
export const SubmitDeliveryBodySchema = DeliveryFormSchema;
export const SubmitTaxBodySchema = TaxFormSchema;

/**
 * POST /api/order/change-payment-method. `paid` (the client's view) is ignored by the server.
 * A method that is not an instalment carries period 0 (spec 3 "Payment selection"): no period.
 */
export const ChangePaymentMethodBodySchema = z.object({
  method: z.enum(PAYMENT_METHODS, { message: 'กรุณาเลือกวิธีชำระเงิน' }),
  installmentPeriod: z.preprocess(
    (v) => (v === 0 || v === '0' || v === '' ? null : v),
    z.coerce
      .number()
      .int()
      .refine((n) => (INSTALLMENT_PERIODS as readonly number[]).includes(n), {
        message: 'กรุณาเลือกจำนวนเดือนที่ผ่อน',
      })
      .nullish(),
  ),
  paid: z.unknown().optional(),
});
export type ChangePaymentMethodBody = z.input<typeof ChangePaymentMethodBodySchema>;

/** POST /api/order/get-order-detail {id = order number}. */
export const OrderDetailBodySchema = z.object({ id: z.string().trim().min(1).max(30) });
export const OrderDetailResponseSchema = z.object({
  statusCode: z.number().int(),
  /** Money received for this order that will be paid back (docs/decisions/0064), or null. */
  refund: RefundNoticeSchema.nullable(),
  /**
   * Present when this attempt was replaced and another order of the same checkout is the one paid
   * (docs/decisions/0134): the receipt to show is that order's.
   */
  paidOrderNo: z.string().optional(),
});

/** GET /api/order/generate-qr-data: the PromptPay QR (a PNG data URL) and the order it pays. */
export const QrDataResponseSchema = z.object({
  qrcode: z.object({ image: z.string(), date: z.string() }),
  orderNo: z.string(),
});
export type QrDataResponse = z.infer<typeof QrDataResponseSchema>;

/** POST /api/order/generate-banking-data (spec 7 Payment). */
export const BankingDataBodySchema = z.object({
  bankCode: z
    .string({ message: 'กรุณาเลือกธนาคาร' })
    .trim()
    .regex(/^\d{3}$/, {
      message: 'กรุณาเลือกธนาคาร',
    }),
  paymentMethod: z.string().trim().max(30).optional(),
});
export const BankingDataResponseSchema = z.object({
  action: z.string(),
  formFields: z.record(z.string(), z.string()),
  publicKey: z.string(),
  customerTelephone: z.string(),
  referenceNo: z.string(),
  backgroundUrl: z.string(),
  responseUrl: z.string(),
  amount: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  checksum: z.string(),
  bankCode: z.string(),
  isValid: z.boolean(),
  message: z.string(),
  redirectLink: z.string(),
});

/** POST /api/order/charge-card-payment {token, paymentMethod}: the provider's card token only. */
export const CardChargeBodySchema = z.object({
  token: z
    .string({ message: 'ไม่พบข้อมูลบัตร กรุณากรอกข้อมูลบัตรอีกครั้ง' })
    .trim()
    .regex(/^[A-Za-z0-9-]{8,100}$/, { message: 'ไม่พบข้อมูลบัตร กรุณากรอกข้อมูลบัตรอีกครั้ง' }),
  paymentMethod: z.string().trim().max(30).optional(),
});
/** Spec 7 fields, plus the 3-D Secure form the browser posts when resultCode is '00'. */
export const CardChargeResponseSchema = z.object({
  resultCode: z.string(),
  resultMessage: z.string(),
  gbpReferenceNo: z.string(),
  isValid: z.boolean(),
  message: z.string(),
  redirectLink: z.string(),
  action: z.string(),
  formFields: z.record(z.string(), z.string()),
});
export type CardChargeResponse = z.infer<typeof CardChargeResponseSchema>;

/** POST /api/order/generate-installment-data {bankCode, term, paymentMethod} (spec 7 Payment). */
export const InstallmentDataBodySchema = z.object({
  bankCode: z
    .string({ message: 'กรุณาเลือกบัตรเครดิตที่ใช้ผ่อน' })
    .trim()
    .regex(/^\d{3}$/, { message: 'กรุณาเลือกบัตรเครดิตที่ใช้ผ่อน' }),
  term: z.coerce
    .number({ message: 'กรุณาเลือกจำนวนเดือนที่ผ่อน' })
    .int({ message: 'กรุณาเลือกจำนวนเดือนที่ผ่อน' }),
  paymentMethod: z.string().trim().max(30).optional(),
});
export const InstallmentDataResponseSchema = BankingDataResponseSchema.extend({
  detail: z.string(),
  term: z.string(),
});
export type InstallmentDataResponse = z.infer<typeof InstallmentDataResponseSchema>;

/** POST /api/order/validate-gtm-purchase and track-gtm-purchase {orderNumber}. */
export const GtmPurchaseBodySchema = z.object({ orderNumber: z.string().trim().min(1).max(30) });
/** The analytics `purchase` event of a paid order, not yet tracked (null otherwise). */
export const GtmPurchaseSchema = z.object({
  transaction_id: z.string(),
  value: z.number(),
  tax: z.number(),
  shipping: z.number(),
  currency: z.literal('THB'),
  payment_type: z.string(),
  items: z.array(
    z.object({
      item_id: z.string(),
      item_name: z.string(),
      price: z.number(),
      quantity: z.number().int(),
    }),
  ),
});
export type GtmPurchase = z.infer<typeof GtmPurchaseSchema>;
export const GtmValidateResponseSchema = z.object({
  isValid: z.boolean(),
  purchase: GtmPurchaseSchema.nullable(),
});
/** isTracked: this call marked the order tracked (true exactly once per order). */
export const GtmTrackResponseSchema = z.object({ success: z.boolean(), isTracked: z.boolean() });

/**
 * POST /api/order/pre-delivery {id = order number, tel?} (no sign-in required): the delivery
 * tracking text. Order numbers count up, so the number alone proves nothing: the text is answered
 * to the order's own signed-in buyer, or with `tel`, the buyer's or the receiver's phone number
 * (decision 0067). Anything else answers like an order not yet shipped.
 */
export const PreDeliveryBodySchema = z.object({
  id: z.string().trim().min(1).max(30),
  tel: z.string().trim().max(20).optional(),
});
/** trackingText: comma-separated (carrier, tracking number, ...), shown two items per line. */
export const PreDeliveryResponseSchema = z.object({ trackingText: z.string() });

/** Spec 3 "Delivery tracking": the comma-separated text as lines of two items each. */
export function trackingLines(trackingText: string): string[] {
  const items = trackingText
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const lines: string[] = [];
  for (let i = 0; i < items.length; i += 2) lines.push(items.slice(i, i + 2).join(', '));
  return lines;
}

// ---------- responses ----------

/** Answer of every cart edit: success and a Thai message. */
export const CartActionResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type CartActionResponse = z.infer<typeof CartActionResponseSchema>;

export const CartProductSchema = z.object({
  /** Product param ('{productId}.{slug}'): TIRE_DETAIL link. */
  param: z.string(),
  size: z.string(),
  brand: z.string(),
  name: z.string(),
  year: z.number().int(),
  /** Price per tyre, baht. */
  price: z.number(),
  quantity: z.number().int(),
  /** The most that may be put in the cart now (available stock, at most 4). */
  maxQuantity: z.number().int(),
  totalPrice: z.number(),
  totalDiscount: z.number(),
  fullName: z.string(),
  /** Spec 4 seller stock status: 1 LIMITED, 2 SUBLET, 3 FACTORY (made to order, decision 0068). */
  stockStatus: z.number().int(),
  /** Days before the tyres can be fitted or sent (offer-orderability `leadDays`). */
  leadDays: z.number().int(),
  picture: z.string(),
  brandLogo: z.string(),
  sellerProductId: z.number().int(),
});
export type CartProduct = z.infer<typeof CartProductSchema>;

export const CartServiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  include: z.boolean(),
  isTogglable: z.boolean(),
  description: z.string(),
});
export type CartService = z.infer<typeof CartServiceSchema>;

export const CartDiscountSchema = z.object({
  promoId: z.number().int(),
  title: z.string(),
  remark: z.string(),
  /** The discount in baht (what it gives, or would give when excluded). */
  price: z.number(),
  include: z.boolean(),
  isTogglable: z.boolean(),
  /** One of the five amount types of spec 9. */
  amountType: z.string(),
});
export type CartDiscount = z.infer<typeof CartDiscountSchema>;

export const CartBenefitSchema = z.object({
  /** warranty | freeGift | yltGift. */
  type: z.string(),
  title: z.string(),
  remark: z.string(),
});

export const CartStoreSchema = z.object({
  param: z.string(),
  picture: z.string(),
  name: z.string(),
  address: z.string(),
  tel: z.string(),
  /** Shop-authored HTML, sanitised on the server. */
  openTime: z.string(),
});

export const ShippingDataSchema = z.object({
  receiverName: z.string(),
  receiverFirstname: z.string(),
  receiverLastname: z.string(),
  receiverTel: z.string(),
  receiverEmail: z.string(),
  /** The whole address on one line, for the summary. */
  receiverAddress: z.string(),
  address: z.string(),
  subDistrict: z.string(),
  district: z.string(),
  province: z.string(),
  postCode: z.string(),
  deliveryRemark: z.string(),
});
export type ShippingData = z.infer<typeof ShippingDataSchema>;

/**
 * What the customer and delivery forms start from while the cart has none of its own (issue 13):
 * the shopper's last order, its blanks filled from the profile. Never tax details.
 */
export const CustomerSuggestionSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  tel: z.string(),
  address: z.string(),
  subDistrict: z.string(),
  district: z.string(),
  province: z.string(),
  postCode: z.string(),
  carBrand: z.string(),
  carModel: z.string(),
  licenseNumber: z.string(),
  licenseProvince: z.string(),
});
export type CustomerSuggestion = z.infer<typeof CustomerSuggestionSchema>;

export const CartCustomerSchema = CustomerSuggestionSchema.extend({
  requireTax: z.boolean(),
  requireElecTax: z.boolean(),
  taxId: z.string(),
  taxName: z.string(),
  taxAddress: z.string(),
  taxSubDistrict: z.string(),
  taxDistrict: z.string(),
  taxProvince: z.string(),
  taxPostCode: z.string(),
  taxEmail: z.string(),
});
export type CartCustomer = z.infer<typeof CartCustomerSchema>;

export const PaymentOptionsSchema = z.object({
  prepaid: z.boolean(),
  scanQR: z.boolean(),
  internetBanking: z.boolean(),
  creditCard: z.boolean(),
  freeInstallment: z.boolean(),
  interestInstallment: z.boolean(),
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

export const InstallmentOptionSchema = z.object({
  period: z.number().int(),
  /** Baht per month. */
  paid: z.number(),
  /** Baht over all months. */
  total: z.number(),
  /** False when the amount is below the shop's instalment minimum (shown not-allowed). */
  isAllowed: z.boolean(),
});
export type InstallmentOption = z.infer<typeof InstallmentOptionSchema>;

export const CartDataSchema = z.object({
  orderType: OrderTypeSchema,
  announcement: z.string(),
  isAllowMultipleSize: z.boolean(),
  isAllowTaxRequest: z.boolean(),
  isAllowElecTaxRequest: z.boolean(),
  /** The forms' starting values from the last order and the profile (the caller's own only). */
  customerSuggestion: CustomerSuggestionSchema,
  products: z.array(CartProductSchema),
  /** Delivery fee (baht); 0 → shown as free. */
  deliveryData: z.object({ price: z.number() }),
  services: z.array(CartServiceSchema),
  discounts: z.array(CartDiscountSchema),
  benefits: z.array(CartBenefitSchema),
  /** Goods + included services + delivery − applied discounts, baht. */
  orderTotal: z.number(),
  /** What the chosen method costs in all (orderTotal, or the instalment-with-interest total). */
  finalPrice: z.number(),
  /** Deposit charged online for deposit methods (0 when the shop takes no deposit). */
  prepaidPrice: z.number(),
  /** finalPrice − prepaidPrice: paid at the shop. */
  remainPrice: z.number(),
  storeData: CartStoreSchema,
  appointmentDate: z.string().nullable(),
  appointmentTime: z.string().nullable(),
  /** Slot label 'from - to' of appointmentTime, '' when none. */
  appointmentTimeText: z.string(),
  /** First bookable date; dates up to startDate + 29 days (spec 5 "Install date"). */
  startDate: z.string(),
  endDate: z.string(),
  /** Bookable dates of the window (holidays and closed weekdays left out). */
  availableDates: z.array(z.string()),
  shippingData: ShippingDataSchema.nullable(),
  customer: CartCustomerSchema,
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  installmentPeriod: z.number().int().nullable(),
  paymentOptions: PaymentOptionsSchema,
  installmentNoAdditional: z.array(InstallmentOptionSchema),
  installmentWithAdditional: z.array(InstallmentOptionSchema),
  /** Section readiness of spec 4 "Cart sections", computed with the shared rules. */
  isDeliveryReady: z.boolean(),
  isCustomerReady: z.boolean(),
  isTaxReady: z.boolean(),
});
export type CartData = z.infer<typeof CartDataSchema>;

export const PromotionDataSchema = z.object({
  topBanner: z.string(),
  topBannerMobile: z.string(),
  bottomBanner: z.string(),
  bottomBannerMobile: z.string(),
  imageTitle: z.string(),
  /** Sanitised HTML. */
  detail: z.string(),
});
export type PromotionData = z.infer<typeof PromotionDataSchema>;

export const CartDroppedItemSchema = z.object({
  /** 'Brand Model Size (year)'. */
  name: z.string(),
  /** TIRE_DETAIL link of the tyre, where the other shops' offers are. */
  link: z.string(),
});
export type CartDroppedItem = z.infer<typeof CartDroppedItemSchema>;

/** GET /api/order/get-cart-data. cartData null → 'no ordered items yet'. */
export const CartResponseSchema = z.object({
  cartData: CartDataSchema.nullable(),
  promotionData: PromotionDataSchema.nullable(),
  isValid: z.boolean(),
  message: z.string(),
  redirectLink: z.string(),
  /**
   * Items this load took out of the cart (no longer sold, or out of stock), each with the tyre
   * page where other shops offer it (decision 0068): the page names them and links back.
   */
  droppedItems: z.array(CartDroppedItemSchema),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;
