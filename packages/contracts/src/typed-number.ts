// One rule for a number a shop types where a price or amount goes (issue 37 item 12): the
// thousands separators and spaces people write ("3,450", "1 250.50") are read away, exactly as
// the stock spreadsheet's cells are read. Anything else stays as it was typed, so the field's
// own schema answers in Thai ("ราคาติดตั้งต้องเป็นตัวเลข").

const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** "3,450" → 3450, " 1,250.50 " → 1250.5; null when the text is not a number. */
export function parseTypedNumber(text: string): number | null {
  const t = text.replace(/[,\s]/g, '');
  return PLAIN_NUMBER.test(t) ? Number(t) : null;
}

/** zod preprocess step: typed text becomes its number; other values (and bad text) pass as they are. */
export function typedNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return parseTypedNumber(value) ?? value;
}
