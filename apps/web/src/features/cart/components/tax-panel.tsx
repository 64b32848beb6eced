import { compactTextInputClass, TextField } from '../../../components/form-field';
import '../../../lib/cart-texts';
import { useState } from 'react';
import { ThaiAddressInput } from '../../../components/thai-address-input';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage, useCartAction } from '../api/cart-api';
import type { CartData } from '../api/cart-types';
import { CART_FIELD_MAX, type TaxForm, type TaxSubmission } from '../lib/cart-forms-local';
import { isTaxReady } from '../lib/cart-rules';
import { submitCartForm, useCartForm } from '../lib/use-cart-form';
import { useCartAlert } from './cart-alert';
import { editButton, panelClass, primaryButton } from './text-field';

// Spec 2.9 (e) and 4 "Tax panel": require-tax and e-tax checkboxes (blocked when the store does
// not allow them), the tax form with 'use same address as delivery' (DELIVERY orders, on by
// default), a summary with Edit when ready, the e-tax notice for SERVICE orders. Toggling
// 'require tax invoice' submits at once without validation and without setting ready. The form
// is plain state checked with the contracts' schema (use-cart-form.ts), checked with the delivery address in place when
// 'same' is on (what is sent); an incomplete one is told in the cart's alert.

type TaxValues = TaxForm & { isSameAsDelivery: boolean };

function initialForm(cart: CartData): TaxValues {
  const c = cart.customer;
  return {
    isSameAsDelivery: cart.orderType === 'DELIVERY',
    requireTax: cart.isAllowTaxRequest ? c.requireTax : false,
    requireElecTax: cart.isAllowElecTaxRequest ? c.requireElecTax : false,
    taxId: c.taxId || '',
    taxName: c.taxName || '',
    // Spec 4 "Tax form initial values": pre-filled with the customer's email when a taxEmail exists.
    taxEmail: c.taxEmail ? c.email || c.taxEmail : '',
    taxAddress: c.taxAddress || '',
    taxSubDistrict: c.taxSubDistrict || '',
    taxDistrict: c.taxDistrict || '',
    taxProvince: c.taxProvince || '',
    taxPostCode: c.taxPostCode || '',
  };
}

/** The delivery address (spec 2.9 (e): copied into the tax address when 'same' is checked). */
function deliveryAddress(cart: CartData) {
  const s = cart.shippingData;
  const c = cart.customer;
  return {
    taxAddress: s?.address || c.address || '',
    taxSubDistrict: s?.subDistrict || c.subDistrict || '',
    taxDistrict: s?.district || c.district || '',
    taxProvince: s?.province || c.province || '',
    taxPostCode: s?.postCode || c.postCode || '',
  };
}

/** The form as sent: with 'same as delivery', the delivery address in place of the tax one. */
function withDelivery(cart: CartData, values: TaxValues): TaxValues {
  return values.isSameAsDelivery ? { ...values, ...deliveryAddress(cart) } : values;
}

export function TaxPanel({ cart }: { cart: CartData }) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const isDelivery = cart.orderType === 'DELIVERY';
  const form = useCartForm(() => initialForm(cart));
  const [isEditing, setIsEditing] = useState(() => !isTaxReady(cart));
  const submit = useCartAction<TaxSubmission>('submit-tax');
  const values = form.values;
  const isSameAsDelivery = isDelivery && values.isSameAsDelivery;
  const shown = withDelivery(cart, values);
  const failed = (error: unknown) =>
    alert(t('cart.errors.cannotProceed'), errorMessage(error, t('cart.errors.tryAgainText')));

  // Spec 4 "Tax panel": the toggle saves at once, without validation and without ready.
  const onRequireTax = () =>
    submit.mutate({ ...withDelivery(cart, form.getValues()), isToggle: true }, { onError: failed });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    await submitCartForm('tax', withDelivery(cart, form.getValues()), {
      onInvalid: () => alert(t('cart.errors.cannotProceed'), t('cart.errors.fillTax')),
      send: (body) =>
        submit.mutate(
          { ...body, isToggle: false },
          { onSuccess: () => setIsEditing(false), onError: failed },
        ),
    });
  };

  const c = cart.customer;
  const wantsTax = values.requireTax || values.requireElecTax;
  return (
    <section aria-labelledby="cart-tax" className={panelClass}>
      <h2 id="cart-tax" className="mb-3 text-lg font-bold">
        {t('cart.tax.heading')}
      </h2>
      {!cart.isAllowTaxRequest ? (
        <p className="mb-2 text-sm text-slate-600">{t('cart.tax.notSupported')}</p>
      ) : null}
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            disabled={!cart.isAllowTaxRequest}
            {...form.checkbox('requireTax', onRequireTax)}
          />
          {t('cart.tax.requireTax')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            disabled={!cart.isAllowElecTaxRequest}
            {...form.checkbox('requireElecTax')}
          />
          {t('cart.tax.requireElecTax')}
        </label>
      </div>
      {values.requireElecTax && !isDelivery ? (
        <div
          role="note"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
        >
          <p className="font-semibold">{t('cart.tax.eTaxNoticeTitle')}</p>
          <p>{t('cart.tax.eTaxNotice')}</p>
        </div>
      ) : null}
      {wantsTax && !isEditing ? (
        <div className="mt-3 text-sm" data-testid="tax-summary">
          <p>{c.taxId}</p>
          <p className="font-semibold">{c.taxName}</p>
          {c.taxEmail ? <p>{c.taxEmail}</p> : null}
          <p>
            {[c.taxAddress, c.taxSubDistrict, c.taxDistrict, c.taxProvince, c.taxPostCode].join(
              ' ',
            )}
          </p>
          <button type="button" className={`${editButton} mt-2`} onClick={() => setIsEditing(true)}>
            {t('cart.edit')}
          </button>
        </div>
      ) : null}
      {wantsTax && isEditing ? (
        <form
          className="mt-3 grid gap-3"
          onSubmit={onSubmit}
          noValidate
          aria-label={t('cart.tax.heading')}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              inputClassName={compactTextInputClass}
              label={t('cart.tax.taxId')}
              {...form.text('taxId')}
              maxLength={CART_FIELD_MAX.taxId}
            />
            <TextField
              inputClassName={compactTextInputClass}
              label={t('cart.tax.taxName')}
              {...form.text('taxName')}
              maxLength={CART_FIELD_MAX.taxName}
            />
          </div>
          <TextField
            inputClassName={compactTextInputClass}
            label={t('cart.tax.taxEmail')}
            type="email"
            {...form.text('taxEmail')}
            maxLength={CART_FIELD_MAX.taxEmail}
          />
          {isDelivery ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...form.checkbox('isSameAsDelivery')} />
              {t('cart.tax.sameAsDelivery')}
            </label>
          ) : null}
          {isSameAsDelivery ? (
            <TextField
              inputClassName={compactTextInputClass}
              label={t('cart.tax.taxAddress')}
              name="taxAddress"
              value={shown.taxAddress}
              readOnly
              disabled
            />
          ) : (
            <TextField
              inputClassName={compactTextInputClass}
              label={t('cart.tax.taxAddress')}
              {...form.text('taxAddress')}
              maxLength={CART_FIELD_MAX.taxAddress}
            />
          )}
          {isSameAsDelivery ? (
            <p className="text-sm text-slate-700" data-testid="tax-same-address">
              {[shown.taxSubDistrict, shown.taxDistrict, shown.taxProvince, shown.taxPostCode].join(
                ' » ',
              )}
            </p>
          ) : (
            <ThaiAddressInput
              value={{
                tumbon: values.taxSubDistrict,
                amphur: values.taxDistrict,
                province: values.taxProvince,
                postcode: values.taxPostCode,
              }}
              onChange={(a) => {
                form.setValue('taxSubDistrict', a.tumbon);
                form.setValue('taxDistrict', a.amphur);
                form.setValue('taxProvince', a.province);
                form.setValue('taxPostCode', a.postcode);
              }}
            />
          )}
          <div>
            <button type="submit" disabled={submit.isPending} className={primaryButton}>
              {t('common.save')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
