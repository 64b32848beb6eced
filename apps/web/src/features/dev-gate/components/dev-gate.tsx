import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const submit = useSubmitDevLogin();
  const inputId = useId();
  const errorId = useId();

  if (isUnlocked) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    submit.mutate(password, {
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
  };

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
          <form onSubmit={onSubmit} className="mt-5 space-y-3">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              {t('devGate.password')}
            </label>
            <input
              id={inputId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30"
            />
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
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
