import { compactTextInputClass, TextField } from '../../../components/form-field';
import '../../../lib/cart-texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Car } from '@yangdee/contracts/user-profile';
import { lazy, useState } from 'react';
import { WhenOpened } from '../../../components/when-opened';
import { api } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage, useCartAction } from '../api/cart-api';
import type { CartData } from '../api/cart-types';
import { CART_FIELD_MAX, type CustomerForm } from '../lib/cart-forms-local';
import { isCustomerReady } from '../lib/cart-rules';
import { submitCartForm, useCartForm } from '../lib/use-cart-form';
import { useCartAlert } from './cart-alert';
import { editButton, panelClass, primaryButton } from './text-field';

// The car modal (its form and schema) loads when it first opens (decision 0175).
const CarModal = lazy(() =>
  import('../../../components/car-modal').then((m) => ({ default: m.CarModal })),
);

// Spec 2.9 (d) customer info (SERVICE orders): a summary with Edit, or the form with the saved
// cars ('plate - brand model'), '+ add car' (the car modal of 2.11) and Save. The default car is
// the cart's car, else the first saved car; a car added in the modal is selected. The form is
// plain state checked with the contracts' schema (use-cart-form.ts; the chosen car's four fields are set on submit); an
// incomplete one is told in the cart's alert.

type CarFields = Pick<Car, 'licenseNumber' | 'licenseProvince' | 'carBrand' | 'carModel'>;
const CAR_KEYS = ['licenseNumber', 'licenseProvince', 'carBrand', 'carModel'] as const;
const NO_CAR: CarFields = { licenseNumber: '', licenseProvince: '', carBrand: '', carModel: '' };

/** Spec 3 Car: a selected car is kept as a serialized JSON of the four car fields. */
export function serializeCar(car: CarFields): string {
  return JSON.stringify({
    licenseNumber: car.licenseNumber,
    licenseProvince: car.licenseProvince,
    carBrand: car.carBrand,
    carModel: car.carModel,
  });
}

export function carLabel(car: CarFields): string {
  return `${car.licenseNumber} - ${car.carBrand} ${car.carModel}`;
}

const carsQuery = {
  queryKey: ['user', 'cars'],
  queryFn: () => api.get<Car[]>('/api/user/get-car'),
  retry: false,
};

/** The cart's car, else the last order's (issue 13: prefilled), else the first saved car. */
export function defaultCar(cart: CartData, cars: readonly Car[]): string {
  const c = cart.customer;
  if (c.licenseNumber && c.licenseProvince) return serializeCar(c);
  const last = cart.customerSuggestion;
  if (last.licenseNumber && last.licenseProvince) return serializeCar(last);
  return cars[0] ? serializeCar(cars[0]) : '';
}

export function CustomerPanel({ cart }: { cart: CartData }) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const queryClient = useQueryClient();
  const cars = useQuery(carsQuery);
  const c = cart.customer;
  const [isEditing, setIsEditing] = useState(() => !isCustomerReady(cart));
  // Prefilled from the last order, else the profile, while the cart has no customer (issue 13).
  const s = cart.customerSuggestion;
  const form = useCartForm(() => ({
    firstName: c.firstName || s.firstName,
    lastName: c.lastName || s.lastName,
    email: c.email || s.email,
    tel: c.tel || s.tel,
  }));
  const [chosen, setChosen] = useState<string | null>(null);
  const [isAddingCar, setIsAddingCar] = useState(false);
  const save = useCartAction<CustomerForm>('submit-customer');
  const carValue = chosen ?? defaultCar(cart, cars.data ?? []);
  const options = (cars.data ?? []).map((car) => ({
    value: serializeCar(car),
    label: carLabel(car),
  }));
  if (carValue && !options.some((o) => o.value === carValue)) {
    const car = JSON.parse(carValue) as CarFields;
    options.unshift({ value: carValue, label: carLabel(car) });
  }

  const failed = (error: unknown) =>
    alert(t('cart.errors.cannotProceed'), errorMessage(error, t('cart.errors.tryAgainText')));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const car: CarFields = carValue ? (JSON.parse(carValue) as CarFields) : NO_CAR;
    const carFields = Object.fromEntries(CAR_KEYS.map((key) => [key, car[key]]));
    const values = { ...form.getValues(), ...carFields };
    await submitCartForm('customer', values, {
      onInvalid: () => alert(t('cart.errors.cannotProceed'), t('cart.errors.fillCustomer')),
      send: (body) => save.mutate(body, { onSuccess: () => setIsEditing(false), onError: failed }),
    });
  };

  return (
    <section aria-labelledby="cart-customer" className={panelClass}>
      <h2 id="cart-customer" className="mb-3 text-lg font-bold">
        {t('cart.customer.heading')}
      </h2>
      {!isEditing ? (
        <div className="text-sm" data-testid="customer-summary">
          <p className="font-semibold">
            {c.firstName} {c.lastName}
          </p>
          <p>{c.tel}</p>
          <p>{c.email}</p>
          <p>
            {c.carBrand} {c.carModel} · {c.licenseNumber} {c.licenseProvince}
          </p>
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
              label={t('cart.fields.email')}
              type="email"
              {...form.text('email')}
              maxLength={CART_FIELD_MAX.email}
            />
            <TextField
              inputClassName={compactTextInputClass}
              label={t('cart.fields.tel')}
              type="tel"
              isDigits
              {...form.text('tel')}
              maxLength={CART_FIELD_MAX.tel}
            />
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <label className="block min-w-60 flex-1 text-sm font-medium text-slate-800">
              {t('cart.customer.chooseCar')}
              <select
                name="car"
                value={carValue}
                onChange={(e) => setChosen(e.target.value)}
                className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
              >
                <option value="">{t('cart.customer.chooseCar')}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className={editButton} onClick={() => setIsAddingCar(true)}>
              {t('cart.customer.addCar')}
            </button>
          </div>
          <div>
            <button type="submit" disabled={save.isPending} className={primaryButton}>
              {t('common.save')}
            </button>
          </div>
        </form>
      )}
      <WhenOpened isOpen={isAddingCar}>
        <CarModal
          isOpen={isAddingCar}
          onClose={(isReload, car) => {
            setIsAddingCar(false);
            if (!isReload) return;
            void queryClient.invalidateQueries({ queryKey: carsQuery.queryKey });
            if (car) setChosen(serializeCar(car));
          }}
        />
      </WhenOpened>
    </section>
  );
}
