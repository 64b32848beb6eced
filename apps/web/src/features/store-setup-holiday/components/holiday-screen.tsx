import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  HOLIDAY_TITLE_MAX,
  type Holiday,
  type SaveHolidayBody,
  SaveHolidayBodySchema,
} from '@yangdee/contracts/store-holidays';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { holidaysQueryOptions, useRemoveHoliday, useSaveHoliday } from '../api/holidays';
import { bangkokToday, formatBuddhistDate } from '../lib/holiday-calendar';
import { HolidayCalendar } from './holiday-calendar';

// /seller/holiday (spec 2.3): pick a day in a Buddhist-era calendar, name it, save; the upcoming
// holidays are listed with a remove that asks first. The form validates with the server's schema.

const input = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const primary =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';

export function HolidayScreen() {
  const { t } = useTranslation();
  const id = useId();
  const holidays = useQuery(holidaysQueryOptions());
  const save = useSaveHoliday();
  const remove = useRemoveHoliday();
  const [notice, setNotice] = useState('');
  const [toRemove, setToRemove] = useState<Holiday | null>(null);
  const today = bangkokToday();
  const form = useForm<SaveHolidayBody>({
    resolver: zodResolver(SaveHolidayBodySchema),
    defaultValues: { dateKey: '', title: '' },
  });
  const { errors } = form.formState;
  const dateKey = form.watch('dateKey');
  const list = holidays.data?.holidayList ?? [];

  const onSubmit = form.handleSubmit(async (body) => {
    setNotice('');
    try {
      await save.mutateAsync(body);
      setNotice(t('sellerStore.holiday.saved', { date: formatBuddhistDate(body.dateKey) }));
      form.reset({ dateKey: '', title: '' });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const key of ['dateKey', 'title'] as const) {
          const messages = error.fieldErrors[key];
          if (messages) {
            form.setError(key, { message: Array.isArray(messages) ? messages[0] : messages });
          }
        }
      }
    }
  });

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await remove.mutateAsync({ dateKey: toRemove.dateKey });
      setNotice(t('sellerStore.holiday.removed', { date: formatBuddhistDate(toRemove.dateKey) }));
    } finally {
      setToRemove(null);
    }
  };

  const saveError =
    save.error instanceof ApiError && !save.error.fieldErrors ? save.error.message : '';
  const removeError = remove.error instanceof ApiError ? remove.error.message : '';

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <p className="text-slate-600 lg:col-span-2">{t('sellerStore.holiday.intro')}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-add`}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id={`${id}-add`} className="text-lg font-semibold text-slate-900">
          {t('sellerStore.holiday.addTitle')}
        </h2>
        <div>
          <p id={`${id}-date`} className="text-sm font-medium text-slate-800">
            {t('sellerStore.holiday.date')}:{' '}
            <span data-testid="holiday-date" className="font-semibold">
              {dateKey ? formatBuddhistDate(dateKey) : t('sellerStore.holiday.datePlaceholder')}
            </span>
          </p>
          <div className="mt-2">
            <HolidayCalendar
              value={dateKey}
              minDate={today}
              holidays={new Set(list.map((h) => h.dateKey))}
              labelledBy={`${id}-date`}
              onChange={(ymd) =>
                form.setValue('dateKey', ymd, { shouldValidate: form.formState.isSubmitted })
              }
            />
          </div>
          {errors.dateKey?.message ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.dateKey.message}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-title`} className="block text-sm font-medium text-slate-800">
            {t('sellerStore.holiday.title')}
          </label>
          <input
            id={`${id}-title`}
            className={input}
            maxLength={HOLIDAY_TITLE_MAX}
            placeholder={t('sellerStore.holiday.titlePlaceholder')}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
            {...form.register('title')}
          />
          {errors.title?.message ? (
            <p id={`${id}-title-error`} role="alert" className="mt-1 text-sm text-red-700">
              {errors.title.message}
            </p>
          ) : null}
        </div>
        {saveError ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
            {saveError}
          </p>
        ) : null}
        <button type="submit" className={primary} disabled={save.isPending}>
          {t('sellerStore.holiday.save')}
        </button>
      </form>

      <section
        aria-labelledby={`${id}-list`}
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id={`${id}-list`} className="text-lg font-semibold text-slate-900">
          {t('sellerStore.holiday.upcoming')}
        </h2>
        <p role="status" className="min-h-6 text-sm text-emerald-800">
          {notice}
        </p>
        {removeError ? (
          <p role="alert" className="text-sm text-red-700">
            {removeError}
          </p>
        ) : null}
        {holidays.isError ? (
          <p role="alert" className="text-red-700">
            {t('sellerStore.common.loadFailed')}
          </p>
        ) : list.length === 0 && !holidays.isPending ? (
          <p className="text-slate-600">{t('sellerStore.holiday.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="holiday-list">
            {list.map((holiday) => {
              const date = formatBuddhistDate(holiday.dateKey);
              return (
                <li key={holiday.dateKey} className="flex items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-semibold text-slate-900">{date}</p>
                    <p className="text-slate-700">{holiday.title}</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => setToRemove(holiday)}
                    aria-label={t('sellerStore.holiday.remove', { date })}
                    className="rounded-lg border border-red-300 px-3 py-1.5 text-red-700 hover:bg-red-50"
                  >
                    {t('sellerStore.common.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ConfirmDialog
        isOpen={toRemove !== null}
        title={t('sellerStore.holiday.removeTitle')}
        message={
          toRemove
            ? t('sellerStore.holiday.removeMessage', {
                date: formatBuddhistDate(toRemove.dateKey),
                title: toRemove.title,
              })
            : ''
        }
        isBusy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setToRemove(null)}
      />
    </div>
  );
}
