import { useQuery } from '@tanstack/react-query';
import { PROVINCE_NAMES } from '@yangdee/contracts/provinces';
import {
  SaveAreaRateBodySchema,
  type SaveAreaRateInput,
  type SaveDeliveryInfoBody,
  SaveDeliveryInfoBodySchema,
  type SettingInfo,
} from '@yangdee/contracts/store-settings';
import { useId, useState } from 'react';
import { FieldError, TextField } from '../../../components/form-field';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import {
  areaRatesQueryOptions,
  areaSummaryQueryOptions,
  errorText,
  fieldErrorsOf,
  useSetupSave,
} from '../api/store-setup-api';
import {
  issuesByPath,
  panelClass,
  parseBaht,
  primaryButton,
  SaveStatus,
  secondaryButton,
} from './form-bits';

// /seller/setting, delivery (issue 14 §5): delivery on/off with the default rate per tyre, and
// the rate per tyre by province (add, edit, remove). Rows are cards on a phone, a table above.

export function DeliverySection({ info }: { info: SettingInfo }) {
  const { t } = useTranslation();
  const [isEnabled, setIsEnabled] = useState(info.isDeliveryEnabled);
  const [rate, setRate] = useState(String(info.defaultDeliveryRate));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetupSave<SaveDeliveryInfoBody>('save-delivery-info');
  const summary = useQuery(areaSummaryQueryOptions());

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setFailure(null);
    const parsed = SaveDeliveryInfoBodySchema.safeParse({
      isDeliveryEnabled: isEnabled,
      defaultDeliveryRate: parseBaht(rate),
    });
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => setSaved(t('sellerSetup.saved')),
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        setFailure(errorText(error, t('sellerSetup.saveFailed')));
      },
    });
  };

  const s = summary.data;
  return (
    <section aria-labelledby="setting-delivery" className={panelClass}>
      <h2 id="setting-delivery" className="mb-1 text-lg font-bold text-slate-900">
        {t('sellerSetup.delivery.heading')}
      </h2>
      {s ? (
        <p className="mb-4 text-sm text-slate-600" data-testid="delivery-summary">
          {s.areaCount > 0
            ? t('sellerSetup.delivery.summary', {
                count: s.areaCount,
                min: formatBaht(s.minAreaRate ?? 0),
                max: formatBaht(s.maxAreaRate ?? 0),
                products: s.productRateCount,
              })
            : t('sellerSetup.delivery.summaryNone', { products: s.productRateCount })}
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={isEnabled}
            onChange={(e) => setIsEnabled(e.target.checked)}
          />
          {t('sellerSetup.delivery.enabled')}
        </label>
        <div className="max-w-xs">
          <TextField
            label={t('sellerSetup.delivery.defaultRate')}
            name="defaultDeliveryRate"
            inputMode="decimal"
            value={rate}
            onChange={setRate}
            error={errors.defaultDeliveryRate}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {t('sellerSetup.delivery.save')}
          </button>
          <SaveStatus saved={saved} error={failure} />
        </div>
      </form>
      <AreaRates />
    </section>
  );
}

function AreaRates() {
  const { t } = useTranslation();
  const rates = useQuery(areaRatesQueryOptions());
  const save = useSetupSave<SaveAreaRateInput>('save-delivery-area-rate');
  const provinceId = useId();
  const [province, setProvince] = useState('');
  const [rate, setRate] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [editRate, setEditRate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = (body: SaveAreaRateInput, after?: () => void) => {
    setSaved(null);
    setFailure(null);
    const parsed = SaveAreaRateBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setSaved(t('sellerSetup.saved'));
        after?.();
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        setFailure(errorText(error, t('sellerSetup.saveFailed')));
      },
    });
  };

  const list = rates.data?.rateList ?? [];
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="mb-2 font-bold text-slate-900">{t('sellerSetup.delivery.areaHeading')}</h3>
      <p className="mb-3 text-sm text-slate-600">{t('sellerSetup.delivery.areaNote')}</p>
      <form
        noValidate
        className="mb-4 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          send({ province, rate: parseBaht(rate) }, () => {
            setProvince('');
            setRate('');
          });
        }}
      >
        <div>
          <label htmlFor={provinceId} className="block text-sm font-medium text-slate-800">
            {t('sellerSetup.delivery.province')}
          </label>
          <select
            id={provinceId}
            value={province}
            onChange={(e) => setProvince(e.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">{t('sellerSetup.delivery.chooseProvince')}</option>
            {PROVINCE_NAMES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          <FieldError message={editing ? undefined : errors.province} />
        </div>
        <TextField
          label={t('sellerSetup.delivery.ratePerTyre')}
          name="areaRate"
          inputMode="decimal"
          value={rate}
          onChange={setRate}
          error={editing ? undefined : errors.rate}
        />
        <button type="submit" className={`${primaryButton} h-10`} disabled={save.isPending}>
          {t('sellerSetup.delivery.addRate')}
        </button>
      </form>
      <SaveStatus saved={saved} error={failure} />
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('sellerSetup.delivery.noRates')}</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-xl border border-slate-200"
          aria-label={t('sellerSetup.delivery.areaHeading')}
        >
          {list.map((r) => (
            <li
              key={r.province}
              className="flex flex-wrap items-center gap-3 p-3"
              data-testid="area-rate-row"
            >
              <span className="min-w-32 flex-1 font-medium text-slate-900">{r.province}</span>
              {editing === r.province ? (
                <form
                  noValidate
                  className="flex flex-wrap items-center gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    send({ province: r.province, rate: parseBaht(editRate) }, () =>
                      setEditing(null),
                    );
                  }}
                >
                  <label className="text-sm">
                    <span className="sr-only">
                      {t('sellerSetup.delivery.rateOf', { province: r.province })}
                    </span>
                    <input
                      inputMode="decimal"
                      value={editRate}
                      onChange={(e) => setEditRate(e.target.value)}
                      aria-invalid={errors.rate ? true : undefined}
                      className="w-28 rounded-lg border border-slate-300 px-2 py-1"
                    />
                  </label>
                  <button type="submit" className={secondaryButton}>
                    {t('sellerSetup.saveShort')}
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => setEditing(null)}
                  >
                    {t('sellerSetup.cancel')}
                  </button>
                  <FieldError message={errors.rate} />
                </form>
              ) : (
                <>
                  <span className="text-slate-800">
                    {r.rate === 0
                      ? t('sellerSetup.delivery.free')
                      : t('sellerSetup.delivery.bahtPerTyre', { amount: formatBaht(r.rate) })}
                  </span>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={t('sellerSetup.delivery.editOf', { province: r.province })}
                    onClick={() => {
                      setEditing(r.province);
                      setEditRate(String(r.rate));
                    }}
                  >
                    {t('sellerSetup.edit')}
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={t('sellerSetup.delivery.removeOf', { province: r.province })}
                    onClick={() => send({ province: r.province, rate: 0, isRemove: true })}
                  >
                    {t('sellerSetup.remove')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
