import { useTranslation } from '../../../lib/use-translation';
import { shownSteps } from '../lib/purchase-steps';

/** Spec 2.9 purchase stepper: six steps, this page is step 4; 'log in' only when signed out. */
export function PurchaseStepper({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('cart.steps.label')} className="mb-6 overflow-x-auto">
      <ol className="flex min-w-max gap-2 text-sm">
        {shownSteps(isLoggedIn).map((s) => (
          <li
            key={s.step}
            aria-current={s.state === 'current' ? 'step' : undefined}
            data-testid="purchase-step"
            className={`flex items-center gap-2 rounded-full px-3 py-1.5 ${
              s.state === 'current'
                ? 'bg-emerald-800 font-semibold text-white'
                : s.state === 'done'
                  ? 'bg-emerald-100 text-emerald-900'
                  : 'bg-slate-100 text-slate-600'
            }`}
          >
            <span className="grid h-6 w-6 place-items-center rounded-full bg-white/80 text-xs font-bold text-slate-900">
              {s.number}
            </span>
            {t(`cart.steps.s${s.step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
