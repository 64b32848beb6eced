import { zodResolver } from '@hookform/resolvers/zod';
import { formatProductionYear } from '@yangdee/contracts/production-year';
import {
  type SaveStockBody,
  SaveStockBodySchema,
  STOCK_QTY_MAX,
  STOCK_SAVE_STATUSES,
  type StockDetail,
} from '@yangdee/contracts/seller-stock';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FORM_DIALOG_FOOTER } from '../../../components/form-dialog';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveStock } from '../api/stock';
import {
  Field,
  fieldErrorsOf,
  inputClass,
  messageOf,
  primaryButton,
  secondaryButton,
} from './form-bits';
import { type PickedTyre, TyrePicker, tyreLabel } from './tyre-picker';

// save-stock (new or edit; decision 0090): the tyre (picked for a new offer, fixed when editing),
// production year, fitting and delivery prices (empty delivery = not sold for delivery), qty,
// status and display. The contract's schema checks the form; the server's Thai field messages
// land under the same fields.

type Values = z.input<typeof SaveStockBodySchema>;
type FieldName = 'productId' | 'year' | 'price' | 'priceDelivery' | 'qty' | 'status';

export function StockForm({
  detail,
  yearOptions,
  onCancel,
  onSaved,
}: {
  detail?: StockDetail;
  yearOptions: number[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveStock();
  const [tyre, setTyre] = useState<PickedTyre | null>(null);
  const form = useForm<Values, unknown, SaveStockBody>({
    resolver: zodResolver(SaveStockBodySchema),
    defaultValues: detail
      ? {
          id: detail.id,
          productId: detail.productId,
          year: String(detail.year),
          price: String(detail.price),
          priceDelivery: detail.priceDelivery === null ? '' : String(detail.priceDelivery),
          qty: String(detail.qty),
          status: String(detail.status),
          display: detail.display,
        }
      : {
          productId: '',
          year: String(yearOptions[0] ?? ''),
          price: '',
          priceDelivery: '',
          qty: '0',
          status: String(STOCK_SAVE_STATUSES[0]),
          display: true,
        },
  });
  const { errors } = form.formState;
  const message = (field: FieldName) => errors[field]?.message;
  const describedBy = (field: FieldName, hint = false) =>
    [hint ? `${id}-${field}-hint` : '', message(field) ? `${id}-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      onSaved();
    } catch (error) {
      for (const [key, text] of Object.entries(fieldErrorsOf(error))) {
        form.setError(key as FieldPath<Values>, { message: text });
      }
    }
  });
  const serverFields = Object.keys(fieldErrorsOf(save.error));
  const formError =
    save.error && serverFields.length === 0
      ? messageOf(save.error, t('sellerStock.form.failed'))
      : '';

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="stock-form">
      {detail ? (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
          <p className="font-semibold text-slate-900" data-testid="stock-form-tyre">
            {detail.brand} {detail.model} {detail.size}
          </p>
          <p className="mt-1 text-xs text-slate-600">{t('sellerStock.form.fixedTyre')}</p>
        </div>
      ) : (
        <>
          <TyrePicker
            error={message('productId')}
            onPick={(picked) => {
              setTyre(picked);
              form.setValue('productId', picked ? picked.id : '', {
                shouldValidate: Boolean(picked),
              });
            }}
          />
          {tyre ? (
            <p className="text-sm font-semibold text-emerald-900" data-testid="stock-form-tyre">
              {t('sellerStock.form.chosen', { name: tyreLabel(tyre) })}
            </p>
          ) : null}
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-year`} label={t('sellerStock.form.year')} error={message('year')}>
          <select
            id={`${id}-year`}
            className={inputClass}
            aria-invalid={Boolean(message('year'))}
            aria-describedby={describedBy('year')}
            {...form.register('year')}
          >
            {yearOptions.map((year) => (
              <option key={year} value={year}>
                {formatProductionYear(year)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-qty`} label={t('sellerStock.form.qty')} error={message('qty')}>
          <input
            id={`${id}-qty`}
            type="number"
            inputMode="numeric"
            min={0}
            max={STOCK_QTY_MAX}
            step={1}
            className={inputClass}
            aria-invalid={Boolean(message('qty'))}
            aria-describedby={describedBy('qty')}
            {...form.register('qty')}
          />
        </Field>
        <Field
          id={`${id}-price`}
          label={t('sellerStock.form.price')}
          hint={t('sellerStock.form.priceHint')}
          error={message('price')}
        >
          <input
            id={`${id}-price`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={inputClass}
            aria-invalid={Boolean(message('price'))}
            aria-describedby={describedBy('price', true)}
            {...form.register('price')}
          />
        </Field>
        <Field
          id={`${id}-priceDelivery`}
          label={t('sellerStock.form.priceDelivery')}
          hint={t('sellerStock.form.priceDeliveryHint')}
          error={message('priceDelivery')}
        >
          <input
            id={`${id}-priceDelivery`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={inputClass}
            aria-invalid={Boolean(message('priceDelivery'))}
            aria-describedby={describedBy('priceDelivery', true)}
            {...form.register('priceDelivery')}
          />
        </Field>
        <Field id={`${id}-status`} label={t('sellerStock.form.status')} error={message('status')}>
          <select
            id={`${id}-status`}
            className={inputClass}
            aria-invalid={Boolean(message('status'))}
            aria-describedby={describedBy('status')}
            {...form.register('status')}
          >
            {STOCK_SAVE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`sellerStock.status.s${status}`)}
              </option>
            ))}
          </select>
        </Field>
        <label className="flex items-center gap-3 self-end py-2 text-slate-900">
          <input
            type="checkbox"
            className="h-5 w-5 accent-emerald-800"
            {...form.register('display')}
          />
          {t('sellerStock.form.display')}
        </label>
      </div>
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {formError}
        </p>
      ) : null}
      <div className={FORM_DIALOG_FOOTER}>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('sellerStock.form.cancel')}
        </button>
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? t('sellerStock.form.saving') : t('sellerStock.form.save')}
        </button>
      </div>
    </form>
  );
}
