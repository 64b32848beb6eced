import { z } from 'zod';

// Error codes and their Thai messages (one place; the server's error handler and the web client
// both read from here). HTTP statuses follow the architecture: 400/422 validation, 401 no or bad
// token, 403 not allowed, 404, 409 conflict, 429 too many attempts.

export const ERRORS = {
  VALIDATION_FAILED: { status: 422, message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' },
  BAD_REQUEST: { status: 400, message: 'คำขอไม่ถูกต้อง' },
  UNAUTHORIZED: { status: 401, message: 'กรุณาเข้าสู่ระบบก่อนทำรายการ' },
  TOKEN_INVALID: { status: 401, message: 'เซสชันหมดอายุหรือไม่ถูกต้อง กรุณาเข้าสู่ระบบใหม่' },
  FORBIDDEN: { status: 403, message: 'คุณไม่มีสิทธิ์ทำรายการนี้' },
  STAFF_DISABLED: { status: 403, message: 'บัญชีนี้ถูกปิดการใช้งาน กรุณาติดต่อเจ้าของร้าน' },
  NOT_FOUND: { status: 404, message: 'ไม่พบข้อมูลที่ต้องการ' },
  ROUTE_NOT_FOUND: { status: 404, message: 'ไม่พบหน้าหรือบริการที่ต้องการ' },
  CONFLICT: { status: 409, message: 'ข้อมูลมีการเปลี่ยนแปลง กรุณาลองใหม่อีกครั้ง' },
  TOO_MANY_REQUESTS: { status: 429, message: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป' },
  // Sign-in, registration and OTP (issue 4/6).
  LOGIN_FAILED: { status: 401, message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' },
  ACCOUNT_LOCKED: {
    status: 429,
    message: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่ หรือใช้เมนูลืมรหัสผ่าน',
  },
  SOCIAL_LOGIN_FAILED: { status: 401, message: 'ไม่สามารถยืนยันตัวตนกับผู้ให้บริการได้ กรุณาลองใหม่อีกครั้ง' },
  CAPTCHA_FAILED: { status: 422, message: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' },
  OTP_INVALID: { status: 422, message: 'รหัส OTP ไม่ถูกต้อง' },
  OTP_EXPIRED: { status: 422, message: 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่' },
  OTP_TOO_MANY_TRIES: { status: 429, message: 'กรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณาขอรหัสใหม่' },
  OTP_RESEND_TOO_SOON: { status: 429, message: 'กรุณารอให้หมดเวลานับถอยหลังก่อนขอรหัส OTP ใหม่' },
  OTP_LIMIT_REACHED: { status: 429, message: 'ขอรหัส OTP บ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' },
  OTP_STEP_EXPIRED: { status: 422, message: 'ขั้นตอนหมดเวลาแล้ว กรุณายืนยันเบอร์โทรศัพท์ใหม่อีกครั้ง' },
  TEL_NOT_REGISTERED: { status: 404, message: 'ไม่พบบัญชีที่ใช้เบอร์นี้' },
  TEL_ALREADY_REGISTERED: {
    status: 409,
    message: 'เบอร์โทรศัพท์นี้สมัครสมาชิกแล้ว กรุณาเข้าสู่ระบบหรือใช้เมนูลืมรหัสผ่าน',
  },
  USERNAME_TAKEN: { status: 409, message: 'ชื่อผู้ใช้นี้มีผู้ใช้แล้ว กรุณาเลือกชื่ออื่น' },
  SMS_FAILED: { status: 503, message: 'ส่ง SMS ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' },
  // Seller registration and switching (issue 14 part I).
  STORE_ALREADY_REGISTERED: { status: 409, message: 'บัญชีนี้ลงทะเบียนร้านค้าแล้ว' },
  // Cart and checkout (issue 5/6).
  CART_NOT_FOUND: { status: 404, message: 'ยังไม่มีรายการสั่งซื้อ' },
  CART_REPLACE_REQUIRED: {
    status: 409,
    message:
      'ตะกร้ามีสินค้าจากร้านอื่นหรือประเภทคำสั่งซื้ออื่นอยู่แล้ว หากดำเนินการต่อ สินค้าเดิมในตะกร้าจะถูกแทนที่ ต้องการดำเนินการต่อหรือไม่',
  },
  PRODUCT_UNAVAILABLE: { status: 409, message: 'สินค้านี้ไม่พร้อมจำหน่ายสำหรับการสั่งซื้อแบบที่เลือก' },
  OUT_OF_STOCK: { status: 409, message: 'สินค้ามีจำนวนไม่เพียงพอ กรุณาลดจำนวนหรือเลือกร้านค้าอื่น' },
  QTY_LIMIT: { status: 422, message: 'เลือกจำนวนได้ 1 ถึง 4 เส้น' },
  LAST_PRODUCT: { status: 422, message: 'ไม่สามารถลบสินค้ารายการสุดท้ายได้' },
  DATE_NOT_BOOKABLE: { status: 422, message: 'ไม่สามารถเลือกวันที่นี้ได้ กรุณาเลือกวันที่ติดตั้งใหม่' },
  SLOT_FULL: { status: 409, message: 'ช่วงเวลาที่เลือกเต็มแล้ว กรุณาเลือกวันหรือเวลาอื่น' },
  /** Decision 0162: no bay is free for the whole job at the chosen start any more. */
  BAY_FULL: {
    status: 409,
    message: 'เวลาเริ่มที่เลือกไม่มีช่องบริการว่างพอสำหรับงานนี้แล้ว กรุณาเลือกเวลาอื่น',
  },
  CHECKOUT_INCOMPLETE: { status: 422, message: 'ยังไม่สามารถดำเนินการต่อได้' },
  PAYMENT_METHOD_NOT_ALLOWED: { status: 422, message: 'ร้านค้านี้ไม่รองรับวิธีชำระเงินที่เลือก' },
  CART_CHANGED: { status: 409, message: 'กรุณาตรวจสอบรายการสินค้าอีกครั้ง' },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 502,
    message: 'ไม่สามารถเชื่อมต่อระบบชำระเงินได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
  },
  // Seller store setup (issue 14 §5: decoration, staff, holidays).
  UPLOAD_WRONG_TYPE: { status: 422, message: 'รองรับเฉพาะไฟล์รูปภาพ JPEG หรือ PNG เท่านั้น' },
  UPLOAD_TOO_LARGE: { status: 422, message: 'ไฟล์รูปภาพต้องมีขนาดไม่เกิน 10 MB' },
  UPLOAD_BROKEN: { status: 422, message: 'ไม่สามารถอ่านไฟล์รูปภาพได้ ไฟล์อาจเสียหาย กรุณาเลือกไฟล์อื่น' },
  STAFF_SELF_LOCKOUT: {
    status: 422,
    message: 'ไม่สามารถปิดการใช้งานหรือยกเลิกสิทธิ์จัดการพนักงานของบัญชีตนเองได้',
  },
  STAFF_OWNER_LOCKED: { status: 403, message: 'ไม่สามารถปิดการใช้งานหรือเปลี่ยนสิทธิ์ของเจ้าของร้านได้' },
  // Credentials belong to their person; a phone joins a shop by invitation (decision 0131).
  STAFF_CREDENTIALS_OWN: {
    status: 403,
    message: 'ชื่อ เบอร์โทรศัพท์ และรหัสผ่านของบัญชีเปลี่ยนได้โดยเจ้าของบัญชีเท่านั้น ที่เมนู "บัญชีของฉัน"',
  },
  STAFF_ABOVE_MANAGER: {
    status: 403,
    message: 'ไม่สามารถจัดการพนักงานที่มีสิทธิ์ซึ่งบัญชีของคุณไม่มีได้',
  },
  OWNER_ONLY: { status: 403, message: 'รายการนี้ทำได้เฉพาะเจ้าของร้านเท่านั้น' },
  CURRENT_PASSWORD_WRONG: { status: 403, message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' },
  HANDOVER_TARGET_INVALID: {
    status: 422,
    message: 'มอบความเป็นเจ้าของร้านได้เฉพาะพนักงานของร้านนี้ที่เปิดใช้งานอยู่',
  },
  INVITATION_INVALID: { status: 404, message: 'ไม่พบคำเชิญนี้ หรือคำเชิญหมดอายุหรือถูกยกเลิกแล้ว' },
  INVITATION_ALREADY_MEMBER: { status: 409, message: 'เบอร์นี้เป็นพนักงานของร้านนี้อยู่แล้ว' },
  TEL_TAKEN: { status: 409, message: 'เบอร์โทรศัพท์นี้ใช้กับบัญชีอื่นแล้ว' },
  // A staff member's LINE for shop messages (issue 35): one LINE per seller account.
  SELLER_LINE_TAKEN: {
    status: 409,
    message: 'บัญชี LINE นี้เชื่อมกับบัญชีร้านค้าอื่นอยู่แล้ว กรุณาใช้บัญชี LINE อื่น',
  },
  SELLER_LINE_UNVERIFIED: {
    status: 422,
    message: 'ยืนยันบัญชี LINE ไม่สำเร็จ กรุณากดเชื่อมต่อ LINE อีกครั้ง',
  },
  NOT_A_MEMBER: { status: 403, message: 'บัญชีของคุณไม่ได้เป็นพนักงานของร้านนี้' },
  INVITATIONS_TOO_MANY: {
    status: 429,
    message: 'ส่งคำเชิญมากเกินไปในวันนี้ กรุณาลองใหม่พรุ่งนี้',
  },
  HOLIDAY_EXISTS: { status: 409, message: 'วันที่นี้บันทึกเป็นวันหยุดพิเศษไว้แล้ว' },
  HOLIDAY_IN_PAST: { status: 422, message: 'ไม่สามารถบันทึกวันหยุดย้อนหลังได้ กรุณาเลือกวันนี้หรือวันถัดไป' },
  // The shop's order actions (issue 15): the order moved on since the page was loaded.
  ORDER_ALREADY_HANDLED: {
    status: 409,
    message: 'คำสั่งซื้อนี้ถูกดำเนินการไปแล้ว กรุณาโหลดข้อมูลใหม่',
  },
  // The shop's day as it happened (issue 37 item 10).
  APPOINTMENT_PASSED: {
    status: 409,
    message: 'วันนัดติดตั้งของคำสั่งซื้อนี้ผ่านไปแล้ว กรุณารับทราบและติดต่อลูกค้าเพื่อนัดวันใหม่ก่อนยืนยัน',
  },
  REMAIN_ALREADY_COLLECTED: { status: 409, message: 'บันทึกการเก็บเงินส่วนที่เหลือของคำสั่งซื้อนี้ไปแล้ว' },
  // Stock imports (issue 37 item 5).
  IMPORT_BUSY: {
    status: 409,
    message: 'ร้านกำลังนำเข้าไฟล์สต็อกอีกรายการอยู่ กรุณารอให้เสร็จก่อนแล้วลองใหม่',
  },
  STORE_NOT_APPROVED: {
    status: 403,
    message: 'ร้านค้ายังรอการอนุมัติ จึงยังนำเข้าสต็อกไม่ได้ ระหว่างนี้ตั้งค่าร้านค้าได้ตามปกติ',
  },
  // issue 32 payouts (decision 0140)
  PAYOUTS_BY_BATCH: {
    status: 410,
    message:
      'การโอนเงินให้ร้านทำผ่านรอบจ่ายเงินในหน้าผู้ดูแลระบบ (/admin/payouts) แล้ว กรุณาสร้างรอบและบันทึกการโอนที่นั่น',
  },
  INTERNAL: { status: 500, message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  // Issue 33 item 4: the database is restarting or unreachable, or this server is stopping; the
  // answer carries Retry-After and nothing was half-written.
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  },
  // Operators' views (issue 33): /metrics and readiness.
  METRICS_FORBIDDEN: { status: 403, message: 'ไม่มีสิทธิ์อ่านข้อมูลนี้' },
  METRICS_INCOMPLETE: {
    status: 503,
    message: 'ยังรวบรวมตัวเลขของทุกโพรเซสไม่ได้ กรุณาลองใหม่อีกครั้ง',
  },
  SERVER_NOT_READY: { status: 503, message: 'เซิร์ฟเวอร์นี้ยังไม่พร้อมรับคำขอ กรุณาลองใหม่อีกครั้ง' },
  // Issue 32, operator console (decision 0142).
  OPERATOR_FORBIDDEN: { status: 403, message: 'บัญชีผู้ดูแลระบบของคุณไม่มีสิทธิ์ใช้งานส่วนนี้' },
  OPERATOR_DISABLED: {
    status: 403,
    message: 'บัญชีผู้ดูแลระบบนี้ถูกปิดการใช้งาน กรุณาติดต่อผู้ดูแลสูงสุด',
  },
  OPERATOR_LAST_OWNER: {
    status: 422,
    message: 'ต้องมีผู้ดูแลสูงสุดที่เปิดใช้งานอยู่อย่างน้อย 1 บัญชี จึงปิดการใช้งานหรือเปลี่ยนบทบาทบัญชีนี้ไม่ได้',
  },
  OPERATOR_SELF_CHANGE: {
    status: 422,
    message: 'ไม่สามารถปิดการใช้งานหรือเปลี่ยนบทบาทของบัญชีตนเองได้',
  },
  // Issue 32, reconciliation with the provider's daily report (decision 0145).
  RECONCILIATION_DAY_NOT_OVER: {
    status: 422,
    message: 'กระทบยอดได้เฉพาะวันที่ผ่านไปแล้ว รายงานของผู้ให้บริการออกหลังสิ้นวัน',
  },
  PROVIDER_REPORT_NOT_READY: {
    status: 409,
    message: 'ผู้ให้บริการชำระเงินยังไม่ออกรายงานของวันนั้น กรุณาลองใหม่ภายหลัง',
  },
  MISMATCH_ALREADY_RESOLVED: { status: 409, message: 'รายการนี้มีผู้ปิดไปแล้ว' },
  // Issue 32, the console's shops area (decision 0143).
  SHOP_NOT_WAITING: {
    status: 409,
    message: 'ร้านนี้ไม่ได้อยู่ในสถานะรออนุมัติแล้ว จึงอนุมัติหรือไม่อนุมัติอีกไม่ได้',
  },
  SHOP_NOT_APPROVED: {
    status: 409,
    message: 'ร้านนี้ยังไม่ได้รับอนุมัติ จึงระงับไม่ได้',
  },
  SHOP_ALREADY_SUSPENDED: { status: 409, message: 'ร้านนี้ถูกระงับอยู่แล้ว' },
  SHOP_NOT_SUSPENDED: { status: 409, message: 'ร้านนี้ไม่ได้ถูกระงับ จึงไม่ต้องเปิดใช้งานอีก' },
  STORE_NOT_TAKING_ORDERS: {
    status: 409,
    message: 'ร้านค้านี้ปิดรับคำสั่งซื้อชั่วคราว กรุณาเลือกร้านค้าอื่น',
  },
  // A shopper links LINE in /my (issue 35): one LINE account belongs to one shopper.
  LINE_LINKED_TO_OTHER_ACCOUNT: {
    status: 409,
    message: 'บัญชี LINE นี้เชื่อมต่อกับบัญชีผู้ใช้อื่นอยู่แล้ว กรุณาใช้บัญชี LINE อื่น หรือเข้าสู่ระบบด้วย LINE บัญชีนั้น',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
