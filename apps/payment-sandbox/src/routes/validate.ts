// Field checks the sandbox applies to what a shop posts.

export function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** Baht with two decimals and no thousands separator, above zero: '1000.00'. */
export function isAmount(value: string): boolean {
  return /^\d+\.\d{2}$/.test(value) && Number(value) > 0;
}

/** Our rule for referenceNo (shared/payments.md): 1-15 ASCII letters or digits. */
export function isReferenceNo(value: string): boolean {
  return /^[A-Za-z0-9]{1,15}$/.test(value);
}
