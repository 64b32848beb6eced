import { describe, expect, it } from 'vitest';
import {
  CARD_FORM_MESSAGES,
  cardFormSchema,
  EXPIRY_MONTH_OPTIONS,
  expiryYearOptions,
  formatCardNumber,
  toCardTokenRequest,
} from './card-form';

const now = new Date(2026, 10, 23);
const valid = {
  name: 'SOMCHAI JAIDEE',
  number: '4535 0177 1053 5741',
  expirationMonth: '05',
  expirationYear: '28',
  securityCode: '184',
};

function messages(input: Record<string, unknown>): string[] {
  const result = cardFormSchema(now).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('card payment form (spec 5)', () => {
  it('keeps digits only, grouped by 4 with spaces, at most 19 characters', () => {
    expect(formatCardNumber('4535a01771-0535741')).toBe('4535 0177 1053 5741');
    expect(formatCardNumber('45350')).toBe('4535 0');
    expect(formatCardNumber('45350177105357419999')).toBe('4535 0177 1053 5741');
    expect(formatCardNumber('4535 0177 1053 5741 99')).toHaveLength(19);
  });

  it('offers months 01 to 12', () => {
    expect(EXPIRY_MONTH_OPTIONS).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
  });

  it('offers years from this year to this year + 15 and sends two digits', () => {
    const years = expiryYearOptions(now);
    expect(years).toHaveLength(16);
    expect(years[0]).toEqual({ label: '2026', value: '26' });
    expect(years[15]).toEqual({ label: '2041', value: '41' });
  });

  it('accepts a complete form and builds the provider token request', () => {
    const form = cardFormSchema(now).parse(valid);
    expect(toCardTokenRequest(form)).toEqual({
      rememberCard: false,
      card: {
        name: 'SOMCHAI JAIDEE',
        number: '4535017710535741',
        expirationMonth: '05',
        expirationYear: '28',
        securityCode: '184',
      },
    });
  });

  it('requires every field with the spec message', () => {
    for (const field of Object.keys(valid)) {
      expect(messages({ ...valid, [field]: '' })).toContain(CARD_FORM_MESSAGES.incomplete);
      expect(messages({ ...valid, [field]: undefined })).toContain(CARD_FORM_MESSAGES.incomplete);
    }
  });

  it('refuses a month outside 01-12, a past or too distant year, and a CCV that is not 3 digits', () => {
    expect(messages({ ...valid, expirationMonth: '13' })).toEqual([CARD_FORM_MESSAGES.month]);
    expect(messages({ ...valid, expirationMonth: '5' })).toEqual([CARD_FORM_MESSAGES.month]);
    expect(messages({ ...valid, expirationYear: '25' })).toEqual([CARD_FORM_MESSAGES.year]);
    expect(messages({ ...valid, expirationYear: '42' })).toEqual([CARD_FORM_MESSAGES.year]);
    expect(messages({ ...valid, securityCode: '1234' })).toEqual([CARD_FORM_MESSAGES.ccv]);
    expect(messages({ ...valid, securityCode: '12a' })).toEqual([CARD_FORM_MESSAGES.ccv]);
  });

  it('refuses letters and too few digits in the card number', () => {
    expect(messages({ ...valid, number: '4535 0177 1053 574x' })).toEqual([
      CARD_FORM_MESSAGES.cardNumber,
    ]);
    expect(messages({ ...valid, number: '4535 0177' })).toEqual([CARD_FORM_MESSAGES.cardNumber]);
  });
});
