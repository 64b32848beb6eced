// Input rules with no schema library behind them (decision 0175): what a form's first render
// needs (field limits, what a digits-only or plate input keeps) without loading zod.

// Licence plate: Thai consonants ก-ฮ and digits only, at most 10 characters (spec 5 and 9).
export const LICENCE_PLATE_MAX_LENGTH = 10;
export const LICENCE_PLATE_PATTERN = /^[ก-ฮ0-9]+$/;
/** What a licence plate input keeps of typed or pasted text. */
export function sanitizeLicencePlate(input: string): string {
  return input.replace(/[^ก-ฮ0-9]/g, '').slice(0, LICENCE_PLATE_MAX_LENGTH);
}

// Numeric-only inputs block non-digit keys (spec 5 "General inputs").
export const DIGITS_ONLY_PATTERN = /^[0-9]*$/;

export function keepDigits(input: string): string {
  return input.replace(/[^0-9]/g, '');
}

/** True when a keydown with this key must be blocked on a numeric-only input. */
export function isBlockedNumericKey(key: string, hasModifier = false): boolean {
  if (hasModifier || key.length !== 1) return false; // Backspace, arrows, Tab, shortcuts pass
  return !/[0-9]/.test(key);
}
