import { useTranslation } from '../lib/use-translation';

/** Spec 2.13 and 9: loader spinner, 30px unless the caller asks otherwise. */
export const SPINNER_DEFAULT_SIZE = 30;

interface SpinnerProps {
  size?: number;
  className?: string;
}

export function Spinner({ size = SPINNER_DEFAULT_SIZE, className = '' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span
      role="status"
      aria-label={t('common.loading')}
      className={`inline-block animate-spin rounded-full border-[3px] border-emerald-700 border-t-transparent ${className}`}
      style={{ width: size, height: size }}
    />
  );
}
