import '../../../lib/my-texts';
import { useTranslation } from '../../../lib/use-translation';

interface FieldStatusProps {
  state: 'idle' | 'pending' | 'success' | 'error';
  error?: string;
}

/** Inline result of saving one profile field: announced politely to screen readers. */
export function FieldStatus({ state, error }: FieldStatusProps) {
  const { t } = useTranslation();
  return (
    <p role="status" className="min-h-5 text-sm">
      {state === 'success' ? (
        <span className="text-emerald-700">{t('my.common.saved')}</span>
      ) : null}
      {state === 'error' ? (
        <span className="whitespace-pre-line text-red-700">{error || t('my.common.tryAgain')}</span>
      ) : null}
    </p>
  );
}
