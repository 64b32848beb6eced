// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA combobox pattern (listbox of options driven by aria-activedescendant)
// biome-ignore-all lint/a11y/useFocusableInteractive: options stay unfocusable on purpose; focus remains in the combobox input
import { matchTypeahead } from '@yangdee/contracts/typeahead';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';

interface SearchableDropdownProps<T> {
  label: string;
  items: readonly T[];
  getLabel: (item: T) => string;
  getKey?: (item: T) => string;
  value: T | null;
  onChange: (item: T) => void;
  limit?: number;
}

/** Spec 2.13 searchable dropdown: a button opening a filter box over the options. */
export function SearchableDropdown<T>({
  label,
  items,
  getLabel,
  getKey = getLabel,
  value,
  onChange,
  limit = 10,
}: SearchableDropdownProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const options = text.trim()
    ? matchTypeahead(items, text, getLabel, { limit })
    : items.slice(0, limit);

  const close = () => {
    setOpen(false);
    setText('');
    buttonRef.current?.focus();
  };
  const choose = (item: T) => {
    onChange(item);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
  };

  return (
    <div className="relative">
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen((open) => !open)}
        className="mt-1 flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-3 py-2 text-left"
      >
        <span id={`${id}-value`}>{value ? getLabel(value) : t('common.choose')}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {isOpen ? (
        <div className="absolute inset-x-0 top-full z-40 mt-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          <input
            // biome-ignore lint/a11y/noAutofocus: the filter box opens on the user's request
            autoFocus
            type="text"
            role="combobox"
            aria-label={t('widgets.dropdown.filter', { label })}
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-activedescendant={options[active] ? `${id}-opt-${active}` : undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="w-full rounded-md border border-slate-300 px-2 py-1.5"
          />
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label={label}
            className="mt-1 max-h-60 overflow-auto"
          >
            {options.length === 0 ? (
              <li className="px-2 py-2 text-sm text-slate-500">{t('common.noResults')}</li>
            ) : (
              options.map((item, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the filter input handles the keys
                <li
                  key={getKey(item)}
                  id={`${id}-opt-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onClick={() => choose(item)}
                  className="cursor-pointer rounded px-2 py-1.5 aria-selected:bg-emerald-50"
                >
                  {getLabel(item)}
                </li>
              ))
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
