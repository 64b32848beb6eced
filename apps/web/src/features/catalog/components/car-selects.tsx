import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import {
  carMakeOptionsQuery,
  carModelOptionsQuery,
  carYearOptionsQuery,
} from '../api/listing-options';
import { FilterSelect } from './filter-select';

interface CarSelectsProps {
  make: string;
  model: string;
  year: string;
  onChange: (changes: { make?: string; model?: string; year?: string }) => void;
  /** Larger, on its own row: the /tire-by-car-model screen opens with it. */
  isProminent?: boolean;
}

/** Car make → model → year (from /api/master/car-brand|car-model|car-year). */
export function CarSelects({ make, model, year, onChange, isProminent }: CarSelectsProps) {
  const { t } = useTranslation();
  const makes = useQuery(carMakeOptionsQuery());
  const models = useQuery(carModelOptionsQuery(make || undefined));
  const years = useQuery(carYearOptionsQuery(make || undefined, model || undefined));
  return (
    <fieldset className={isProminent ? 'grid gap-3 sm:grid-cols-3' : 'grid grid-cols-1 gap-2'}>
      <legend className="mb-1 font-semibold text-slate-900">{t('catalog.filters.car')}</legend>
      <FilterSelect
        name="make"
        label={t('catalog.filters.make')}
        placeholder={t('catalog.filters.chooseMake')}
        value={make}
        options={makes.data}
        onChange={(v) => onChange({ make: v })}
      />
      <FilterSelect
        name="model"
        label={t('catalog.filters.model')}
        placeholder={t('catalog.filters.chooseModel')}
        value={model}
        options={models.data}
        disabled={!make}
        onChange={(v) => onChange({ model: v })}
      />
      <FilterSelect
        name="year"
        label={t('catalog.filters.year')}
        placeholder={t('catalog.filters.chooseYear')}
        value={year}
        options={years.data}
        disabled={!model}
        onChange={(v) => onChange({ year: v })}
      />
    </fieldset>
  );
}
