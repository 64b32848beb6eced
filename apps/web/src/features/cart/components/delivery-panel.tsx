import { compactTextInputClass, TextField } from '../../../components/form-field';
import '../../../lib/cart-texts';
import type { ThaiAddressEntry } from '@yangdee/contracts/thai-address';
import { useState } from 'react';
import { ThaiAddressInput } from '../../../components/thai-address-input';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage, useCartAction } from '../api/cart-api';
import type { CartData } from '../api/cart-types';
import { CART_FIELD_MAX, type DeliveryForm } from '../lib/cart-forms-local';
import { isDeliveryReady } from '../lib/cart-rules';
import { submitCartForm, useCartForm } from '../lib/use-cart-form';
import { useCartAlert } from './cart-alert';
import { editButton, panelClass, primaryButton } from './text-field';

// Spec 2.9 (a) delivery info (DELIVERY orders): a summary with Edit, or the form whose address
// parts are autocompleted from the Thai address list (spec 5 "Address autocomplete"). The form is
// plain state checked with the contracts' schema (use-cart-form.ts); an incomplete one is told in the cart's alert.

function initialForm(cart: CartData): DeliveryForm {
  const s = cart.shippingData;
  const c = cart.customer;
  // Then the last order and the profile (issue 13); an address is taken whole from one place.
  const g = cart.customerSuggestion;
  const a = s?.address ? s : c.address ? c : g;
  return {
    firstName: s?.receiverFirstname || c.firstName || g.firstName,
    lastName: s?.receiverLastname || c.lastName || g.lastName,
    tel: s?.receiverTel || c.tel || g.tel,
    email: s?.receiverEmail || c.email || g.email,
    address: a.address || '',
    subDistrict: a.subDistrict || '',
    district: a.district || '',
    province: a.province || '',
    postCode: a.postCode || '',
    deliveryRemark: s?.deliveryRemark || '',
  };
}

export function DeliveryPanel({ cart }: { cart: CartData }) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const [isEditing, setIsEditing] = useState(() => !isDeliveryReady(cart));
  const form = useCartForm(() => initialForm(cart));
  const save = useCartAction<DeliveryForm>('submit-delivery-info');
  const v = form.values;
  const address: ThaiAddressEntry = {
    tumbon: v.subDistrict,
    amphur: v.district,
    province: v.province,
    postcode: v.postCode,
  };
  const setAddress = (a: ThaiAddressEntry) => {
    form.setValue('subDistrict', a.tumbon);
    form.setValue('district', a.amphur);
    form.setValue('province', a.province);
    form.setValue('postCode', a.postcode);
  };

  const failed = (error: unknown) =>
    alert(t('cart.errors.cannotProceed'), errorMessage(error, t('cart.errors.tryAgainText')));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    await submitCartForm('delivery', form.getValues(), {
      onInvalid: () => alert(t('cart.errors.cannotProceed'), t('cart.errors.fillAll')),
      send: (body) => save.mutate(body, { onSuccess: () => setIsEditing(false), onError: failed }),
    });
  };

  const s = cart.shippingData;
  return (
    <section aria-labelledby="cart-delivery" className={panelClass}>
      <h2 id="cart-delivery" className="mb-3 text-lg font-bold">
        {t('cart.delivery.heading')}
      </h2>
      {!isEditing && s ? (
        <div className="text-sm" data-testid="delivery-summary">
          <p className="font-semibold">{s.receiverName}</p>
          <p>{s.receiverTel}</p>
          <p>{s.receiverEmail}</p>
          <p>{s.receiverAddress}</p>
          {s.deliveryRemark ? <p className="text-slate-600">{s.deliveryRemark}</p> : null}
          <button type="button" className={`${editButton} mt-2`} onClick={() => setIsEditing(true)}>
            {t('cart.edit')}
          </button>
        </div>
      ) : (
        <form className="grid gap-3" onSubmit={onSubmit} noValidate>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              inputClassName={compactTextInputClass}
              label={t('cart.fields.firstName')}
              {...form.text('firstName')}
              maxLength={CART_FIELD_MAX.name}
            />
            <TextField
              inputClassName={compactTextInputClass}
              label={t('cart.fields.lastName')}
              {...form.text('lastName')}
              maxLength={CART_FIELD_MAX.name}
            />
            <TextField
              inputClassName={compactTextInputClass}
              label={t('cart.fields.tel')}
              type="tel"
              isDigits
              {...form.text('tel')}
              maxLength={CART_FIELD_MAX.tel}
            />
            <TextField
              inputClassName={compactTextInputClass}
              label={t('cart.fields.email')}
              type="email"
              {...form.text('email')}
              maxLength={CART_FIELD_MAX.email}
            />
          </div>
          <TextField
            inputClassName={compactTextInputClass}
            label={t('cart.fields.address')}
            {...form.text('address')}
            maxLength={CART_FIELD_MAX.address}
          />
          <ThaiAddressInput value={address} onChange={setAddress} />
          <TextField
            inputClassName={compactTextInputClass}
            label={t('cart.fields.deliveryRemark')}
            {...form.text('deliveryRemark')}
            maxLength={CART_FIELD_MAX.deliveryRemark}
          />
          <div>
            <button type="submit" disabled={save.isPending} className={primaryButton}>
              {t('common.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
