import { useQuery } from '@tanstack/react-query';
import { type ListingQueryKey, priceFilterOf } from '@yangdee/contracts/catalog-query';
import { freshnessOf } from '@yangdee/contracts/production-year';
import { type FormEvent, useId } from 'react';
import { FreshnessFilter } from '../../../components/freshness-filter';
import { useTranslation } from '../../../lib/use-translation';
import { brandOptionsQuery, typeOptionsQuery } from '../api/listing-options';
import { CarSelects } from './car-selects';
import { FilterSelect } from './filter-select';
import { SizeSelects } from './size-selects';

export type ListingValues = Partial<Record<ListingQueryKey, string>>;
export type ListingChange = Partial<Record<ListingQueryKey, string | null>>;

interface ListingFiltersProps {
  values: ListingValues;
  onChange: (changes: ListingChange) => void;
  onClear: () => void;
  /** /brand/:brand fixes the brand from the path. */
  isBrandFixed: boolean;
  /** /tire-by-car-model shows the car selects above the results instead. */
  isCarShownAbove: boolean;
}

/** The filters panel of the tyre listing; every change goes to the URL (issue 2/6 §2). */
export function ListingFilters({
  values,
  onChange,
  onClear,
  isBrandFixed,
  isCarShownAbove,
}: ListingFiltersProps) {
  const { t } = useTranslation();
  const brands = useQuery(brandOptionsQuery());
  const types = useQuery(typeOptionsQuery());
  const priceId = useId();

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({
      priceMin: priceFilterOf(form.get('priceMin')),
      priceMax: priceFilterOf(form.get('priceMax')),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      {!isBrandFixed && (
        <FilterSelect
          name="brand"
          label={t('catalog.filters.brand')}
          placeholder={t('catalog.filters.allBrands')}
          value={values.brand ?? ''}
          options={brands.data}
          onChange={(v) => onChange({ brand: v })}
        />
      )}
      <SizeSelects
        width={values.width ?? ''}
        ratio={values.ratio ?? ''}
        diameter={values.diameter ?? ''}
        onChange={onChange}
      />
      <FilterSelect
        name="type"
        label={t('catalog.filters.type')}
        placeholder={t('catalog.filters.allTypes')}
        value={values.type ?? ''}
        options={types.data}
        onChange={(v) => onChange({ type: v })}
      />
      {!isCarShownAbove && (
        <CarSelects
          make={values.make ?? ''}
          model={values.model ?? ''}
          year={values.year ?? ''}
          onChange={onChange}
        />
      )}
      <form
        onSubmit={applyPrice}
        aria-labelledby={priceId}
        // Remount when the URL changes so the inputs show the values in force.
        key={`${values.priceMin ?? ''}-${values.priceMax ?? ''}`}
      >
        <p id={priceId} className="mb-1 font-semibold text-slate-900">
          {t('catalog.filters.price')}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-sm text-slate-700">
            {t('catalog.filters.priceMin')}
            <input
              name="priceMin"
              inputMode="decimal"
              defaultValue={values.priceMin ?? ''}
              className="rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm text-slate-700">
            {t('catalog.filters.priceMax')}
            <input
              name="priceMax"
              inputMode="decimal"
              defaultValue={values.priceMax ?? ''}
              className="rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
        </div>
        <button
          type="submit"
          className="mt-2 w-full rounded-lg border border-emerald-800 px-3 py-2 text-sm font-semibold text-emerald-900 hover:bg-emerald-50"
        >
          {t('catalog.filters.applyPrice')}
        </button>
      </form>
      <label className="flex items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          name="inStock"
          checked={values.inStock === '1'}
          onChange={(e) => onChange({ inStock: e.target.checked ? '1' : null })}
          className="h-4 w-4 accent-emerald-800"
        />
        {t('catalog.filters.inStock')}
      </label>
      <fieldset>
        <legend className="mb-1 font-semibold text-slate-900">
          {t('catalog.filters.orderType')}
        </legend>
        {[
          { value: '', label: t('catalog.filters.orderTypeAny') },
          { value: 'SERVICE', label: t('catalog.filters.service') },
          { value: 'DELIVERY', label: t('catalog.filters.delivery') },
        ].map((o) => (
          <label key={o.value || 'any'} className="flex items-center gap-2 py-0.5 text-slate-800">
            <input
              type="radio"
              name="orderType"
              value={o.value}
              checked={(values.orderType ?? '') === o.value}
              onChange={() => onChange({ orderType: o.value || null })}
              className="h-4 w-4 accent-emerald-800"
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      <FreshnessFilter
        value={freshnessOf(values.fresh)}
        onChange={(months) => onChange({ fresh: months ? String(months) : null })}
      />
      {values.promotion && (
        <button
          type="button"
          onClick={() => onChange({ promotion: null })}
          aria-label={t('catalog.filters.removePromotion')}
          className="rounded-full bg-red-50 px-3 py-1 text-left text-sm text-red-800"
        >
          {t('catalog.filters.promotion', { key: values.promotion })} ✕
        </button>
      )}
      <button
        type="button"
        onClick={onClear}
        className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 underline hover:text-slate-900"
      >
        {t('catalog.filters.clear')}
      </button>
    </div>
  );
}
