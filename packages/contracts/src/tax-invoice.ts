// Tax invoice numbering (receipts and order documents).

/** Thai tax invoice serial of a shop: 'IV' + Buddhist year + a 6-digit running number. */
export function formatTaxInvoiceNo(buddhistYear: number, serial: number): string {
  return `IV${buddhistYear}${String(serial).padStart(6, '0')}`;
}
