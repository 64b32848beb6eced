import { getPasswordFailures, PASSWORD_RULES } from '@yangdee/contracts/validation';
import { useTranslation } from '../../../lib/use-translation';

// Spec 5 "Accounts": the four rules, shown as hints while typing (each ticked when met), and the
// ONE warning that lists every failed rule on its own line.

export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <div className="text-sm">
      <p className="text-slate-700">{t('auth.passwordRulesTitle')}</p>
      <ul className="mt-1 space-y-0.5" aria-label={t('auth.passwordRulesTitle')}>
        {PASSWORD_RULES.map((rule) => {
          const isMet = rule.test(password);
          return (
            <li key={rule.message} className={isMet ? 'text-emerald-800' : 'text-slate-600'}>
              <span aria-hidden="true">{isMet ? '✓ ' : '• '}</span>
              {rule.message}
              <span className="sr-only">{isMet ? ` (${t('auth.ruleMet')})` : ''}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function PasswordWarning({ password }: { password: string }) {
  const failures = getPasswordFailures(password);
  if (failures.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="password-warning"
      className="whitespace-pre-line rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {failures.join('\n')}
    </div>
  );
}
