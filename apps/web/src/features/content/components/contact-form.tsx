import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_LIMITS,
  type ContactBody,
  ContactBodySchema,
  type ContactInput,
} from '@yangdee/contracts/content';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Field, TextField, textInputClass } from '../../../components/form-field';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useSubmitContact } from '../api/submit-contact';

// The contact form validates with the very schema the server uses (contracts/content.ts), so the
// Thai messages are the same in the browser and in the API's fieldErrors.

const FIELDS = ['name', 'email', 'tel', 'subject', 'message'] as const;
type ContactField = (typeof FIELDS)[number];

export function ContactForm() {
  const { t } = useTranslation();
  const submit = useSubmitContact();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ContactInput, unknown, ContactBody>({
    resolver: zodResolver(ContactBodySchema),
    defaultValues: { name: '', email: '', tel: '', subject: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const messageId = useId();

  const onSubmit = form.handleSubmit(async (body) => {
    setSent(null);
    try {
      const result = await submit.mutateAsync(body);
      setSent(result.message);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          if (!FIELDS.includes(key as ContactField)) continue;
          const message = Array.isArray(messages) ? messages[0] : messages;
          form.setError(key as FieldPath<ContactInput>, { message });
        }
      }
    }
  });

  const apiError = submit.error instanceof ApiError ? submit.error : null;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      className="space-y-4"
    >
      <h2 id="contact-form-heading" className="text-xl font-bold text-slate-900">
        {t('content.contact.formHeading')}
      </h2>
      {sent ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
        >
          {sent}
        </p>
      ) : null}
      {apiError && !apiError.fieldErrors ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          {apiError.message || t('error.tryAgain')}
        </p>
      ) : null}
      <TextField
        label={t('content.contact.name')}
        registration={form.register('name')}
        error={errors.name?.message}
        maxLength={CONTACT_LIMITS.name}
        autoComplete="name"
        aria-required
      />
      <TextField
        label={t('content.contact.email')}
        registration={form.register('email')}
        error={errors.email?.message}
        maxLength={CONTACT_LIMITS.email}
        type="email"
        autoComplete="email"
        aria-required
      />
      <TextField
        label={
          <>
            {t('content.contact.tel')}
            <span className="text-slate-600"> {t('content.contact.optional')}</span>
          </>
        }
        registration={form.register('tel')}
        error={errors.tel?.message}
        maxLength={CONTACT_LIMITS.tel}
        type="tel"
        autoComplete="tel"
      />
      <TextField
        label={t('content.contact.subject')}
        registration={form.register('subject')}
        error={errors.subject?.message}
        maxLength={CONTACT_LIMITS.subject}
        aria-required
      />
      <Field id={messageId} label={t('content.contact.message')} error={errors.message?.message}>
        <textarea
          id={messageId}
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          aria-required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className={textInputClass}
          {...form.register('message')}
        />
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-emerald-800 px-6 py-2.5 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
      >
        {isSubmitting ? t('content.contact.sending') : t('content.contact.submit')}
      </button>
    </form>
  );
}
