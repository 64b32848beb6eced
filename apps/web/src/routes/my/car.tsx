import '../../lib/my-texts';
import { useQuery } from '@tanstack/react-query';
import type { Car } from '@yangdee/contracts/user-profile';
import { useState } from 'react';
import { queryClient } from '../../app/query-client';
import { CarModal } from '../../components/car-modal';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { carsQueryOptions, useDeleteCar } from '../../features/account/api/cars';
import { useTranslation } from '../../lib/use-translation';

// /my/car: saved cars, '+ เพิ่มรถ' opens the shared car modal (spec 2.11), delete with a confirm.

export async function loader() {
  void queryClient.prefetchQuery(carsQueryOptions());
  return null;
}

export function Component() {
  const { t } = useTranslation();
  const cars = useQuery(carsQueryOptions());
  const deleteCar = useDeleteCar();
  const [isModalOpen, setModalOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Car | null>(null);
  const [deleteError, setDeleteError] = useState('');

  return (
    <section>
      <PageHeading titleKey="pages.myCar" />
      <button
        type="button"
        onClick={() => setModalOpen(true)}
        className="mb-4 rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
      >
        {t('my.car.add')}
      </button>
      {cars.isLoading ? <Spinner /> : null}
      {cars.data && cars.data.length === 0 ? (
        <p className="text-slate-600">{t('my.car.empty')}</p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('my.car.listLabel')}>
        {(cars.data ?? []).map((car) => (
          <li
            key={car.id}
            data-testid="car-item"
            className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <div>
              <p className="text-lg font-semibold text-slate-900">
                {car.licenseNumber} {car.licenseProvince}
              </p>
              <p className="text-slate-600">
                {car.carBrand} {car.carModel}
              </p>
            </div>
            <button
              type="button"
              onClick={() => setToDelete(car)}
              aria-label={t('my.car.deleteLabel', { plate: car.licenseNumber })}
              className="rounded-lg border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
            >
              {t('my.common.delete')}
            </button>
          </li>
        ))}
      </ul>
      <CarModal
        isOpen={isModalOpen}
        onClose={(isReload) => {
          setModalOpen(false);
          if (isReload) void cars.refetch();
        }}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('my.car.deleteTitle')}
        message={t('my.car.deleteMessage', {
          car: toDelete ? `${toDelete.licenseNumber} ${toDelete.licenseProvince}` : '',
        })}
        isBusy={deleteCar.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          deleteCar.mutate(toDelete.id, {
            onSettled: () => setToDelete(null),
            onError: (error) => setDeleteError(error.message || t('my.common.tryAgain')),
          });
        }}
      />
      <ErrorAlert
        isOpen={deleteError !== ''}
        title={t('my.common.actionFailed')}
        message={deleteError}
        onClose={() => setDeleteError('')}
      />
      {/* Spec 8: saved cars failing to load → connection alert, then the page reloads. */}
      <ErrorAlert
        isOpen={cars.isError}
        title={t('my.car.loadFailedTitle')}
        message={t('my.car.loadFailedMessage')}
        onClose={() => window.location.reload()}
      />
    </section>
  );
}
