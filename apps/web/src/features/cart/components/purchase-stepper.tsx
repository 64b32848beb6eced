import '../../../lib/cart-texts';
import { useTranslation } from '../../../lib/use-translation';
import { shownSteps } from '../lib/purchase-steps';

/**
 * Spec 2.9 purchase stepper: six steps, this page is step 4; 'log in' only when signed out. From
 * md up every step fits in one row of equal cells (labels wrap, nothing scrolls or clips); on a
 * phone only the current step shows, as "ขั้นตอน 3/5: …" over a progress bar (decision 0063).
 */
export function PurchaseStepper({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation();
  const steps = shownSteps(isLoggedIn);
  const current = steps.find((s) => s.state === 'current');
  return (
    <nav aria-label={t('cart.steps.label')} className="mb-6">
      <ol
        className={`grid gap-2 text-sm ${steps.length === 6 ? 'md:grid-cols-6' : 'md:grid-cols-5'}`}
      >
        {steps.map((s) => (
          <li
            key={s.step}
            aria-current={s.state === 'current' ? 'step' : undefined}
            data-testid="purchase-step"
            className={`items-center gap-2 rounded-2xl px-3 py-1.5 ${
              s.state === 'current' ? 'flex' : 'hidden md:flex'
            } ${
              s.state === 'current'
                ? 'bg-emerald-800 font-semibold text-white'
                : s.state === 'done'
                  ? 'bg-emerald-100 text-emerald-900'
                  : 'bg-slate-100 text-slate-600'
            }`}
          >
            <span className="hidden h-6 w-6 shrink-0 place-items-center rounded-full bg-white/80 text-xs font-bold text-slate-900 md:grid">
              {s.number}
            </span>
            <span>
              <span className="md:hidden">
                {t('cart.steps.position', { number: s.number, total: steps.length })}{' '}
              </span>
              {t(`cart.steps.s${s.step}`)}
            </span>
          </li>
        ))}
      </ol>
      {current ? (
        <div aria-hidden="true" className="mt-2 flex gap-1 md:hidden">
          {steps.map((s) => (
            <span
              key={s.step}
              className={`h-1.5 flex-1 rounded-full ${s.number <= current.number ? 'bg-emerald-700' : 'bg-slate-200'}`}
            />
          ))}
        </div>
      ) : null}
    </nav>
  );
}
