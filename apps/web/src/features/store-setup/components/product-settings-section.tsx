import { zodResolver } from '@hookform/resolvers/zod';
import {
  MIN_QTY_MAX,
  ProductRateFormSchema,
  type SaveMinQtyBody,
  type SavePrepareDaysBody,
  type SaveProductRateBody,
  type SettingProduct,
} from '@yangdee/contracts/store-settings';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { errorText, useSetupSave } from '../api/store-setup-api';
import {
  PREPARE_DAY_OPTIONS,
  panelClass,
  SaveStatus,
  secondaryButton,
  showServerErrors,
} from './form-bits';
import { ProductSearchList } from './product-search-list';

// /seller/setting, per product (issue 14 §5): the tyre's own delivery fee per tyre, preparing
// days (gap-day options 0–7, or the shop's) and the minimum quantity (1–4). The fee is a small
// form (typed as a shop writes it; blank is the area's or shop's rate); each list saves on change.

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
  const fieldId = useId();
  const name = `${product.brand} ${product.model} ${product.size}`;
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rateForm = useForm<{ rate: string }, unknown, Pick<SaveProductRateBody, 'rate'>>({
    resolver: zodResolver(ProductRateFormSchema) as never,
    defaultValues: { rate: product.deliveryRate === null ? '' : String(product.deliveryRate) },
  });
  const saveRate = useSetupSave<SaveProductRateBody>('save-delivery-product-rate');
  const saveDays = useSetupSave<SavePrepareDaysBody>('save-day-prepare-product');
  const saveMin = useSetupSave<SaveMinQtyBody>('save-product-min-qty');
  const handlers = {
    onSuccess: () => {
      rateForm.clearErrors();
      setFailure(null);
      setSaved(t('sellerSetup.saved'));
    },
    onError: (error: unknown) => {
      setSaved(null);
      showServerErrors(rateForm, error);
      setFailure(errorText(error, t('sellerSetup.saveFailed')));
    },
  };
  const id = product.sellerProductId;
  const onRateSubmit = rateForm.handleSubmit(
    ({ rate }) => saveRate.mutate({ sellerProductId: id, rate }, handlers),
    () => setSaved(null),
  );

  return (
    <div className="grid gap-2 text-sm sm:grid-cols-3">
      <form noValidate onSubmit={onRateSubmit}>
        <TextField
          label={t('sellerSetup.products.rate')}
          inputMode="decimal"
          placeholder={t('sellerSetup.products.rateDefault')}
          aria-label={t('sellerSetup.products.rateOf', { name })}
          inputClassName="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1 aria-[invalid=true]:border-red-600"
          registration={rateForm.register('rate')}
          error={rateForm.formState.errors.rate?.message}
        />
        <button type="submit" className={`${secondaryButton} mt-1`}>
          {t('sellerSetup.saveShort')}
        </button>
      </form>
      <Field id={`${fieldId}-days`} label={t('sellerSetup.products.prepareDays')}>
        <select
          id={`${fieldId}-days`}
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
      </Field>
      <Field id={`${fieldId}-min`} label={t('sellerSetup.products.minQty')}>
        <select
          id={`${fieldId}-min`}
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
      </Field>
      <div className="sm:col-span-3">
        <SaveStatus saved={saved} error={failure} />
      </div>
    </div>
  );
}
