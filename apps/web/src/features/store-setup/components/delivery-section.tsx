import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  type SaveDeliveryInfoBody,
  SaveDeliveryInfoBodySchema,
  type SettingInfo,
} from '@yangdee/contracts/store-settings';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form-field';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { areaSummaryQueryOptions, useSetupSave } from '../api/store-setup-api';
import { AreaRates } from './area-rates';
import { panelClass, primaryButton, SaveStatus, useSaveSubmit } from './form-bits';

// /seller/setting, delivery (issue 14 §5): delivery on/off with the default rate per tyre, and
// the rate per tyre by province (area-rates). The rate is typed as a shop writes it ("1,250").

type Values = { isDeliveryEnabled: boolean; defaultDeliveryRate: string };

export function DeliverySection({ info }: { info: SettingInfo }) {
  const { t } = useTranslation();
  const save = useSetupSave<SaveDeliveryInfoBody>('save-delivery-info');
  const summary = useQuery(areaSummaryQueryOptions());
  const form = useForm<Values, unknown, SaveDeliveryInfoBody>({
    resolver: zodResolver(SaveDeliveryInfoBodySchema) as never,
    defaultValues: {
      isDeliveryEnabled: info.isDeliveryEnabled,
      defaultDeliveryRate: String(info.defaultDeliveryRate),
    },
  });

  const { onSubmit, saved, failure } = useSaveSubmit(form, (body, handlers) =>
    save.mutate(body, handlers),
  );

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
          <input type="checkbox" className="h-5 w-5" {...form.register('isDeliveryEnabled')} />
          {t('sellerSetup.delivery.enabled')}
        </label>
        <div className="max-w-xs">
          <TextField
            label={t('sellerSetup.delivery.defaultRate')}
            inputMode="decimal"
            registration={form.register('defaultDeliveryRate')}
            error={form.formState.errors.defaultDeliveryRate?.message}
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
