import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_LIMITS,
  type ContactBody,
  ContactBodySchema,
  type ContactInput,
} from '@yangdee/contracts/content';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useSubmitContact } from '../api/submit-contact';

// The contact form validates with the very schema the server uses (contracts/content.ts), so the
// Thai messages are the same in the browser and in the API's fieldErrors.

const FIELDS = ['name', 'email', 'tel', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

export function ContactForm() {
  const { t } = useTranslation();
  const submit = useSubmitContact();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ContactInput, unknown, ContactBody>({
    resolver: zodResolver(ContactBodySchema),
    defaultValues: { name: '', email: '', tel: '', subject: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setSent(null);
    try {
      const result = await submit.mutateAsync(body);
      setSent(result.message);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          if (!FIELDS.includes(key as Field)) continue;
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
        field="name"
        form={form}
        error={errors.name?.message}
        maxLength={CONTACT_LIMITS.name}
        autoComplete="name"
      />
      <TextField
        field="email"
        form={form}
        error={errors.email?.message}
        maxLength={CONTACT_LIMITS.email}
        type="email"
        autoComplete="email"
      />
      <TextField
        field="tel"
        form={form}
        error={errors.tel?.message}
        maxLength={CONTACT_LIMITS.tel}
        type="tel"
        autoComplete="tel"
        isOptional
      />
      <TextField
        field="subject"
        form={form}
        error={errors.subject?.message}
        maxLength={CONTACT_LIMITS.subject}
      />
      <TextField
        field="message"
        form={form}
        error={errors.message?.message}
        maxLength={CONTACT_LIMITS.message}
        isMultiline
      />
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

interface TextFieldProps {
  field: Field;
  form: ReturnType<typeof useForm<ContactInput, unknown, ContactBody>>;
  error?: string;
  maxLength: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  isOptional?: boolean;
  isMultiline?: boolean;
}

function TextField({
  field,
  form,
  error,
  maxLength,
  type = 'text',
  autoComplete,
  isOptional,
  isMultiline,
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const inputClass = `mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700 ${error ? 'border-red-600' : 'border-slate-300'}`;
  const common = {
    id,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': isOptional ? undefined : true,
    className: inputClass,
    ...form.register(field),
  };
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-800">
        {t(`content.contact.${field}`)}
        {isOptional ? (
          <span className="text-slate-600"> {t('content.contact.optional')}</span>
        ) : null}
      </label>
      {isMultiline ? (
        <textarea rows={6} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} />
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
