import { coordinateText } from '@yangdee/contracts/store-coordinates';
import {
  PROFILE_LIMITS,
  SaveStoreBodySchema,
  type SaveStoreInput,
  type StoreProfile,
} from '@yangdee/contracts/store-profile';
import { STORE_SERVICE_FLAGS, STORE_SERVICE_LABELS } from '@yangdee/contracts/store-services';
import { useState } from 'react';
import { Link } from 'react-router';
import { FieldError, TextField } from '../../../components/form-field';
import { ThaiAddressInput } from '../../../components/thai-address-input';
import { useTranslation } from '../../../lib/use-translation';
import { errorText, fieldErrorsOf, useSetupSave } from '../api/store-setup-api';
import { issuesByPath, panelClass, primaryButton, SaveStatus, secondaryButton } from './form-bits';
import { HoursFieldset } from './profile-hours';

// /seller/profile (issue 14 §5): the active store's name, contact, address (Thai address
// autocomplete), map position, opening hours per weekday, services and tax details. Validated
// with the server's own schema (contracts/store-profile.ts) before it is sent.

type Form = Omit<SaveStoreInput, 'latitude' | 'longitude'> & {
  latitude: string;
  longitude: string;
};

function toForm(p: StoreProfile): Form {
  return {
    name: p.name,
    branchName: p.branchName,
    tel: p.tel,
    email: p.email,
    address: p.address,
    subDistrict: p.subDistrict,
    district: p.district,
    province: p.province,
    postCode: p.postCode,
    latitude: coordinateText(p.latitude),
    longitude: coordinateText(p.longitude),
    weeklyHours: p.weeklyHours,
    services: { ...p.services },
    isAllowTaxRequest: p.isAllowTaxRequest,
    legalName: p.legalName,
    taxId: p.taxId,
    isTaxAddressSame: p.isTaxAddressSame,
    taxAddress: p.taxAddress,
    taxSubDistrict: p.taxSubDistrict,
    taxDistrict: p.taxDistrict,
    taxProvince: p.taxProvince,
    taxPostCode: p.taxPostCode,
  };
}

export function ProfileForm({ profile }: { profile: StoreProfile }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(() => toForm(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetupSave<SaveStoreInput>('save-store');
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const text = (key: keyof Form) => (value: string) => set(key, value as never);

  const setHours = (day: number, patch: { open?: string; close?: string } | null) =>
    setForm((f) => {
      const weeklyHours = [...(f.weeklyHours as ({ open: string; close: string } | null)[])];
      const current = weeklyHours[day] ?? { open: '08:00', close: '17:00' };
      weeklyHours[day] = patch === null ? null : { ...current, ...patch };
      return { ...f, weeklyHours };
    });

  const fillMyLocation = () => {
    navigator.geolocation?.getCurrentPosition((pos) =>
      setForm((f) => ({
        ...f,
        latitude: pos.coords.latitude.toFixed(6),
        longitude: pos.coords.longitude.toFixed(6),
      })),
    );
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setFailure(null);
    const body = {
      ...form,
      // The contract reads the typed text: empty is "not given", other text a Thai message.
      latitude: form.latitude,
      longitude: form.longitude,
    };
    const parsed = SaveStoreBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error));
      setFailure(t('sellerSetup.checkFields'));
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: () => setSaved(t('sellerSetup.saved')),
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        setFailure(errorText(error, t('sellerSetup.saveFailed')));
      },
    });
  };

  const hours = form.weeklyHours as ({ open: string; close: string } | null)[];
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <section aria-labelledby="profile-store" className={panelClass}>
        <h2 id="profile-store" className="mb-4 text-lg font-bold text-slate-900">
          {t('sellerSetup.profile.storeHeading')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('sellerSetup.profile.name')}
            name="name"
            value={form.name}
            onChange={text('name')}
            error={errors.name}
            maxLength={PROFILE_LIMITS.name}
          />
          <TextField
            label={t('sellerSetup.profile.branchName')}
            name="branchName"
            value={form.branchName ?? ''}
            onChange={text('branchName')}
            error={errors.branchName}
            maxLength={PROFILE_LIMITS.branchName}
          />
          <TextField
            label={t('sellerSetup.profile.tel')}
            name="tel"
            type="tel"
            isDigits
            value={form.tel}
            onChange={text('tel')}
            error={errors.tel}
            maxLength={PROFILE_LIMITS.tel}
          />
          <TextField
            label={t('sellerSetup.profile.email')}
            name="email"
            type="email"
            value={form.email}
            onChange={text('email')}
            error={errors.email}
            maxLength={PROFILE_LIMITS.email}
          />
        </div>
        <div className="mt-4 text-sm text-slate-700">
          <p className="font-medium text-slate-800">{t('sellerSetup.profile.publicLink')}</p>
          <p className="break-all">
            <Link
              to={`/store/${encodeURIComponent(profile.link)}`}
              className="text-emerald-800 underline"
            >
              {`/store/${profile.link}`}
            </Link>
            <span className="ml-2 text-slate-500">{t('sellerSetup.profile.publicLinkNote')}</span>
          </p>
        </div>
      </section>

      <section aria-labelledby="profile-address" className={panelClass}>
        <h2 id="profile-address" className="mb-4 text-lg font-bold text-slate-900">
          {t('sellerSetup.profile.addressHeading')}
        </h2>
        <div className="space-y-4">
          <TextField
            label={t('sellerSetup.profile.address')}
            name="address"
            value={form.address}
            onChange={text('address')}
            error={errors.address}
            maxLength={PROFILE_LIMITS.address}
          />
          <ThaiAddressInput
            value={{
              tumbon: form.subDistrict,
              amphur: form.district,
              province: form.province,
              postcode: form.postCode,
            }}
            onChange={(a) =>
              setForm((f) => ({
                ...f,
                subDistrict: a.tumbon,
                district: a.amphur,
                province: a.province,
                postCode: a.postcode,
              }))
            }
          />
          <FieldError
            message={errors.subDistrict ?? errors.district ?? errors.province ?? errors.postCode}
          />
          <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <TextField
              label={t('sellerSetup.profile.latitude')}
              name="latitude"
              inputMode="decimal"
              value={form.latitude}
              onChange={text('latitude')}
              error={errors.latitude}
            />
            <TextField
              label={t('sellerSetup.profile.longitude')}
              name="longitude"
              inputMode="decimal"
              value={form.longitude}
              onChange={text('longitude')}
              error={errors.longitude}
            />
            <button type="button" className={`${secondaryButton} h-10`} onClick={fillMyLocation}>
              {t('sellerSetup.profile.useMyLocation')}
            </button>
          </div>
        </div>
      </section>

      <HoursFieldset hours={hours} errors={errors} onChange={setHours} />

      <section aria-labelledby="profile-services" className={panelClass}>
        <h2 id="profile-services" className="mb-4 text-lg font-bold text-slate-900">
          {t('sellerSetup.profile.servicesHeading')}
        </h2>
        <div className="grid gap-2 sm:grid-cols-2">
          {STORE_SERVICE_FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={form.services[flag]}
                onChange={(e) => set('services', { ...form.services, [flag]: e.target.checked })}
              />
              {STORE_SERVICE_LABELS[flag]}
            </label>
          ))}
        </div>
      </section>

      <section aria-labelledby="profile-tax" className={panelClass}>
        <h2 id="profile-tax" className="mb-4 text-lg font-bold text-slate-900">
          {t('sellerSetup.profile.taxHeading')}
        </h2>
        <label className="mb-4 flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={form.isAllowTaxRequest}
            onChange={(e) => set('isAllowTaxRequest', e.target.checked)}
          />
          {t('sellerSetup.profile.allowTax')}
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('sellerSetup.profile.legalName')}
            name="legalName"
            value={form.legalName ?? ''}
            onChange={text('legalName')}
            error={errors.legalName}
            maxLength={PROFILE_LIMITS.legalName}
          />
          <TextField
            label={t('sellerSetup.profile.taxId')}
            name="taxId"
            isDigits
            value={form.taxId}
            onChange={text('taxId')}
            error={errors.taxId}
            maxLength={13}
          />
        </div>
        <label className="mt-4 flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={form.isTaxAddressSame}
            onChange={(e) => set('isTaxAddressSame', e.target.checked)}
          />
          {t('sellerSetup.profile.taxAddressSame')}
        </label>
        {form.isTaxAddressSame ? null : (
          <div className="mt-4 space-y-4">
            <TextField
              label={t('sellerSetup.profile.taxAddress')}
              name="taxAddress"
              value={form.taxAddress ?? ''}
              onChange={text('taxAddress')}
              error={errors.taxAddress}
              maxLength={PROFILE_LIMITS.address}
            />
            <ThaiAddressInput
              value={{
                tumbon: form.taxSubDistrict ?? '',
                amphur: form.taxDistrict ?? '',
                province: form.taxProvince ?? '',
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
            <FieldError
              message={
                errors.taxSubDistrict ??
                errors.taxDistrict ??
                errors.taxProvince ??
                errors.taxPostCode
              }
            />
          </div>
        )}
      </section>

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {t('sellerSetup.save')}
        </button>
        <SaveStatus saved={saved} error={failure} />
      </div>
    </form>
  );
}
