import { useQuery } from '@tanstack/react-query';
import type { StockProductsResponse } from '@yangdee/contracts/seller-stock';
import { useState } from 'react';
import { Typeahead } from '../../../components/typeahead';
import { useTranslation } from '../../../lib/use-translation';
import { stockProductsQueryOptions } from '../api/stock';

// The new-offer form's tyre: brand → model → size from the catalogue (get-stock-products), each a
// typeahead (spec 2.13: at most 10 matches; the list opens on focus). Changing the brand or the
// model clears what came after it.

type Named = { id: number; name: string };
export type PickedTyre = StockProductsResponse['products'][number];

export const tyreLabel = (p: PickedTyre) => `${p.brand} ${p.model} ${p.size}`;
const sizeLabel = (p: PickedTyre) => `${p.size} ${p.loadIndex}${p.speedRating}`;

export function TyrePicker({
  onPick,
  error,
}: {
  onPick: (tyre: PickedTyre | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [brand, setBrand] = useState<Named | null>(null);
  const [model, setModel] = useState<Named | null>(null);
  const brands = useQuery(stockProductsQueryOptions({}));
  const models = useQuery({
    ...stockProductsQueryOptions({ brandId: brand?.id }),
    enabled: brand !== null,
  });
  const sizes = useQuery({
    ...stockProductsQueryOptions({ brandId: brand?.id, modelId: model?.id }),
    enabled: model !== null,
  });
  const modelList = brand && models.data ? models.data.models : [];
  const sizeList =
    model && sizes.data ? sizes.data.products.filter((p) => p.modelId === model.id) : [];

  return (
    <fieldset className="space-y-3 rounded-xl bg-slate-50 p-3" data-testid="tyre-picker">
      <legend className="float-left mb-1 w-full font-semibold text-slate-900">
        {t('sellerStock.form.tyre')}
      </legend>
      <Typeahead
        label={t('sellerStock.form.brand')}
        placeholder={t('sellerStock.form.brandPlaceholder')}
        items={brands.data?.brands ?? []}
        getLabel={(b) => b.name}
        getKey={(b) => String(b.id)}
        minChars={0}
        onSelect={(b) => {
          setBrand(b);
          setModel(null);
          onPick(null);
        }}
      />
      <Typeahead
        key={`model-${brand?.id ?? 0}`}
        label={t('sellerStock.form.model')}
        placeholder={t('sellerStock.form.modelPlaceholder')}
        items={modelList}
        getLabel={(m) => m.name}
        getKey={(m) => String(m.id)}
        minChars={0}
        onSelect={(m) => {
          setModel(m);
          onPick(null);
        }}
      />
      <Typeahead
        key={`size-${model?.id ?? 0}`}
        label={t('sellerStock.form.size')}
        placeholder={t('sellerStock.form.sizePlaceholder')}
        items={sizeList}
        getLabel={sizeLabel}
        getKey={(p) => String(p.id)}
        minChars={0}
        onSelect={(p) => onPick(p)}
      />
      {!model ? (
        <p className="text-xs text-slate-600">{t('sellerStock.form.pickBrandFirst')}</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
