import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { typeOptionsQuery } from '../api/listing-options';

interface TypeChipsProps {
  value: string;
  onChange: (type: string | null) => void;
}

/** /tire-by-type: the tyre types as toggle chips above the results. */
export function TypeChips({ value, onChange }: TypeChipsProps) {
  const { t } = useTranslation();
  const types = useQuery(typeOptionsQuery());
  return (
    <ul className="mb-6 flex flex-wrap gap-2" aria-label={t('catalog.filters.type')}>
      {(types.data ?? []).map((o) => (
        <li key={o.value}>
          <button
            type="button"
            aria-pressed={value === o.value}
            onClick={() => onChange(value === o.value ? null : o.value)}
            className="rounded-full border border-emerald-800 px-4 py-2 text-sm font-semibold text-emerald-900 hover:bg-emerald-50 aria-pressed:bg-emerald-800 aria-pressed:text-white"
          >
            {o.text}
          </button>
        </li>
      ))}
    </ul>
  );
}
