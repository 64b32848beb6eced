import type { BankFileLayout } from './bank-file';
import { genericCsvLayout } from './generic-csv';

/** The layouts the operator can choose; a bank's own layout is added here. */
export const BANK_FILE_LAYOUTS: readonly BankFileLayout[] = [genericCsvLayout];

export function bankFileLayout(id: string): BankFileLayout | undefined {
  return BANK_FILE_LAYOUTS.find((layout) => layout.id === id);
}
