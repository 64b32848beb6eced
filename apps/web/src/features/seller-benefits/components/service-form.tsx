import { zodResolver } from '@hookform/resolvers/zod';
import {
  BENEFIT_TITLE_MAX,
  type SaveServiceBody,
  SaveServiceBodySchema,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_OFFERING_LABEL_TH,
  SERVICE_OFFERINGS,
  SERVICE_ORDER_TYPE_LABEL_TH,
  SERVICE_ORDER_TYPES,
  type ServiceOffering,
  type ShopService,
} from '@yangdee/contracts/seller-benefits';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveService } from '../api/benefits';
import {
  ActiveSwitch,
  Field,
  fieldErrorsOf,
  inputClass,
  primaryButton,
  ServerError,
} from './form-bits';

// save-service: title, description, price per order (0 = free), how the cart counts it (the four
// cases of spec 2.9 b), which order type offers it, on/off.

type Values = {
  title: string;
  description: string;
  price: string;
  offering: ServiceOffering;
  orderType: string;
  isActive: boolean;
  minutes: string;
};
const FIELDS = ['title', 'description', 'price', 'offering', 'orderType', 'minutes'] as const;

function Choices<T extends string>({
  legend,
  options,
  value,
  register,
  error,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: string;
  register: ReturnType<ReturnType<typeof useForm<Values>>['register']>;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${
              value === o.value
                ? 'border-emerald-700 bg-emerald-50 font-semibold text-emerald-900'
                : 'border-slate-300 text-slate-800'
            }`}
          >
            <input type="radio" value={o.value} {...register} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ServiceForm({
  service,
  onDone,
}: {
  service: ShopService | null;
  onDone: (saved: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveService();
  const form = useForm<Values, unknown, SaveServiceBody>({
    resolver: zodResolver(SaveServiceBodySchema) as never,
    defaultValues: {
      title: service?.title ?? '',
      description: service?.description ?? '',
      price: service ? String(service.price) : '0',
      offering: service?.offering ?? 'always',
      orderType: String(service?.orderType ?? 0),
      isActive: service?.isActive ?? true,
      minutes: String(service?.minutes ?? 0),
    },
  });
  const { errors } = form.formState;
  const server = fieldErrorsOf(save.error);
  const message = (field: (typeof FIELDS)[number]) => errors[field]?.message || server[field];
  const isActive = form.watch('isActive');

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await save.mutateAsync({
        ...body,
        ...(service ? { sellerServiceId: service.sellerServiceId } : {}),
      });
      onDone(answer.service.title);
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
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="service-form">
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <Field
          id={`${id}-title`}
          label={t('sellerBenefits.service.title')}
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
        <Field
          id={`${id}-price`}
          label={t('sellerBenefits.service.price')}
          hint={t('sellerBenefits.service.priceHint')}
          error={message('price')}
        >
          <input
            id={`${id}-price`}
            inputMode="decimal"
            className={inputClass}
            {...invalid('price')}
            {...form.register('price')}
          />
        </Field>
      </div>
      <Field
        id={`${id}-minutes`}
        label={t('sellerBenefits.service.minutes')}
        hint={t('sellerBenefits.service.minutesHint')}
        error={message('minutes')}
      >
        <input
          id={`${id}-minutes`}
          inputMode="numeric"
          className={`${inputClass} max-w-[10rem]`}
          {...invalid('minutes')}
          {...form.register('minutes')}
        />
      </Field>
      <Field
        id={`${id}-description`}
        label={t('sellerBenefits.service.description')}
        hint={t('sellerBenefits.service.descriptionHint')}
        error={message('description')}
      >
        <textarea
          id={`${id}-description`}
          rows={3}
          className={inputClass}
          maxLength={SERVICE_DESCRIPTION_MAX}
          {...invalid('description')}
          {...form.register('description')}
        />
      </Field>
      <Choices
        legend={t('sellerBenefits.service.offering')}
        value={form.watch('offering')}
        register={form.register('offering')}
        error={message('offering')}
        options={SERVICE_OFFERINGS.map((value) => ({
          value,
          label: SERVICE_OFFERING_LABEL_TH[value],
        }))}
      />
      <Choices
        legend={t('sellerBenefits.service.orderType')}
        value={form.watch('orderType')}
        register={form.register('orderType')}
        error={message('orderType')}
        options={SERVICE_ORDER_TYPES.map((value) => ({
          value: String(value),
          label: SERVICE_ORDER_TYPE_LABEL_TH[value],
        }))}
      />
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
