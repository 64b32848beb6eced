import { zodResolver } from '@hookform/resolvers/zod';
import {
  BENEFIT_REMARK_MAX,
  BENEFIT_TITLE_MAX,
  BENEFIT_TYPE_LABEL_TH,
  BENEFIT_TYPES,
  type BenefitType,
  type SaveWarrantyBody,
  SaveWarrantyBodySchema,
  type ShopWarranty,
  WARRANTY_COVERAGE_MAX,
  warrantyTitleOf,
} from '@yangdee/contracts/seller-benefits';
import { useId, useRef } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveWarranty } from '../api/benefits';
import {
  ActiveSwitch,
  Field,
  fieldErrorsOf,
  inputClass,
  primaryButton,
  ServerError,
} from './form-bits';

// save-warranty: type, months and kilometres (a warranty only), the title the shopper reads
// (suggested from months and kilometres until the shop types its own), terms, on/off.

type Values = {
  type: BenefitType;
  title: string;
  months: string;
  kilometres: string;
  coverage: string;
  remark: string;
  isActive: boolean;
};
const FIELDS = ['type', 'title', 'months', 'kilometres', 'coverage', 'remark'] as const;

export function WarrantyForm({
  warranty,
  onDone,
}: {
  warranty: ShopWarranty | null;
  onDone: (saved: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveWarranty();
  const form = useForm<Values, unknown, SaveWarrantyBody>({
    resolver: zodResolver(SaveWarrantyBodySchema) as never,
    defaultValues: {
      type: warranty?.type ?? 'warranty',
      title: warranty?.title ?? '',
      months: warranty?.months ? String(warranty.months) : '',
      kilometres: warranty?.kilometres ? String(warranty.kilometres) : '',
      coverage: warranty?.coverage ?? '',
      remark: warranty?.remark ?? '',
      isActive: warranty?.isActive ?? true,
    },
  });
  const { errors } = form.formState;
  const server = fieldErrorsOf(save.error);
  const message = (field: (typeof FIELDS)[number]) => errors[field]?.message || server[field];
  const type = form.watch('type');
  const isActive = form.watch('isActive');
  const isWarranty = type === 'warranty';

  // The title follows months and kilometres while it is empty or still the last suggestion.
  const suggested = useRef(warrantyTitleOf(warranty?.months ?? null, warranty?.kilometres ?? null));
  const limitField = (name: 'months' | 'kilometres') =>
    form.register(name, {
      onChange: () => {
        const next = warrantyTitleOf(
          Number(form.getValues('months')) || null,
          Number(form.getValues('kilometres')) || null,
        );
        const title = form.getValues('title').trim();
        if (title === '' || title === suggested.current) form.setValue('title', next);
        suggested.current = next;
      },
    });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await save.mutateAsync({
        ...body,
        ...(warranty ? { sellerWarrantyId: warranty.sellerWarrantyId } : {}),
      });
      onDone(answer.warranty.title);
    } catch (error) {
      for (const [key, text] of Object.entries(fieldErrorsOf(error))) {
        form.setError(key as FieldPath<Values>, { message: text });
      }
    }
  });
  const invalid = (field: (typeof FIELDS)[number]) => ({
    'aria-invalid': Boolean(message(field)),
    'aria-describedby': message(field) ? `${id}-${field}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="warranty-form">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t('sellerBenefits.warranty.type')}
        </legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {BENEFIT_TYPES.map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-lg border px-3 py-2 text-sm ${
                type === value
                  ? 'border-emerald-700 bg-emerald-50 font-semibold text-emerald-900'
                  : 'border-slate-300 text-slate-800'
              }`}
            >
              <input
                type="radio"
                value={value}
                className="sr-only"
                {...form.register('type', {
                  onChange: () => {
                    if (value !== 'warranty') {
                      form.setValue('months', '');
                      form.setValue('kilometres', '');
                      form.setValue('coverage', '');
                    }
                  },
                })}
              />
              {BENEFIT_TYPE_LABEL_TH[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {isWarranty ? (
        <div className="grid grid-cols-2 gap-3">
          <Field
            id={`${id}-months`}
            label={t('sellerBenefits.warranty.months')}
            error={message('months')}
          >
            <input
              id={`${id}-months`}
              inputMode="numeric"
              className={inputClass}
              placeholder={t('sellerBenefits.warranty.unlimited')}
              {...invalid('months')}
              {...limitField('months')}
            />
          </Field>
          <Field
            id={`${id}-kilometres`}
            label={t('sellerBenefits.warranty.kilometres')}
            error={message('kilometres')}
          >
            <input
              id={`${id}-kilometres`}
              inputMode="numeric"
              className={inputClass}
              placeholder={t('sellerBenefits.warranty.unlimited')}
              {...invalid('kilometres')}
              {...limitField('kilometres')}
            />
          </Field>
        </div>
      ) : null}
      <Field
        id={`${id}-title`}
        label={t('sellerBenefits.warranty.title')}
        hint={t('sellerBenefits.warranty.titleHint')}
        error={message('title')}
      >
        <input
          id={`${id}-title`}
          className={inputClass}
          maxLength={BENEFIT_TITLE_MAX}
          {...invalid('title')}
          {...form.register('title')}
        />
      </Field>
      {isWarranty ? (
        <Field
          id={`${id}-coverage`}
          label={t('sellerBenefits.warranty.coverage')}
          hint={t('sellerBenefits.warranty.coverageHint')}
          error={message('coverage')}
        >
          <textarea
            id={`${id}-coverage`}
            rows={3}
            className={inputClass}
            maxLength={WARRANTY_COVERAGE_MAX}
            {...invalid('coverage')}
            {...form.register('coverage')}
          />
        </Field>
      ) : null}
      <Field
        id={`${id}-remark`}
        label={t('sellerBenefits.warranty.remark')}
        hint={t('sellerBenefits.warranty.remarkHint')}
        error={message('remark')}
      >
        <textarea
          id={`${id}-remark`}
          rows={4}
          className={inputClass}
          maxLength={BENEFIT_REMARK_MAX}
          {...invalid('remark')}
          {...form.register('remark')}
        />
      </Field>
      <ActiveSwitch
        isOn={isActive}
        label={t(isActive ? 'sellerBenefits.common.activeOn' : 'sellerBenefits.common.activeOff')}
        onChange={(on) => form.setValue('isActive', on)}
      />
      <ServerError error={save.error} shown={FIELDS} />
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        {t('sellerBenefits.common.save')}
      </button>
    </form>
  );
}
