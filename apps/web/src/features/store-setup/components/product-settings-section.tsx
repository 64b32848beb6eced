import { MIN_QTY_MAX, type SettingProduct } from '@yangdee/contracts/store-settings';
import { useState } from 'react';
import { FieldError } from '../../../components/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { errorText, fieldErrorsOf, useSetupSave } from '../api/store-setup-api';
import {
  PREPARE_DAY_OPTIONS,
  panelClass,
  parseBaht,
  SaveStatus,
  secondaryButton,
} from './form-bits';
import { ProductSearchList } from './product-search-list';

// /seller/setting, per product (issue 14 §5): the tyre's own delivery fee per tyre, preparing
// days (gap-day options 0–7, or the shop's) and the minimum quantity (1–4).

export function ProductSettingsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="setting-products" className={panelClass}>
      <h2 id="setting-products" className="mb-1 text-lg font-bold text-slate-900">
        {t('sellerSetup.products.heading')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('sellerSetup.products.note')}</p>
      <ProductSearchList
        label={t('sellerSetup.products.heading')}
        renderControls={(p) => <ProductControls key={p.sellerProductId} product={p} />}
      />
    </section>
  );
}

function ProductControls({ product }: { product: SettingProduct }) {
  const { t } = useTranslation();
  const name = `${product.brand} ${product.model} ${product.size}`;
  const [rate, setRate] = useState(
    product.deliveryRate === null ? '' : String(product.deliveryRate),
  );
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saveRate = useSetupSave<{ sellerProductId: number; rate: number | null }>(
    'save-delivery-product-rate',
  );
  const saveDays = useSetupSave<{ sellerProductId: number; prepareDays: number | null }>(
    'save-day-prepare-product',
  );
  const saveMin = useSetupSave<{ sellerProductId: number; minQty: number }>('save-product-min-qty');
  const handlers = {
    onSuccess: () => {
      setErrors({});
      setFailure(null);
      setSaved(t('sellerSetup.saved'));
    },
    onError: (error: unknown) => {
      setSaved(null);
      setErrors(fieldErrorsOf(error));
      setFailure(errorText(error, t('sellerSetup.saveFailed')));
    },
  };
  const id = product.sellerProductId;

  return (
    <div className="grid gap-2 text-sm sm:grid-cols-3">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          saveRate.mutate(
            { sellerProductId: id, rate: rate.trim() === '' ? null : parseBaht(rate) },
            handlers,
          );
        }}
      >
        <label className="block font-medium text-slate-800">
          {t('sellerSetup.products.rate')}
          <input
            inputMode="decimal"
            value={rate}
            placeholder={t('sellerSetup.products.rateDefault')}
            aria-label={t('sellerSetup.products.rateOf', { name })}
            onChange={(e) => setRate(e.target.value)}
            aria-invalid={errors.rate ? true : undefined}
            className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1"
          />
        </label>
        <button type="submit" className={`${secondaryButton} mt-1`}>
          {t('sellerSetup.saveShort')}
        </button>
        <FieldError message={errors.rate} />
      </form>
      <label className="block font-medium text-slate-800">
        {t('sellerSetup.products.prepareDays')}
        <select
          value={product.prepareDays === null ? '' : String(product.prepareDays)}
          aria-label={t('sellerSetup.products.prepareDaysOf', { name })}
          onChange={(e) =>
            saveDays.mutate(
              {
                sellerProductId: id,
                prepareDays: e.target.value === '' ? null : Number(e.target.value),
              },
              handlers,
            )
          }
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-1"
        >
          <option value="">{t('sellerSetup.products.shopDays')}</option>
          {PREPARE_DAY_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {t('sellerSetup.days', { count: n })}
            </option>
          ))}
        </select>
      </label>
      <label className="block font-medium text-slate-800">
        {t('sellerSetup.products.minQty')}
        <select
          value={product.minQty}
          aria-label={t('sellerSetup.products.minQtyOf', { name })}
          onChange={(e) =>
            saveMin.mutate({ sellerProductId: id, minQty: Number(e.target.value) }, handlers)
          }
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-1"
        >
          {Array.from({ length: MIN_QTY_MAX }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {t('sellerSetup.tyres', { count: n })}
            </option>
          ))}
        </select>
      </label>
      <div className="sm:col-span-3">
        <SaveStatus saved={saved} error={failure} />
      </div>
    </div>
  );
}
