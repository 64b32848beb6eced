import { parseTyreSize, SIZE_LIMITS, type TyreSize } from '@yangdee/contracts/tyre-size-math';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

// One tyre size: type it in any common spelling, or pick width / ratio / rim from the lists.

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
const OPTIONS = {
  width: range(SIZE_LIMITS.width.min, SIZE_LIMITS.width.max, 5),
  ratio: range(SIZE_LIMITS.ratio.min, SIZE_LIMITS.ratio.max, 5),
  diameter: range(SIZE_LIMITS.diameter.min, SIZE_LIMITS.diameter.max, 1),
} as const;

interface SizeFieldsProps {
  legend: string;
  value: TyreSize;
  onChange: (size: TyreSize) => void;
}

export function SizeFields({ legend, value, onChange }: SizeFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const parsed = typed.trim() ? parseTyreSize(typed) : null;
  const isTypedInvalid = typed.trim().length >= 6 && parsed === null;

  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-bold text-slate-900">{legend}</legend>
      <label htmlFor={`${id}-typed`} className="block text-sm font-semibold text-slate-800">
        {t('calculator.typed')}
      </label>
      <input
        id={`${id}-typed`}
        value={typed}
        inputMode="text"
        autoComplete="off"
        placeholder="265/65R17"
        aria-describedby={`${id}-hint`}
        aria-invalid={isTypedInvalid || undefined}
        onChange={(e) => {
          setTyped(e.target.value);
          const size = parseTyreSize(e.target.value);
          if (size) onChange(size);
        }}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      <p
        id={`${id}-hint`}
        className={`mt-1 text-xs ${isTypedInvalid ? 'text-red-700' : 'text-slate-600'}`}
      >
        {isTypedInvalid ? t('calculator.typedInvalid') : t('calculator.typedHint')}
      </p>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {(['width', 'ratio', 'diameter'] as const).map((key) => (
          <label key={key} className="text-sm font-semibold text-slate-800">
            {t(`calculator.${key}`)}
            <select
              value={value[key]}
              onChange={(e) => {
                setTyped('');
                onChange({ ...value, [key]: Number(e.target.value) });
              }}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-2 font-normal"
            >
              {OPTIONS[key].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
