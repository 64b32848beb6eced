import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  BAYS_MAX,
  type BaySetting,
  type SaveBaySettingBody,
  SaveBaySettingBodySchema,
} from '@yangdee/contracts/bays';
import { THAI_WEEKDAYS } from '@yangdee/contracts/store-profile';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { baySettingQueryOptions, useSetupSave } from '../api/store-setup-api';
import { messagesByPath, panelClass, primaryButton, SaveStatus, useSaveSubmit } from './form-bits';

// /seller/setting, bays (issue 36 item 3, decision 0162): minutes to fit one tyre, and per
// weekday how many bays work and from when to when. Turned on, the cart offers start times where
// the whole job (tyres × minutes + services' minutes) fits in one bay; off, the slots above.

const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
/** Every half hour of the day, 24-hour 'HH:MM' (no browser's 12-hour time field). */
const HALF_HOURS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
/** The half hours, plus a saved time that is not on one (kept as it is). */
const timesWith = (current: string) =>
  HALF_HOURS.includes(current) || !current ? HALF_HOURS : [...HALF_HOURS, current].sort();
type Values = {
  isEnabled: boolean;
  minutesPerTyre: string;
  days: { bays: string; open: string; close: string }[];
};

export function BaysSection() {
  const setting = useQuery(baySettingQueryOptions());
  return setting.data ? <BaysForm setting={setting.data} /> : null;
}

function BaysForm({ setting }: { setting: BaySetting }) {
  const { t } = useTranslation();
  const save = useSetupSave<SaveBaySettingBody>('save-bay-setting');
  const form = useForm<Values, unknown, SaveBaySettingBody>({
    resolver: zodResolver(SaveBaySettingBodySchema) as never,
    defaultValues: {
      isEnabled: setting.isEnabled,
      minutesPerTyre: String(setting.minutesPerTyre),
      days: setting.days.map((d) => ({ bays: String(d.bays), open: d.open, close: d.close })),
    },
  });
  const errors = messagesByPath(form.formState.errors);
  const isEnabled = form.watch('isEnabled');
  const { onSubmit, saved, failure } = useSaveSubmit(
    form,
    (body, handlers) => save.mutate(body, handlers),
    t('sellerSetup.bays.invalid'),
  );
  const timeClass =
    'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-1 py-1.5 text-slate-900 aria-[invalid=true]:border-red-600 read-only:bg-slate-50 read-only:text-slate-800';

  return (
    <section aria-labelledby="setting-bays" className={panelClass} data-testid="bay-setting">
      <h2 id="setting-bays" className="mb-1 text-lg font-bold text-slate-900">
        {t('sellerSetup.bays.heading')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('sellerSetup.bays.note')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <label className="flex items-start gap-2 text-sm font-medium text-slate-900">
          <input type="checkbox" className="mt-1 h-4 w-4" {...form.register('isEnabled')} />
          <span>
            {t('sellerSetup.bays.enable')}
            <span className="block font-normal text-slate-600">
              {t('sellerSetup.bays.enableHint')}
            </span>
          </span>
        </label>
        <div className="max-w-xs">
          <TextField
            label={t('sellerSetup.bays.minutesPerTyre')}
            hint={t('sellerSetup.bays.minutesPerTyreHint')}
            inputMode="numeric"
            error={errors.minutesPerTyre}
            registration={form.register('minutesPerTyre')}
          />
        </div>
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">{t('sellerSetup.bays.caption')}</caption>
          <thead>
            <tr className="text-left text-slate-700">
              <th scope="col" className="w-[26%] py-1 pr-1">
                {t('sellerSetup.bays.day')}
              </th>
              <th scope="col" className="w-[20%] px-1 py-1">
                {t('sellerSetup.bays.bays')}
              </th>
              <th scope="col" className="px-1 py-1">
                {t('sellerSetup.bays.open')}
              </th>
              <th scope="col" className="px-1 py-1">
                {t('sellerSetup.bays.close')}
              </th>
            </tr>
          </thead>
          <tbody>
            {WEEK_ORDER.map((d) => {
              const name = THAI_WEEKDAYS[d];
              const message =
                errors[`days.${d}.bays`] ?? errors[`days.${d}.open`] ?? errors[`days.${d}.close`];
              return (
                <tr key={d} className="border-t border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-1 text-left font-medium text-slate-900">
                    {name}
                    {message ? (
                      <span role="alert" className="block text-xs font-normal text-red-700">
                        {message}
                      </span>
                    ) : null}
                  </th>
                  <td className="px-1 py-1.5">
                    <input
                      aria-label={t('sellerSetup.bays.baysOf', { day: name })}
                      inputMode="numeric"
                      max={BAYS_MAX}
                      className={timeClass}
                      aria-invalid={Boolean(errors[`days.${d}.bays`])}
                      readOnly={!isEnabled}
                      {...form.register(`days.${d}.bays`)}
                    />
                  </td>
                  <td className="px-1 py-1.5">
                    <select
                      aria-label={t('sellerSetup.bays.openOf', { day: name })}
                      className={timeClass}
                      aria-invalid={Boolean(errors[`days.${d}.open`])}
                      {...form.register(`days.${d}.open`)}
                    >
                      {timesWith(form.getValues(`days.${d}.open`)).map((v) => (
                        <option key={v} value={v}>
                          {v}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-1 py-1.5">
                    <select
                      aria-label={t('sellerSetup.bays.closeOf', { day: name })}
                      className={timeClass}
                      aria-invalid={Boolean(errors[`days.${d}.close`])}
                      {...form.register(`days.${d}.close`)}
                    >
                      {timesWith(form.getValues(`days.${d}.close`)).map((v) => (
                        <option key={v} value={v}>
                          {v}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="text-xs text-slate-600">{t('sellerSetup.bays.zeroHint')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {t('sellerSetup.bays.save')}
          </button>
          <SaveStatus saved={saved} error={failure} />
        </div>
      </form>
    </section>
  );
}
