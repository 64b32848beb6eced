import '../../../lib/my-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MARKETING_CONSENT_VERSION } from '@yangdee/contracts/messages';
import {
  type NotificationSettingsForm as FormValues,
  type NotificationSettings,
  NotificationSettingsFormSchema,
} from '@yangdee/contracts/my-notifications';
import { type ReactNode, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { FieldError } from '../../../components/form-field';
import { apiErrorText } from '../../../lib/api';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { FieldStatus } from '../../account/components/field-status';
import { useSaveNotificationSettings } from '../api/my-notifications';

// The shopper's channels and reminders (issue 35 item 4), react-hook-form with the contracts
// schema. Care reminders are marketing-type (PDPA): turning them on needs the consent checkbox
// in the same form, whose Thai text is versioned in the locales (MARKETING_CONSENT_VERSION).
// Order messages always go out: with LINE and SMS both off they still go by SMS (the form says so).

const saveButton =
  'rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';

function Toggle(props: {
  label: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-2">
      <input
        id={id}
        type="checkbox"
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-800"
        {...props.registration}
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {props.label}
        </label>
        {props.hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {props.hint}
          </p>
        ) : null}
        {props.children}
      </div>
    </div>
  );
}

export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const hadConsent = settings.marketingConsent?.granted ?? false;
  const form = useForm<FormValues>({
    resolver: zodResolver(NotificationSettingsFormSchema),
    defaultValues: {
      useLine: settings.useLine,
      useSms: settings.useSms,
      fittingReminders: settings.fittingReminders,
      careReminders: settings.careReminders && hadConsent,
      marketingConsent: hadConsent,
    },
  });
  const [useLine, useSms, careReminders] = form.watch(['useLine', 'useSms', 'careReminders']);
  const consentError = form.formState.errors.marketingConsent?.message;
  const consentId = useId();
  const consent = settings.marketingConsent;

  const onSubmit = form.handleSubmit(({ marketingConsent, ...prefs }) =>
    save.mutate({ prefs, consent: marketingConsent, hadConsent }),
  );

  return (
    <form
      aria-labelledby="notification-settings-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
      onSubmit={onSubmit}
      noValidate
    >
      <h2 id="notification-settings-title" className="text-lg font-semibold text-slate-900">
        {t('my.notifications.settings.title')}
      </h2>

      <fieldset className="mt-3">
        <legend className="font-semibold text-slate-800">
          {t('my.notifications.settings.channels')}
        </legend>
        <Toggle
          label={t('my.notifications.settings.useLine')}
          hint={
            settings.lineLinked
              ? t('my.notifications.settings.useLineHint')
              : t('my.notifications.settings.useLineNotLinked')
          }
          registration={form.register('useLine')}
        />
        <Toggle
          label={t('my.notifications.settings.useSms')}
          hint={t('my.notifications.settings.useSmsHint')}
          registration={form.register('useSms')}
        />
        <p
          className={`mt-1 rounded-lg p-3 text-sm ${useLine || useSms ? 'bg-slate-50 text-slate-700' : 'bg-amber-50 text-amber-900'}`}
          data-testid="order-messages-note"
        >
          {useLine || useSms
            ? t('my.notifications.settings.orderMessages')
            : t('my.notifications.settings.orderMessagesBySms')}
        </p>
      </fieldset>

      <fieldset className="mt-4">
        <legend className="font-semibold text-slate-800">
          {t('my.notifications.settings.reminders')}
        </legend>
        <Toggle
          label={t('my.notifications.settings.fittingReminders')}
          hint={t('my.notifications.settings.fittingRemindersHint')}
          registration={form.register('fittingReminders')}
        />
        <Toggle
          label={t('my.notifications.settings.careReminders')}
          hint={t('my.notifications.settings.careRemindersHint')}
          registration={form.register('careReminders')}
        />
      </fieldset>

      <div
        className={`mt-3 rounded-lg border p-3 ${careReminders ? 'border-emerald-300 bg-emerald-50/50' : 'border-slate-200'}`}
      >
        <div className="flex items-start gap-3">
          <input
            id={consentId}
            type="checkbox"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={`${consentId}-text${consentError ? ` ${consentId}-error` : ''}`}
            className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-800"
            {...form.register('marketingConsent')}
          />
          <div>
            <label htmlFor={consentId} className="font-medium text-slate-900">
              {t('my.notifications.consent.label')}
            </label>
            <p id={`${consentId}-text`} className="mt-1 text-sm text-slate-700">
              {t(`my.notifications.consent.text.v${MARKETING_CONSENT_VERSION}`)}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {consent
                ? t(
                    consent.granted
                      ? 'my.notifications.consent.grantedAt'
                      : 'my.notifications.consent.withdrawnAt',
                    { date: formatThaiDateTime(consent.at), version: consent.version },
                  )
                : t('my.notifications.consent.version', { version: MARKETING_CONSENT_VERSION })}
            </p>
            <FieldError id={`${consentId}-error`} message={consentError} />
          </div>
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={saveButton} disabled={save.isPending}>
          {t('common.save')}
        </button>
        <FieldStatus state={save.status} error={apiErrorText(save.error)} />
      </div>
    </form>
  );
}
