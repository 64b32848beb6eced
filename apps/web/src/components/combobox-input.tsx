// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA combobox pattern (listbox of options driven by aria-activedescendant)
// biome-ignore-all lint/a11y/useFocusableInteractive: options stay unfocusable on purpose; focus remains in the combobox input
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

interface ComboboxInputProps<T> {
  label: string;
  value: string;
  onInputChange: (text: string) => void;
  options: readonly T[];
  getKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  onBlur?: () => void;
  name?: string;
  inputMode?: 'text' | 'numeric';
  placeholder?: string;
}

/** An ARIA combobox input with a listbox of options, for typeahead-style widgets. */
export function ComboboxInput<T>({
  label,
  value,
  onInputChange,
  options,
  getKey,
  renderOption,
  onSelect,
  onBlur,
  name,
  inputMode = 'text',
  placeholder,
}: ComboboxInputProps<T>) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const isExpanded = isOpen && options.length > 0;
  const optionId = (i: number) => `${id}-opt-${i}`;

  const choose = (option: T) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && isExpanded && active >= 0) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        inputMode={inputMode}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          onInputChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30"
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        hidden={!isExpanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
          <li
            key={getKey(option)}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
            className="cursor-pointer px-3 py-2 text-slate-800 aria-selected:bg-emerald-50"
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
    </div>
  );
}
