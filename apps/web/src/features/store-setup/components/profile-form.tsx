import { zodResolver } from '@hookform/resolvers/zod';
import { coordinateText } from '@yangdee/contracts/store-coordinates';
import {
  PROFILE_LIMITS,
  type SaveStoreBody,
  SaveStoreBodySchema,
  type SaveStoreInput,
  type StoreProfile,
} from '@yangdee/contracts/store-profile';
import { STORE_SERVICE_FLAGS, STORE_SERVICE_LABELS } from '@yangdee/contracts/store-services';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FieldError, TextField } from '../../../components/form-field';
import { ThaiAddressInput } from '../../../components/thai-address-input';
import { useTranslation } from '../../../lib/use-translation';
import { useSetupSave } from '../api/store-setup-api';
import {
  messagesByPath,
  panelClass,
  primaryButton,
  SaveStatus,
  secondaryButton,
  useSaveSubmit,
} from './form-bits';
import { HoursFieldset } from './profile-hours';

// /seller/profile (issue 14 §5): the active store's name, contact, address (Thai address
// autocomplete), map position, opening hours per weekday, services and tax details. A
// react-hook-form validated with the server's own schema (contracts/store-profile.ts).

type Hours = { open: string; close: string } | null;
type Form = Omit<SaveStoreInput, 'latitude' | 'longitude' | 'weeklyHours'> & {
  latitude: string;
  longitude: string;
  weeklyHours: Hours[];
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
  const save = useSetupSave<SaveStoreBody>('save-store');
  const form = useForm<Form, unknown, SaveStoreBody>({
    resolver: zodResolver(SaveStoreBodySchema) as never,
    defaultValues: toForm(profile),
  });
  const errors = messagesByPath(form.formState.errors);
  const [hours, subDistrict, district, province, postCode] = form.watch([
    'weeklyHours',
    'subDistrict',
    'district',
    'province',
    'postCode',
  ]);
  const [isTaxAddressSame, taxSubDistrict, taxDistrict, taxProvince, taxPostCode] = form.watch([
    'isTaxAddressSame',
    'taxSubDistrict',
    'taxDistrict',
    'taxProvince',
    'taxPostCode',
  ]);

  const setHours = (day: number, patch: { open?: string; close?: string } | null) => {
    const weeklyHours = [...form.getValues('weeklyHours')];
    const current = weeklyHours[day] ?? { open: '08:00', close: '17:00' };
    weeklyHours[day] = patch === null ? null : { ...current, ...patch };
    form.setValue('weeklyHours', weeklyHours);
  };

  const fillMyLocation = () => {
    navigator.geolocation?.getCurrentPosition((pos) => {
      form.setValue('latitude', pos.coords.latitude.toFixed(6));
      form.setValue('longitude', pos.coords.longitude.toFixed(6));
    });
  };

  const { onSubmit, saved, failure } = useSaveSubmit(
    form,
    (body, handlers) => save.mutate(body, handlers),
    t('sellerSetup.checkFields'),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <section aria-labelledby="profile-store" className={panelClass}>
        <h2 id="profile-store" className="mb-4 text-lg font-bold text-slate-900">
          {t('sellerSetup.profile.storeHeading')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('sellerSetup.profile.name')}
            registration={form.register('name')}
            error={errors.name}
            maxLength={PROFILE_LIMITS.name}
          />
          <TextField
            label={t('sellerSetup.profile.branchName')}
            registration={form.register('branchName')}
            error={errors.branchName}
            maxLength={PROFILE_LIMITS.branchName}
          />
          <TextField
            label={t('sellerSetup.profile.tel')}
            type="tel"
            isDigits
            registration={form.register('tel')}
            error={errors.tel}
            maxLength={PROFILE_LIMITS.tel}
          />
          <TextField
            label={t('sellerSetup.profile.email')}
            type="email"
            registration={form.register('email')}
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
            registration={form.register('address')}
            error={errors.address}
            maxLength={PROFILE_LIMITS.address}
          />
          <ThaiAddressInput
            value={{ tumbon: subDistrict, amphur: district, province, postcode: postCode }}
            onChange={(a) => {
              form.setValue('subDistrict', a.tumbon);
              form.setValue('district', a.amphur);
              form.setValue('province', a.province);
              form.setValue('postCode', a.postcode);
            }}
          />
          <FieldError
            message={errors.subDistrict ?? errors.district ?? errors.province ?? errors.postCode}
          />
          <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <TextField
              label={t('sellerSetup.profile.latitude')}
              inputMode="decimal"
              registration={form.register('latitude')}
              error={errors.latitude}
            />
            <TextField
              label={t('sellerSetup.profile.longitude')}
              inputMode="decimal"
              registration={form.register('longitude')}
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
              <input type="checkbox" className="h-5 w-5" {...form.register(`services.${flag}`)} />
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
          <input type="checkbox" className="h-5 w-5" {...form.register('isAllowTaxRequest')} />
          {t('sellerSetup.profile.allowTax')}
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('sellerSetup.profile.legalName')}
            registration={form.register('legalName')}
            error={errors.legalName}
            maxLength={PROFILE_LIMITS.legalName}
          />
          <TextField
            label={t('sellerSetup.profile.taxId')}
            isDigits
            registration={form.register('taxId')}
            error={errors.taxId}
            maxLength={13}
          />
        </div>
        <label className="mt-4 flex items-center gap-2 text-slate-800">
          <input type="checkbox" className="h-5 w-5" {...form.register('isTaxAddressSame')} />
          {t('sellerSetup.profile.taxAddressSame')}
        </label>
        {isTaxAddressSame ? null : (
          <div className="mt-4 space-y-4">
            <TextField
              label={t('sellerSetup.profile.taxAddress')}
              registration={form.register('taxAddress')}
              error={errors.taxAddress}
              maxLength={PROFILE_LIMITS.address}
            />
            <ThaiAddressInput
              value={{
                tumbon: taxSubDistrict ?? '',
                amphur: taxDistrict ?? '',
                province: taxProvince ?? '',
                postcode: taxPostCode ?? '',
              }}
              onChange={(a) => {
                form.setValue('taxSubDistrict', a.tumbon);
                form.setValue('taxDistrict', a.amphur);
                form.setValue('taxProvince', a.province);
                form.setValue('taxPostCode', a.postcode);
              }}
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
