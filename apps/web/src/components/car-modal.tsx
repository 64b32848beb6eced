import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Option } from '@yangdee/contracts/master';
import { PROVINCE_NAMES } from '@yangdee/contracts/provinces';
import { type AddCarBody, AddCarBodySchema, type Car } from '@yangdee/contracts/user-profile';
import { LICENCE_PLATE_MAX_LENGTH, sanitizeLicencePlate } from '@yangdee/contracts/validation';
import { type KeyboardEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, api } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { ErrorAlert } from './error-alert';
import { Field, TextField } from './form-field';
import { ModalClose, ModalShell } from './modal-shell';

// Spec 2.11 'save car data' modal, shared by /my/car and the cart's customer panel ([5/6]):
// plate (only ก-ฮ and 0-9, max 10), plate province (77), car brand, car model (options load when
// the brand changes), Save. Closes with isReload=true after a car was saved so callers refresh.
// The form is react-hook-form with the add-car body's schema; an incomplete one is told in an
// alert (spec 5 "Car modal").

interface CarModalProps {
  isOpen: boolean;
  onClose: (isReload: boolean, car?: Car) => void;
}

const carBrandsQuery = {
  queryKey: ['master', 'car-brand'],
  queryFn: () => api.get<Option[]>('/api/master/car-brand', { auth: 'none' }),
  staleTime: 60 * 60 * 1000,
};

/** A key the plate input refuses: single printable characters other than ก-ฮ and 0-9. */
function isBlockedPlateKey(event: KeyboardEvent<HTMLInputElement>): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key.length !== 1) return false;
  return sanitizeLicencePlate(event.key) === '';
}

type Alert = { title: string; message: string } | null;

const NO_CAR: AddCarBody = { licenseNumber: '', licenseProvince: '', carBrand: '', carModel: '' };

export function CarModal({ isOpen, onClose }: CarModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<AddCarBody>({
    resolver: zodResolver(AddCarBodySchema),
    defaultValues: NO_CAR,
  });
  const brand = form.watch('carBrand');
  const [alert, setAlert] = useState<Alert>(null);
  const brands = useQuery({ ...carBrandsQuery, enabled: isOpen });
  const models = useQuery({
    queryKey: ['master', 'car-model', brand],
    queryFn: () => api.post<Option[]>('/api/master/car-model', { brand }, { auth: 'none' }),
    enabled: isOpen && brand !== '',
    staleTime: 60 * 60 * 1000,
  });
  const addCar = useMutation({
    mutationFn: (body: AddCarBody) =>
      api.post<{ success: true; car: Car }>('/api/user/add-car', body),
  });

  const close = (isReload: boolean, car?: Car) => {
    form.reset(NO_CAR);
    onClose(isReload, car);
  };

  const onSubmit = form.handleSubmit(
    (body) =>
      addCar.mutate(body, {
        onSuccess: (result) => close(true, result.car),
        onError: (error) =>
          setAlert({
            title: t('carModal.addFailed'),
            message:
              error instanceof ApiError && error.message ? error.message : t('carModal.tryAgain'),
          }),
      }),
    () => setAlert({ title: t('carModal.saveFailed'), message: t('carModal.fillAll') }),
  );
  const plate = form.register('licenseNumber');

  const field = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
  return (
    <>
      <ModalShell
        kind="modal-sm"
        isOpen={isOpen}
        onClose={() => close(false)}
        title={t('carModal.title')}
        titleTone="dark"
        description={<p className="mt-1 text-sm text-slate-600">{t('carModal.description')}</p>}
      >
        <form className="mt-4 grid gap-4" onSubmit={onSubmit} noValidate>
          <TextField
            label={t('carModal.plate')}
            hint={t('carModal.plateHint')}
            registration={{
              ...plate,
              onChange: (e) => {
                e.target.value = sanitizeLicencePlate(e.target.value);
                return plate.onChange(e);
              },
            }}
            maxLength={LICENCE_PLATE_MAX_LENGTH}
            autoComplete="off"
            onKeyDown={(e) => {
              if (isBlockedPlateKey(e)) e.preventDefault();
            }}
          />
          <Field id={`${id}-province`} label={t('carModal.province')}>
            <select id={`${id}-province`} className={field} {...form.register('licenseProvince')}>
              <option value="">{t('carModal.chooseProvince')}</option>
              {PROVINCE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-brand`} label={t('carModal.brand')}>
            <select
              id={`${id}-brand`}
              className={field}
              {...form.register('carBrand', {
                onChange: () => form.setValue('carModel', ''),
              })}
            >
              <option value="">{t('carModal.chooseBrand')}</option>
              {(brands.data ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.text}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-model`} label={t('carModal.model')}>
            <select
              id={`${id}-model`}
              className={field}
              disabled={brand === '' || models.isLoading}
              {...form.register('carModel')}
            >
              <option value="">
                {models.isLoading ? t('common.loading') : t('carModal.chooseModel')}
              </option>
              {(models.data ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.text}
                </option>
              ))}
            </select>
          </Field>
          <div className="flex justify-end gap-2">
            <ModalClose className="rounded-lg border border-slate-300 px-4 py-2 text-slate-700 hover:bg-slate-50">
              {t('common.cancel')}
            </ModalClose>
            <button
              type="submit"
              disabled={addCar.isPending}
              className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
            >
              {t('common.save')}
            </button>
          </div>
        </form>
      </ModalShell>
      <ErrorAlert
        isOpen={alert !== null}
        title={alert?.title ?? ''}
        message={alert?.message ?? ''}
        onClose={() => setAlert(null)}
      />
    </>
  );
}
