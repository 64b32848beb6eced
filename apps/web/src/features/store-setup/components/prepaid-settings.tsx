import {
  type AssignPrepaidBody,
  type SavePrepaidInfoBody,
  SavePrepaidInfoBodySchema,
  type SettingInfo,
  type SettingProduct,
} from '@yangdee/contracts/store-settings';
import { useId, useState } from 'react';
import { FieldError, TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { errorText, fieldErrorsOf, useSetupSave } from '../api/store-setup-api';
import {
  issuesByPath,
  panelClass,
  parseBaht,
  primaryButton,
  SaveStatus,
  secondaryButton,
} from './form-bits';
import { ProductSearchList } from './product-search-list';

// /seller/setting-prepaid (issue 14 §5, decision 0075): the shop's deposit switch and rule
// (save-prepaid-info), and per tyre whether it takes a deposit and its own amount per tyre
// (assign-prepaid-product). The cart's deposit choices follow on its next load.

export function PrepaidShopForm({ info }: { info: SettingInfo }) {
  const { t } = useTranslation();
  const typeId = useId();
  const [isEnabled, setIsEnabled] = useState(info.isPrepaidEnabled);
  const [type, setType] = useState(info.prepaidType);
  const [value, setValue] = useState(String(info.prepaidValue));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetupSave<SavePrepaidInfoBody>('save-prepaid-info');

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setFailure(null);
    const parsed = SavePrepaidInfoBodySchema.safeParse({
      isPrepaidEnabled: isEnabled,
      prepaidType: type,
      prepaidValue: parseBaht(value),
    });
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => setSaved(t('sellerSetup.saved')),
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        setFailure(errorText(error, t('sellerSetup.saveFailed')));
      },
    });
  };

  return (
    <section aria-labelledby="prepaid-shop" className={panelClass}>
      <h2 id="prepaid-shop" className="mb-1 text-lg font-bold text-slate-900">
        {t('sellerSetup.prepaid.shopHeading')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('sellerSetup.prepaid.shopNote')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={isEnabled}
            onChange={(e) => setIsEnabled(e.target.checked)}
          />
          {t('sellerSetup.prepaid.enabled')}
        </label>
        <div className="grid max-w-xl gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={typeId} className="block text-sm font-medium text-slate-800">
              {t('sellerSetup.prepaid.type')}
            </label>
            <select
              id={typeId}
              value={type}
              onChange={(e) => setType(e.target.value as 'percent' | 'amount')}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              <option value="percent">{t('sellerSetup.prepaid.percent')}</option>
              <option value="amount">{t('sellerSetup.prepaid.amount')}</option>
            </select>
          </div>
          <TextField
            label={
              type === 'percent'
                ? t('sellerSetup.prepaid.percentValue')
                : t('sellerSetup.prepaid.amountValue')
            }
            name="prepaidValue"
            inputMode="decimal"
            value={value}
            onChange={setValue}
            error={errors.prepaidValue}
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

function PrepaidControls({ product }: { product: SettingProduct }) {
  const { t } = useTranslation();
  const name = `${product.brand} ${product.model} ${product.size}`;
  const [isPrepaid, setIsPrepaid] = useState(product.isPrepaid);
  const [amount, setAmount] = useState(
    product.prepaidAmount === null ? '' : String(product.prepaidAmount),
  );
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetupSave<AssignPrepaidBody>('assign-prepaid-product');

  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(null);
        setFailure(null);
        save.mutate(
          {
            sellerProductId: product.sellerProductId,
            isPrepaid,
            prepaidAmount: !isPrepaid || amount.trim() === '' ? null : parseBaht(amount),
          },
          {
            onSuccess: () => {
              setError(undefined);
              setSaved(t('sellerSetup.saved'));
            },
            onError: (err) => {
              setError(fieldErrorsOf(err).prepaidAmount);
              setFailure(errorText(err, t('sellerSetup.saveFailed')));
            },
          },
        );
      }}
    >
      <label className="flex items-center gap-2 font-medium text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={isPrepaid}
          aria-label={t('sellerSetup.prepaid.takesDepositOf', { name })}
          onChange={(e) => setIsPrepaid(e.target.checked)}
        />
        {t('sellerSetup.prepaid.takesDeposit')}
      </label>
      {isPrepaid ? (
        <label className="block font-medium text-slate-800">
          {t('sellerSetup.prepaid.perTyre')}
          <input
            inputMode="decimal"
            value={amount}
            placeholder={t('sellerSetup.prepaid.shopRule')}
            aria-label={t('sellerSetup.prepaid.perTyreOf', { name })}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setAmount(e.target.value)}
            className="mt-1 w-36 rounded-lg border border-slate-300 px-2 py-1"
          />
        </label>
      ) : null}
      <button type="submit" className={secondaryButton} disabled={save.isPending}>
        {t('sellerSetup.saveShort')}
      </button>
      <div className="w-full">
        <FieldError message={error} />
        <SaveStatus saved={saved} error={failure} />
      </div>
    </form>
  );
}
