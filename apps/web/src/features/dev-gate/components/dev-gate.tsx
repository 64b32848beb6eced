import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { type DevLoginBody, DevLoginBodySchema } from '@yangdee/contracts/master';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form-field';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { useTranslation } from '../../../lib/use-translation';
import { useSubmitDevLogin } from '../api/submit-dev-login';

/**
 * Spec 1 and 4 "Dev gate": a development environment asks for a password first; once accepted a
 * local flag keeps the gate away (also after a reload).
 */
export function DevGate() {
  const { t } = useTranslation();
  const [isUnlocked, setUnlocked] = useState(() => readStorage(STORAGE_KEYS.devGate) === 'true');
  const [error, setError] = useState('');
  const submit = useSubmitDevLogin();
  const inputId = useId();
  const form = useForm<DevLoginBody>({
    resolver: zodResolver(DevLoginBodySchema),
    defaultValues: { devPassword: '' },
  });
  const password = form.watch('devPassword');

  if (isUnlocked) return null;

  const onSubmit = form.handleSubmit(({ devPassword }) => {
    setError('');
    submit.mutate(devPassword, {
      onSuccess: (result) => {
        if (result.isValid) {
          writeStorage(STORAGE_KEYS.devGate, 'true');
          setUnlocked(true);
        } else {
          setError(t('devGate.wrongPassword'));
        }
      },
      onError: () => setError(t('error.tryAgain')),
    });
  });
  const message = error || form.formState.errors.devPassword?.message;

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] bg-slate-900" />
        <Dialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[101] w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">
            {t('devGate.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t('devGate.description')}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-5 space-y-3">
            <Field id={inputId} label={t('devGate.password')} error={message}>
              <input
                id={inputId}
                type="password"
                autoComplete="current-password"
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${inputId}-error` : undefined}
                className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30"
                {...form.register('devPassword')}
              />
            </Field>
            <button
              type="submit"
              disabled={submit.isPending || password.length === 0}
              className="w-full rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
            >
              {t('common.confirm')}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
