import type { Option } from '@yangdee/contracts/master';
import { useId } from 'react';

interface FilterSelectProps {
  label: string;
  /** Text of the empty choice ("any"). */
  placeholder: string;
  value: string;
  options: readonly Option[] | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  name?: string;
}

/** A labelled native select: keyboard and screen-reader friendly on every device. */
export function FilterSelect({
  label,
  placeholder,
  value,
  options,
  onChange,
  disabled,
  name,
}: FilterSelectProps) {
  const id = useId();
  const list = options ?? [];
  // Keep a value from the URL visible even before (or without) its option list.
  const hasValue = value === '' || list.some((o) => o.value === value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100 disabled:text-slate-400"
      >
        <option value="">{placeholder}</option>
        {!hasValue && <option value={value}>{value}</option>}
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
}
