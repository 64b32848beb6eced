import { OPERATOR_AUTH_ACTIONS } from './operators';

// Every action the operator audit log records (issue 32 item 4, decision 0144), by area, and the
// one Thai label each shows on /admin/audit. logOperatorAction takes only an `AuditAction`, so a
// new action code does not compile until it has its label here; the unit test holds every
// `*_ACTIONS` constant to a label and every label to an action.

export { OPERATOR_AUTH_ACTIONS };

/** Operator management (/admin/operators). */
export const OPERATOR_ADMIN_ACTIONS = {
  create: 'operator.create',
  roleChange: 'operator.role-change',
  disable: 'operator.disable',
  enable: 'operator.enable',
  passwordReset: 'operator.password-reset',
} as const;

/** The refunds queue (decision 0139). */
export const REFUND_ADMIN_ACTIONS = {
  batch: 'refund.batch',
  markRefunded: 'refund.mark-refunded',
  markFailed: 'refund.mark-failed',
} as const;

/** Payout batches (decision 0140). */
export const PAYOUT_ADMIN_ACTIONS = {
  build: 'payout.build',
  bankFile: 'payout.bank_file',
  batchTransferred: 'payout.batch_transferred',
  lineTransferred: 'payout.line_transferred',
  lineFailed: 'payout.line_failed',
} as const;

/** Commission rates and documents (decision 0141). */
export const COMMISSION_ADMIN_ACTIONS = {
  rateSet: 'commission.rate-set',
  documentsIssue: 'commission.documents-issue',
} as const;

/** The shops area (decision 0143). */
export const SHOP_ADMIN_ACTIONS = {
  approve: 'shop.approve',
  reject: 'shop.reject',
  suspend: 'shop.suspend',
  reactivate: 'shop.reactivate',
  taxBranch: 'shop.tax-branch',
} as const;

/** Reconciliation with the provider's daily report (decision 0145). */
export const RECONCILIATION_ADMIN_ACTIONS = {
  check: 'reconciliation.check',
  resolve: 'reconciliation.resolve',
} as const;

type ValuesOf<T> = T[keyof T];
export type AuditAction =
  | ValuesOf<typeof OPERATOR_AUTH_ACTIONS>
  | ValuesOf<typeof OPERATOR_ADMIN_ACTIONS>
  | ValuesOf<typeof REFUND_ADMIN_ACTIONS>
  | ValuesOf<typeof PAYOUT_ADMIN_ACTIONS>
  | ValuesOf<typeof COMMISSION_ADMIN_ACTIONS>
  | ValuesOf<typeof RECONCILIATION_ADMIN_ACTIONS>
  | ValuesOf<typeof SHOP_ADMIN_ACTIONS>;

/** What each action is called on the audit screen (the code stays in its tooltip). */
export const AUDIT_ACTION_LABELS_TH: Record<AuditAction, string> = {
  'operator.login': 'เข้าสู่ระบบ',
  'operator.logout': 'ออกจากระบบ',
  'operator.create': 'เพิ่มผู้ดูแลระบบ',
  'operator.role-change': 'เปลี่ยนบทบาทผู้ดูแลระบบ',
  'operator.disable': 'ปิดการใช้งานผู้ดูแลระบบ',
  'operator.enable': 'เปิดการใช้งานผู้ดูแลระบบ',
  'operator.password-reset': 'ตั้งรหัสผ่านใหม่ให้ผู้ดูแลระบบ',
  'refund.batch': 'สร้างรอบคืนเงิน',
  'refund.mark-refunded': 'บันทึกว่าคืนเงินแล้ว',
  'refund.mark-failed': 'บันทึกว่าคืนเงินไม่สำเร็จ',
  'payout.build': 'สร้างรอบจ่ายเงินให้ร้าน',
  'payout.bank_file': 'ดาวน์โหลดไฟล์โอนเงินของรอบจ่าย',
  'payout.batch_transferred': 'บันทึกว่าโอนเงินครบทั้งรอบแล้ว',
  'payout.line_transferred': 'บันทึกว่าโอนเงินให้ร้านแล้ว',
  'payout.line_failed': 'บันทึกว่าโอนเงินให้ร้านไม่สำเร็จ',
  'commission.rate-set': 'ตั้งอัตราค่าคอมมิชชันของร้าน',
  'commission.documents-issue': 'ออกใบกำกับภาษีค่าคอมมิชชันประจำเดือน',
  'shop.approve': 'อนุมัติร้านค้า',
  'shop.reject': 'ไม่อนุมัติร้านค้า',
  'shop.suspend': 'ระงับร้านค้า',
  'shop.reactivate': 'เปิดร้านค้าอีกครั้ง',
  'shop.tax-branch': 'แก้เลขที่สาขาภาษีของร้าน',
  'reconciliation.check': 'กระทบยอดรายงานธุรกรรมรายวันของผู้ให้บริการชำระเงิน',
  'reconciliation.resolve': 'ปิดรายการที่ยอดไม่ตรงกัน',
};

/** Every action code, in the order of the labels (the audit screen's filter). */
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTION_LABELS_TH) as AuditAction[];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && Object.hasOwn(AUDIT_ACTION_LABELS_TH, value);
}

/** The Thai label of an action code; a code from before its label existed shows as itself. */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTION_LABELS_TH[action] : action;
}

/** What an audit row acted on, in Thai ("ร้าน #124"); an unknown kind shows as itself. */
export const AUDIT_TARGET_LABELS_TH: Record<string, string> = {
  store: 'ร้าน',
  operator: 'ผู้ดูแลระบบ',
  refund_batch: 'รอบคืนเงิน',
  payout_batch: 'รอบจ่ายเงิน',
  payout_line: 'รายการโอนของร้าน',
  month: 'เดือน',
  day: 'วันที่',
  mismatch: 'รายการที่ยอดไม่ตรง',
};

export function auditTargetText(targetType: string, targetId: string): string {
  if (!targetType) return '';
  const label = Object.hasOwn(AUDIT_TARGET_LABELS_TH, targetType)
    ? AUDIT_TARGET_LABELS_TH[targetType]
    : targetType;
  return targetId ? `${label} #${targetId}` : label;
}
