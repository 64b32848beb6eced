import { z } from 'zod';

// The card payment form of spec 5 "Payment form" and spec 9 "Payment": every field required,
// card number digits only grouped by 4 with spaces (max length 19 with the spaces), month 01–12,
// year from this year to this year + 15 with the two-digit value sent, CCV 3 digits (masked in
// the UI). The browser turns the form into the provider's token request (spec 7 "Card payment
// provider"); the card number never reaches our server.

export const CARD_NUMBER_MAX_LENGTH = 19;
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CCV_LENGTH = 3;
export const CARD_EXPIRY_YEARS_AHEAD = 15;

export const CARD_FORM_MESSAGES = {
  incomplete: 'กรุณากรอกข้อมูลการชำระเงินให้ครบถ้วน',
  cardNumber: 'หมายเลขบัตรไม่ถูกต้อง',
  month: 'เดือนหมดอายุไม่ถูกต้อง',
  year: 'ปีหมดอายุไม่ถูกต้อง',
  ccv: 'รหัส CCV ต้องเป็นตัวเลข 3 หลัก',
} as const;

/** Digits only, grouped by 4 with spaces, cut at 19 characters (what the card input shows). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  return (digits.match(/.{1,4}/g) ?? []).join(' ').slice(0, CARD_NUMBER_MAX_LENGTH).trimEnd();
}

export function cardNumberDigits(input: string): string {
  return input.replace(/\D/g, '');
}

export const EXPIRY_MONTH_OPTIONS = Array.from({ length: 12 }, (_, i) =>
  String(i + 1).padStart(2, '0'),
);

/** The year select: label is the full year, value the two digits the provider wants. */
export function expiryYearOptions(now: Date = new Date()): Array<{ label: string; value: string }> {
  const first = now.getFullYear();
  return Array.from({ length: CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, i) => {
    const year = first + i;
    return { label: String(year), value: String(year % 100).padStart(2, '0') };
  });
}

/** The card form schema; the year range depends on today, so it is built for a date. */
export function cardFormSchema(now: Date = new Date()) {
  const years = new Set(expiryYearOptions(now).map((o) => o.value));
  const required = z.string({ error: CARD_FORM_MESSAGES.incomplete }).trim();
  return z.object({
    name: required.min(1, { message: CARD_FORM_MESSAGES.incomplete }).max(100),
    number: required
      .min(1, { message: CARD_FORM_MESSAGES.incomplete })
      .max(CARD_NUMBER_MAX_LENGTH, { message: CARD_FORM_MESSAGES.cardNumber })
      .refine((v) => /^[\d ]+$/.test(v), { message: CARD_FORM_MESSAGES.cardNumber })
      .refine((v) => cardNumberDigits(v).length >= CARD_NUMBER_MIN_DIGITS, {
        message: CARD_FORM_MESSAGES.cardNumber,
      }),
    expirationMonth: required
      .min(1, { message: CARD_FORM_MESSAGES.incomplete })
      .refine((v) => EXPIRY_MONTH_OPTIONS.includes(v), { message: CARD_FORM_MESSAGES.month }),
    expirationYear: required
      .min(1, { message: CARD_FORM_MESSAGES.incomplete })
      .refine((v) => years.has(v), { message: CARD_FORM_MESSAGES.year }),
    securityCode: required
      .min(1, { message: CARD_FORM_MESSAGES.incomplete })
      .regex(/^\d{3}$/, { message: CARD_FORM_MESSAGES.ccv }),
  });
}

export type CardForm = z.infer<ReturnType<typeof cardFormSchema>>;

/** The provider's token request body (POST {provider}/v2/tokens, public key auth). */
export type CardTokenRequest = {
  rememberCard: false;
  card: {
    name: string;
    number: string;
    expirationMonth: string;
    expirationYear: string;
    securityCode: string;
  };
};

export function toCardTokenRequest(form: CardForm): CardTokenRequest {
  return {
    rememberCard: false,
    card: {
      name: form.name.trim(),
      number: cardNumberDigits(form.number),
      expirationMonth: form.expirationMonth,
      expirationYear: form.expirationYear,
      securityCode: form.securityCode,
    },
  };
}
