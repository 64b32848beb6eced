import { keepDigits } from '@yangdee/contracts/validation';
import { useId } from 'react';

/** A labelled text input of the cart forms; `isDigits` keeps digits only (spec 5 tel). */
export function TextField({
  label,
  name,
  value,
  onChange,
  maxLength,
  isDigits,
  type = 'text',
  isDisabled,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  isDigits?: boolean;
  type?: 'text' | 'email' | 'tel';
  isDisabled?: boolean;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        maxLength={maxLength}
        disabled={isDisabled}
        inputMode={isDigits ? 'numeric' : undefined}
        onChange={(e) => onChange(isDigits ? keepDigits(e.target.value) : e.target.value)}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 disabled:bg-slate-100"
      />
    </label>
  );
}

export const panelClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';
export const primaryButton =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
export const editButton = 'rounded-lg border border-slate-300 px-3 py-1 text-sm';
