import type { CustomerForm, DeliveryForm, TaxForm } from '@yangdee/contracts/cart-forms';
import { useRef, useState } from 'react';

// The cart's three forms (customer, delivery, tax) without a form library (decision 0175): their
// values are React state, and they are checked with the contracts' schemas (what the server
// validates with) fetched at the first check, so neither zod nor a form kit weighs on the cart's
// first visit. What a form sends is the schema's output (trimmed, defaults filled in).

type Parsed = { customer: CustomerForm; delivery: DeliveryForm; tax: TaxForm };
export type CartFormKind = keyof Parsed;

let schemas: Promise<typeof import('./cart-form-schemas')> | null = null;

/** The schema's output for valid values, else null. A failed fetch is tried again next time. */
async function checkCartForm<K extends CartFormKind>(
  kind: K,
  values: unknown,
): Promise<Parsed[K] | null> {
  schemas ??= import('./cart-form-schemas').catch((error: unknown) => {
    schemas = null;
    throw error;
  });
  const { CART_FORM_SCHEMAS } = await schemas;
  const parsed = CART_FORM_SCHEMAS[kind].safeParse(values);
  return parsed.success ? (parsed.data as Parsed[K]) : null;
}

/**
 * A cart form's Save: check the values; on errors `onInvalid` (the panel's alert) and nothing is
 * sent, else `send` gets the schema's output.
 */
export async function submitCartForm<K extends CartFormKind>(
  kind: K,
  values: unknown,
  { onInvalid, send }: { onInvalid: () => void; send: (body: Parsed[K]) => void },
): Promise<void> {
  const body = await checkCartForm(kind, values);
  if (body) send(body);
  else onInvalid();
}

type Values = Record<string, string | boolean>;

export function useCartForm<T extends Values>(initial: () => T) {
  const [values, setValues] = useState(initial);
  // The latest values at once (a checkbox's change handler reads them before React re-renders).
  const latest = useRef(values);
  const setValue = <K extends keyof T>(key: K, value: T[K]) => {
    latest.current = { ...latest.current, [key]: value };
    setValues(latest.current);
  };
  /** A TextField's value and onChange. */
  const text = <K extends keyof T>(key: K) => ({
    name: String(key),
    value: String(values[key] ?? ''),
    onChange: (value: string) => setValue(key, value as T[K]),
  });
  /** A checkbox input's props; `after` runs once the new value is in place. */
  const checkbox = <K extends keyof T>(key: K, after?: () => void) => ({
    name: String(key),
    checked: values[key] === true,
    onChange: (event: { target: { checked: boolean } }) => {
      setValue(key, event.target.checked as T[K]);
      after?.();
    },
  });
  return { values, setValue, getValues: () => latest.current, text, checkbox };
}
