import { compactTextInputClass, TextField } from '../../../components/form-field';
import '../../../lib/cart-texts';
import { useState } from 'react';
import { ThaiAddressInput } from '../../../components/thai-address-input';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage, useCartAction } from '../api/cart-api';
import type { CartData } from '../api/cart-types';
import {
  CART_FIELD_MAX,
  isTaxFormComplete,
  type TaxForm,
  type TaxSubmission,
} from '../lib/cart-forms-local';
import { isTaxReady } from '../lib/cart-rules';
import { useCartAlert } from './cart-alert';
import { editButton, panelClass, primaryButton } from './text-field';

// Spec 2.9 (e) and 4 "Tax panel": require-tax and e-tax checkboxes (blocked when the store does
// not allow them), the tax form with 'use same address as delivery' (DELIVERY orders, on by
// default), a summary with Edit when ready, the e-tax notice for SERVICE orders. Toggling
// 'require tax invoice' submits at once without validation and without setting ready.

function initialForm(cart: CartData): TaxForm {
  const c = cart.customer;
  return {
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

export function TaxPanel({ cart }: { cart: CartData }) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const isDelivery = cart.orderType === 'DELIVERY';
  const [form, setForm] = useState(() => initialForm(cart));
  const [isSame, setIsSame] = useState(isDelivery);
  const [isEditing, setIsEditing] = useState(() => !isTaxReady(cart));
  const submit = useCartAction<TaxSubmission>('submit-tax');
  const isSameAsDelivery = isDelivery && isSame;
  const shown = isSameAsDelivery ? { ...form, ...deliveryAddress(cart) } : form;
  const set = (key: keyof TaxForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const failed = (error: unknown) =>
    alert(t('cart.errors.cannotProceedCap'), errorMessage(error, t('cart.errors.tryAgainText')));

  const onRequireTax = (requireTax: boolean) => {
    // Spec 4 "Tax panel": the toggle saves at once, without validation and without ready.
    const next = { ...shown, requireTax, isSameAsDelivery, isToggle: true };
    setForm((f) => ({ ...f, requireTax }));
    submit.mutate(next, { onError: failed });
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isTaxFormComplete(shown, isSameAsDelivery)) {
      alert(t('cart.errors.cannotProceedCap'), t('cart.errors.fillTax'));
      return;
    }
    submit.mutate(
      { ...shown, isSameAsDelivery, isToggle: false },
      { onSuccess: () => setIsEditing(false), onError: failed },
    );
  };

  const c = cart.customer;
  const wantsTax = form.requireTax || form.requireElecTax;
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
            checked={form.requireTax}
            disabled={!cart.isAllowTaxRequest}
            onChange={(e) => onRequireTax(e.target.checked)}
          />
          {t('cart.tax.requireTax')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={form.requireElecTax}
            disabled={!cart.isAllowElecTaxRequest}
            onChange={(e) => setForm((f) => ({ ...f, requireElecTax: e.target.checked }))}
          />
          {t('cart.tax.requireElecTax')}
        </label>
      </div>
      {form.requireElecTax && !isDelivery ? (
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
              name="taxId"
              value={form.taxId}
              onChange={set('taxId')}
              maxLength={CART_FIELD_MAX.taxId}
            />
            <TextField
              inputClassName={compactTextInputClass}
              label={t('cart.tax.taxName')}
              name="taxName"
              value={form.taxName}
              onChange={set('taxName')}
              maxLength={CART_FIELD_MAX.taxName}
            />
          </div>
          <TextField
            inputClassName={compactTextInputClass}
            label={t('cart.tax.taxEmail')}
            name="taxEmail"
            type="email"
            value={form.taxEmail}
            onChange={set('taxEmail')}
            maxLength={CART_FIELD_MAX.taxEmail}
          />
          {isDelivery ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={isSame}
                onChange={(e) => setIsSame(e.target.checked)}
              />
              {t('cart.tax.sameAsDelivery')}
            </label>
          ) : null}
          <TextField
            inputClassName={compactTextInputClass}
            label={t('cart.tax.taxAddress')}
            name="taxAddress"
            value={shown.taxAddress}
            onChange={set('taxAddress')}
            maxLength={CART_FIELD_MAX.taxAddress}
            disabled={isSameAsDelivery}
          />
          {isSameAsDelivery ? (
            <p className="text-sm text-slate-700" data-testid="tax-same-address">
              {[shown.taxSubDistrict, shown.taxDistrict, shown.taxProvince, shown.taxPostCode].join(
                ' » ',
              )}
            </p>
          ) : (
            <ThaiAddressInput
              value={{
                tumbon: form.taxSubDistrict,
                amphur: form.taxDistrict,
                province: form.taxProvince,
                postcode: form.taxPostCode,
              }}
              onChange={(a) =>
                setForm((f) => ({
                  ...f,
                  taxSubDistrict: a.tumbon,
                  taxDistrict: a.amphur,
                  taxProvince: a.province,
                  taxPostCode: a.postcode,
                }))
              }
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
