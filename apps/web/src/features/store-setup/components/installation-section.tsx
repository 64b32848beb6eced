import { zodResolver } from '@hookform/resolvers/zod';
import { THAI_WEEKDAYS } from '@yangdee/contracts/store-profile';
import {
  InstallationFormSchema,
  type SaveInstallationBody,
  type SettingInfo,
  SLOT_CAPACITY_MAX,
} from '@yangdee/contracts/store-settings';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field, TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { useSetupSave } from '../api/store-setup-api';
import {
  PREPARE_DAY_OPTIONS,
  panelClass,
  primaryButton,
  SaveStatus,
  useSaveSubmit,
} from './form-bits';

// /seller/setting, installation (issue 14 §5, decision 0074): which of the four slots are open on
// which weekdays, cars per slot and lead days (gap-day options 0–7). A slot ending after the
// day's closing time is shown as not offered: the cart never offers it.

const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
type Grid = SaveInstallationBody['slotWeekdays'];
type Values = { slotWeekdays: Grid; slotCapacity: string; prepareDays: number };

export function InstallationSection({ info }: { info: SettingInfo }) {
  const { t } = useTranslation();
  const daysId = useId();
  const save = useSetupSave<SaveInstallationBody>('save-installation-info');
  const form = useForm<Values, unknown, SaveInstallationBody>({
    resolver: zodResolver(InstallationFormSchema) as never,
    defaultValues: {
      slotWeekdays: Object.fromEntries(
        info.slots.map((s) => [s.value, [...s.weekdays]]),
      ) as unknown as Grid,
      slotCapacity: String(info.slotCapacity),
      prepareDays: info.prepareDays,
    },
  });
  const { errors } = form.formState;
  const grid = form.watch('slotWeekdays');

  const toggle = (slot: keyof Grid, day: number, on: boolean) => {
    const days = grid[slot] ?? [];
    form.setValue('slotWeekdays', {
      ...grid,
      [slot]: on ? [...days, day] : days.filter((d) => d !== day),
    });
  };
  const endsAfterClose = (to: string, day: number) => {
    const close = info.closingTimes[day];
    return close === null || (close !== '' && close !== undefined && to > close);
  };

  const { onSubmit, saved, failure } = useSaveSubmit(form, (body, handlers) =>
    save.mutate(body, handlers),
  );

  return (
    <section aria-labelledby="setting-installation" className={panelClass}>
      <h2 id="setting-installation" className="mb-1 text-lg font-bold text-slate-900">
        {t('sellerSetup.installation.heading')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('sellerSetup.installation.note')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('sellerSetup.installation.gridCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="p-1 text-left sm:p-2">
                  {t('sellerSetup.installation.day')}
                </th>
                {info.slots.map((s) => (
                  <th key={s.value} scope="col" className="p-1 text-center sm:p-2">
                    <span className="block whitespace-nowrap">{`${s.from} -`}</span>
                    <span className="block whitespace-nowrap">{s.to}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {WEEK_ORDER.map((day) => (
                <tr key={day} className="border-t border-slate-100">
                  <th scope="row" className="p-1 text-left font-medium sm:p-2">
                    {THAI_WEEKDAYS[day]}
                  </th>
                  {info.slots.map((s) => {
                    const slot = s.value as keyof Grid;
                    const blocked = endsAfterClose(s.to, day);
                    const label = t('sellerSetup.installation.cell', {
                      day: THAI_WEEKDAYS[day],
                      from: s.from,
                      to: s.to,
                    });
                    return (
                      <td key={s.value} className="p-1 text-center sm:p-2">
                        {blocked ? (
                          // Never offered that day (decision 0074): the shop's hours decide, so
                          // there is nothing to tick; the grid keeps the shop's choice for later.
                          <span className="block text-xs text-slate-500">
                            {info.closingTimes[day] === null
                              ? t('sellerSetup.installation.shopClosed')
                              : t('sellerSetup.installation.afterClose')}
                          </span>
                        ) : (
                          <input
                            type="checkbox"
                            className="h-5 w-5"
                            aria-label={label}
                            checked={(grid[slot] ?? []).includes(day)}
                            onChange={(e) => toggle(slot, day, e.target.checked)}
                          />
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('sellerSetup.installation.capacity')}
            isDigits
            max={SLOT_CAPACITY_MAX}
            inputClassName="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
            registration={form.register('slotCapacity')}
            error={errors.slotCapacity?.message}
          />
          <Field
            id={daysId}
            label={t('sellerSetup.installation.prepareDays')}
            error={errors.prepareDays?.message}
          >
            <select
              id={daysId}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
              {...form.register('prepareDays', { valueAsNumber: true })}
            >
              {PREPARE_DAY_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {t('sellerSetup.days', { count: n })}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {t('sellerSetup.installation.save')}
          </button>
          <SaveStatus saved={saved} error={failure} />
        </div>
      </form>
    </section>
  );
}
