import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Option } from '@yangdee/contracts/master';
import { PROVINCE_NAMES } from '@yangdee/contracts/provinces';
import { type Car, isCarFormComplete } from '@yangdee/contracts/user-profile';
import { LICENCE_PLATE_MAX_LENGTH, sanitizeLicencePlate } from '@yangdee/contracts/validation';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { ApiError, api } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { ErrorAlert } from './error-alert';
import { useReturnFocus } from './use-return-focus';

// Spec 2.11 'save car data' modal, shared by /my/car and the cart's customer panel ([5/6]):
// plate (only ก-ฮ and 0-9, max 10), plate province (77), car brand, car model (options load when
// the brand changes), Save. Closes with isReload=true after a car was saved so callers refresh.

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

export function CarModal({ isOpen, onClose }: CarModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const returnFocus = useReturnFocus();
  const [plate, setPlate] = useState('');
  const [province, setProvince] = useState('');
  const [brand, setBrand] = useState('');
  const [model, setModel] = useState('');
  const [alert, setAlert] = useState<Alert>(null);
  const brands = useQuery({ ...carBrandsQuery, enabled: isOpen });
  const models = useQuery({
    queryKey: ['master', 'car-model', brand],
    queryFn: () => api.post<Option[]>('/api/master/car-model', { brand }, { auth: 'none' }),
    enabled: isOpen && brand !== '',
    staleTime: 60 * 60 * 1000,
  });
  const addCar = useMutation({
    mutationFn: (body: Omit<Car, 'id'>) =>
      api.post<{ success: true; car: Car }>('/api/user/add-car', body),
  });

  const reset = () => {
    setPlate('');
    setProvince('');
    setBrand('');
    setModel('');
  };
  const close = (isReload: boolean, car?: Car) => {
    reset();
    onClose(isReload, car);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      licenseNumber: plate,
      licenseProvince: province,
      carBrand: brand,
      carModel: model,
    };
    if (!isCarFormComplete(body)) {
      setAlert({ title: t('carModal.saveFailed'), message: t('carModal.fillAll') });
      return;
    }
    addCar.mutate(body, {
      onSuccess: (result) => close(true, result.car),
      onError: (error) =>
        setAlert({
          title: t('carModal.addFailed'),
          message:
            error instanceof ApiError && error.message ? error.message : t('carModal.tryAgain'),
        }),
    });
  };

  const field = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
  return (
    <>
      <Dialog.Root open={isOpen} onOpenChange={(open) => !open && close(false)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content
            {...returnFocus}
            className="fixed top-1/2 left-1/2 z-40 max-h-[92vh] w-[min(94vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-2xl bg-white p-6 shadow-xl"
          >
            <Dialog.Title className="text-lg font-bold text-slate-900">
              {t('carModal.title')}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {t('carModal.description')}
            </Dialog.Description>
            <form className="mt-4 grid gap-4" onSubmit={onSubmit} noValidate>
              <label className="block text-sm font-medium text-slate-800" htmlFor={`${id}-plate`}>
                {t('carModal.plate')}
                <input
                  id={`${id}-plate`}
                  name="licenseNumber"
                  className={field}
                  value={plate}
                  maxLength={LICENCE_PLATE_MAX_LENGTH}
                  autoComplete="off"
                  aria-describedby={`${id}-plate-hint`}
                  onKeyDown={(e) => {
                    if (isBlockedPlateKey(e)) e.preventDefault();
                  }}
                  onChange={(e) => setPlate(sanitizeLicencePlate(e.target.value))}
                />
                <span
                  id={`${id}-plate-hint`}
                  className="mt-1 block text-xs font-normal text-slate-500"
                >
                  {t('carModal.plateHint')}
                </span>
              </label>
              <label className="block text-sm font-medium text-slate-800">
                {t('carModal.province')}
                <select
                  name="licenseProvince"
                  className={field}
                  value={province}
                  onChange={(e) => setProvince(e.target.value)}
                >
                  <option value="">{t('carModal.chooseProvince')}</option>
                  {PROVINCE_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block text-sm font-medium text-slate-800">
                {t('carModal.brand')}
                <select
                  name="carBrand"
                  className={field}
                  value={brand}
                  onChange={(e) => {
                    setBrand(e.target.value);
                    setModel('');
                  }}
                >
                  <option value="">{t('carModal.chooseBrand')}</option>
                  {(brands.data ?? []).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.text}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block text-sm font-medium text-slate-800">
                {t('carModal.model')}
                <select
                  name="carModel"
                  className={field}
                  value={model}
                  disabled={brand === '' || models.isLoading}
                  onChange={(e) => setModel(e.target.value)}
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
              </label>
              <div className="flex justify-end gap-2">
                <Dialog.Close className="rounded-lg border border-slate-300 px-4 py-2 text-slate-700 hover:bg-slate-50">
                  {t('common.cancel')}
                </Dialog.Close>
                <button
                  type="submit"
                  disabled={addCar.isPending}
                  className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
                >
                  {t('common.save')}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ErrorAlert
        isOpen={alert !== null}
        title={alert?.title ?? ''}
        message={alert?.message ?? ''}
        onClose={() => setAlert(null)}
      />
    </>
  );
}
