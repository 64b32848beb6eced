import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AssignPrepaidBody,
  AssignPrepaidFormSchema,
  PrepaidInfoFormSchema,
  type SavePrepaidInfoBody,
  type SettingInfo,
  type SettingProduct,
} from '@yangdee/contracts/store-settings';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field, TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { useSetupSave } from '../api/store-setup-api';
import { panelClass, primaryButton, SaveStatus, secondaryButton, useSaveSubmit } from './form-bits';
import { ProductSearchList } from './product-search-list';

// /seller/setting-prepaid (issue 14 §5, decision 0075): the shop's deposit switch and rule
// (save-prepaid-info), and per tyre whether it takes a deposit and its own amount per tyre
// (assign-prepaid-product). The cart's deposit choices follow on its next load.

type ShopValues = {
  isPrepaidEnabled: boolean;
  prepaidType: 'percent' | 'amount';
  prepaidValue: string;
};

export function PrepaidShopForm({ info }: { info: SettingInfo }) {
  const { t } = useTranslation();
  const typeId = useId();
  const save = useSetupSave<SavePrepaidInfoBody>('save-prepaid-info');
  const form = useForm<ShopValues, unknown, SavePrepaidInfoBody>({
    resolver: zodResolver(PrepaidInfoFormSchema) as never,
    defaultValues: {
      isPrepaidEnabled: info.isPrepaidEnabled,
      prepaidType: info.prepaidType,
      prepaidValue: String(info.prepaidValue),
    },
  });
  const { errors } = form.formState;
  const type = form.watch('prepaidType');

  const { onSubmit, saved, failure } = useSaveSubmit(form, (body, handlers) =>
    save.mutate(body, handlers),
  );

  return (
    <section aria-labelledby="prepaid-shop" className={panelClass}>
      <h2 id="prepaid-shop" className="mb-1 text-lg font-bold text-slate-900">
        {t('sellerSetup.prepaid.shopHeading')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('sellerSetup.prepaid.shopNote')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <label className="flex items-center gap-2 text-slate-800">
          <input type="checkbox" className="h-5 w-5" {...form.register('isPrepaidEnabled')} />
          {t('sellerSetup.prepaid.enabled')}
        </label>
        <div className="grid max-w-xl gap-4 sm:grid-cols-2">
          <Field
            id={typeId}
            label={t('sellerSetup.prepaid.type')}
            error={errors.prepaidType?.message}
          >
            <select
              id={typeId}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
              {...form.register('prepaidType')}
            >
              <option value="percent">{t('sellerSetup.prepaid.percent')}</option>
              <option value="amount">{t('sellerSetup.prepaid.amount')}</option>
            </select>
          </Field>
          <TextField
            label={
              type === 'percent'
                ? t('sellerSetup.prepaid.percentValue')
                : t('sellerSetup.prepaid.amountValue')
            }
            inputMode="decimal"
            registration={form.register('prepaidValue')}
            error={errors.prepaidValue?.message}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {t('sellerSetup.save')}
          </button>
          <SaveStatus saved={saved} error={failure} />
        </div>
      </form>
    </section>
  );
}

export function PrepaidProductsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="prepaid-products" className={panelClass}>
      <h2 id="prepaid-products" className="mb-1 text-lg font-bold text-slate-900">
        {t('sellerSetup.prepaid.productsHeading')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('sellerSetup.prepaid.productsNote')}</p>
      <ProductSearchList
        label={t('sellerSetup.prepaid.productsHeading')}
        renderControls={(p) => <PrepaidControls key={p.sellerProductId} product={p} />}
      />
    </section>
  );
}

type ProductValues = { isPrepaid: boolean; prepaidAmount: string };

function PrepaidControls({ product }: { product: SettingProduct }) {
  const { t } = useTranslation();
  const name = `${product.brand} ${product.model} ${product.size}`;
  const save = useSetupSave<AssignPrepaidBody>('assign-prepaid-product');
  const form = useForm<ProductValues, unknown, Omit<AssignPrepaidBody, 'sellerProductId'>>({
    resolver: zodResolver(AssignPrepaidFormSchema),
    defaultValues: {
      isPrepaid: product.isPrepaid,
      prepaidAmount: product.prepaidAmount === null ? '' : String(product.prepaidAmount),
    },
  });
  const isPrepaid = form.watch('isPrepaid');
  const error = form.formState.errors.prepaidAmount?.message;

  const { onSubmit, saved, failure } = useSaveSubmit(form, (body, handlers) =>
    save.mutate({ sellerProductId: product.sellerProductId, ...body }, handlers),
  );

  return (
    <form noValidate className="flex flex-wrap items-end gap-3 text-sm" onSubmit={onSubmit}>
      <label className="flex items-center gap-2 font-medium text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5"
          aria-label={t('sellerSetup.prepaid.takesDepositOf', { name })}
          {...form.register('isPrepaid')}
        />
        {t('sellerSetup.prepaid.takesDeposit')}
      </label>
      {isPrepaid ? (
        <TextField
          label={t('sellerSetup.prepaid.perTyre')}
          inputMode="decimal"
          placeholder={t('sellerSetup.prepaid.shopRule')}
          aria-label={t('sellerSetup.prepaid.perTyreOf', { name })}
          inputClassName="mt-1 w-36 rounded-lg border border-slate-300 px-2 py-1 aria-[invalid=true]:border-red-600"
          registration={form.register('prepaidAmount')}
          error={error}
        />
      ) : null}
      <button type="submit" className={secondaryButton} disabled={save.isPending}>
        {t('sellerSetup.saveShort')}
      </button>
      <div className="w-full">
        <SaveStatus saved={saved} error={failure} />
      </div>
    </form>
  );
}
