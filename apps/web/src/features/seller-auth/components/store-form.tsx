import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultWeeklyHours,
  type RegisterStoreBody,
  RegisterStoreBodySchema,
  type RegisterStoreInput,
  THAI_WEEKDAYS,
} from '@yangdee/contracts/seller-registration';
import type { SellerSessionResponse } from '@yangdee/contracts/seller-session';
import { STORE_SERVICE_FLAGS, STORE_SERVICE_LABELS } from '@yangdee/contracts/store-services';
import type { ThaiAddressEntry } from '@yangdee/contracts/thai-address';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { TextField } from '../../../components/form-field';
import { ThaiAddressInput } from '../../../components/thai-address-input';
import { TimePicker } from '../../../components/time-picker';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useRegisterStore } from '../api/registration';

// The store form (/seller/form, spec 7 register-store, issue 14 §2): validated with the very
// schema the server uses; the server's Thai field messages land on their fields.

const emptyForm = (): RegisterStoreBody => ({
  shopName: '',
  branchName: 'สาขาสำนักงานใหญ่',
  address: '',
  subDistrict: '',
  district: '',
  province: '',
  postCode: '',
  // Empty until typed or located: an empty field stays empty (never "NaN") after a refusal.
  latitude: '',
  longitude: '',
  tel: '',
  weeklyHours: defaultWeeklyHours(),
  services: Object.fromEntries(
    STORE_SERVICE_FLAGS.map((f) => [f, false]),
  ) as RegisterStoreBody['services'],
});

export function StoreForm({ onRegistered }: { onRegistered: (s: SellerSessionResponse) => void }) {
  const { t } = useTranslation();
  const register = useRegisterStore();
  const [locating, setLocating] = useState('');
  const form = useForm<RegisterStoreBody, unknown, RegisterStoreInput>({
    resolver: zodResolver(RegisterStoreBodySchema),
    defaultValues: emptyForm(),
  });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const area: ThaiAddressEntry = {
    tumbon: values.subDistrict,
    amphur: values.district,
    province: values.province,
    postcode: values.postCode,
  };
  const setArea = (entry: ThaiAddressEntry) => {
    form.setValue('subDistrict', entry.tumbon);
    form.setValue('district', entry.amphur);
    form.setValue('province', entry.province);
    form.setValue('postCode', entry.postcode);
  };

  const locateShop = () => {
    if (!('geolocation' in navigator)) {
      setLocating(t('sellerAuth.form.locationUnavailable'));
      return;
    }
    setLocating(t('sellerAuth.form.locating'));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        form.setValue('latitude', position.coords.latitude.toFixed(6), { shouldValidate: true });
        form.setValue('longitude', position.coords.longitude.toFixed(6), {
          shouldValidate: true,
        });
        setLocating('');
      },
      () => setLocating(t('sellerAuth.form.locationUnavailable')),
    );
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onRegistered(await register.mutateAsync(body));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          const message = Array.isArray(messages) ? messages[0] : messages;
          form.setError(key as FieldPath<RegisterStoreBody>, { message });
        }
      }
    }
  });

  const apiError = register.error instanceof ApiError ? register.error : null;
  const addressError =
    errors.subDistrict?.message ||
    errors.district?.message ||
    errors.province?.message ||
    errors.postCode?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-bold text-slate-900">
          {t('sellerAuth.form.shopSection')}
        </legend>
        <TextField
          label={t('sellerAuth.form.shopName')}
          maxLength={200}
          registration={form.register('shopName')}
          error={errors.shopName?.message}
        />
        <TextField
          label={t('sellerAuth.form.branchName')}
          maxLength={200}
          registration={form.register('branchName')}
          error={errors.branchName?.message}
        />
        <TextField
          label={t('sellerAuth.form.tel')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          registration={form.register('tel')}
          error={errors.tel?.message}
        />
      </fieldset>

      <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-bold text-slate-900">
          {t('sellerAuth.form.addressSection')}
        </legend>
        <TextField
          label={t('sellerAuth.form.address')}
          maxLength={250}
          autoComplete="street-address"
          registration={form.register('address')}
          error={errors.address?.message}
        />
        <ThaiAddressInput value={area} onChange={setArea} />
        {addressError ? (
          <p className="text-sm text-red-700" role="alert">
            {addressError}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('sellerAuth.form.latitude')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="13.756331"
            registration={form.register('latitude')}
            error={errors.latitude?.message}
          />
          <TextField
            label={t('sellerAuth.form.longitude')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="100.501762"
            registration={form.register('longitude')}
            error={errors.longitude?.message}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={locateShop}
            className="rounded-lg border border-emerald-800 px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50"
          >
            {t('sellerAuth.form.useMyLocation')}
          </button>
          <p className="text-sm text-slate-600" role="status">
            {locating || t('sellerAuth.form.locationHint')}
          </p>
        </div>
      </fieldset>

      <fieldset className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-bold text-slate-900">
          {t('sellerAuth.form.hoursSection')}
        </legend>
        {errors.weeklyHours?.root?.message || errors.weeklyHours?.message ? (
          <p className="text-sm text-red-700" role="alert">
            {errors.weeklyHours?.root?.message || errors.weeklyHours?.message}
          </p>
        ) : null}
        <ul className="space-y-2">
          {THAI_WEEKDAYS.map((dayName, day) => {
            const dayError = errors.weeklyHours?.[day]?.close?.message;
            const isOpen = values.weeklyHours[day]?.isOpen;
            return (
              <li
                key={dayName}
                className="flex flex-wrap items-center gap-3 border-b border-slate-100 pb-2"
              >
                <label className="flex w-32 items-center gap-2 font-medium text-slate-800">
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    {...form.register(`weeklyHours.${day}.isOpen`)}
                  />
                  {dayName}
                </label>
                {isOpen ? (
                  <>
                    <span aria-hidden="true" className="text-sm text-slate-700">
                      {t('sellerAuth.form.open')}
                    </span>
                    <Controller
                      control={form.control}
                      name={`weeklyHours.${day}.open`}
                      render={({ field }) => (
                        <TimePicker
                          label={t('sellerAuth.form.openOf', { day: dayName })}
                          isLabelHidden
                          value={String(field.value ?? '')}
                          onChange={field.onChange}
                        />
                      )}
                    />
                    <span aria-hidden="true" className="ml-2 text-sm text-slate-700">
                      {t('sellerAuth.form.close')}
                    </span>
                    <Controller
                      control={form.control}
                      name={`weeklyHours.${day}.close`}
                      render={({ field }) => (
                        <TimePicker
                          label={t('sellerAuth.form.closeOf', { day: dayName })}
                          isLabelHidden
                          isInvalid={Boolean(dayError)}
                          value={String(field.value ?? '')}
                          onChange={field.onChange}
                        />
                      )}
                    />
                  </>
                ) : (
                  <span className="text-sm text-slate-600">{t('sellerAuth.form.closed')}</span>
                )}
                {dayError ? <p className="w-full text-sm text-red-700">{dayError}</p> : null}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="rounded-2xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-bold text-slate-900">
          {t('sellerAuth.form.servicesSection')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {STORE_SERVICE_FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2 text-slate-800">
              <input type="checkbox" className="h-4 w-4" {...form.register(`services.${flag}`)} />
              {STORE_SERVICE_LABELS[flag]}
            </label>
          ))}
        </div>
      </fieldset>

      {apiError && !apiError.fieldErrors ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          {apiError.message || t('error.tryAgain')}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-lg bg-emerald-800 px-4 py-3 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
      >
        {t('sellerAuth.form.submit')}
      </button>
    </form>
  );
}
