import { matchTypeahead, type TypeaheadOptions } from '@yangdee/contracts/typeahead';
import { useState } from 'react';
import { ComboboxInput } from './combobox-input';

interface TypeaheadProps<T> extends TypeaheadOptions {
  label: string;
  items: readonly T[];
  getLabel: (item: T) => string;
  getKey?: (item: T) => string;
  onSelect: (item: T) => void;
  initialText?: string;
  placeholder?: string;
}

/** Spec 5 typeahead: ≤10 matches, ≥1 character by default, sorted by match position. */
export function Typeahead<T>({
  label,
  items,
  getLabel,
  getKey = getLabel,
  onSelect,
  initialText = '',
  placeholder,
  limit,
  minChars,
}: TypeaheadProps<T>) {
  const [text, setText] = useState(initialText);
  const options = matchTypeahead(items, text, getLabel, { limit, minChars });
  return (
    <ComboboxInput
      label={label}
      value={text}
      onInputChange={setText}
      options={options}
      getKey={getKey}
      renderOption={getLabel}
      placeholder={placeholder}
      onSelect={(item) => {
        setText(getLabel(item));
        onSelect(item);
      }}
    />
  );
}
