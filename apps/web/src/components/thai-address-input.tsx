import { useQuery } from '@tanstack/react-query';
import {
  EMPTY_THAI_ADDRESS,
  flattenThaiAddressData,
  formatThaiAddress,
  isThaiAddressPartKnown,
  searchThaiAddress,
  type ThaiAddressEntry,
  type ThaiAddressField,
} from '@yangdee/contracts/thai-address';
import { useMemo } from 'react';
import { addressDataQueryOptions } from '../lib/address-data';
import { useTranslation } from '../lib/use-translation';
import { ComboboxInput } from './combobox-input';

interface ThaiAddressInputProps {
  value: ThaiAddressEntry;
  onChange: (value: ThaiAddressEntry) => void;
}

const FIELDS: readonly ThaiAddressField[] = ['tumbon', 'amphur', 'province', 'postcode'];

/**
 * Spec 2.13 and 5 Thai address autocomplete: typing in any of the four parts suggests
 * 'tumbon » amphur » province » postcode'; choosing fills all four; leaving a part that matches
 * no address clears all four.
 */
export function ThaiAddressInput({ value, onChange }: ThaiAddressInputProps) {
  const { t } = useTranslation();
  const data = useQuery(addressDataQueryOptions());
  const entries = useMemo(() => (data.data ? flattenThaiAddressData(data.data) : []), [data.data]);

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <ComboboxInput
          key={field}
          name={field}
          label={t(`widgets.address.${field}`)}
          inputMode={field === 'postcode' ? 'numeric' : 'text'}
          value={value[field]}
          onInputChange={(text) => onChange({ ...value, [field]: text })}
          options={searchThaiAddress(entries, field, value[field])}
          getKey={formatThaiAddress}
          renderOption={formatThaiAddress}
          onSelect={(entry) => onChange({ ...entry })}
          onBlur={() => {
            if (entries.length === 0 || value[field] === '') return;
            if (!isThaiAddressPartKnown(entries, field, value[field]))
              onChange({ ...EMPTY_THAI_ADDRESS });
          }}
        />
      ))}
    </div>
  );
}
