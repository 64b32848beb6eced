import '../../../lib/my-texts';
import type { WarrantyClaim } from '@yangdee/contracts/warranty';
import { formatNumber } from '../../../lib/format-baht';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';

// A claim's state and every step with its time (the shopper's page and the shop's detail).

export function ClaimSummary({ claim }: { claim: WarrantyClaim }) {
  const { t } = useTranslation();
  const tone =
    claim.state === 'accepted'
      ? 'border-emerald-300 bg-emerald-50 text-emerald-950'
      : claim.state === 'rejected'
        ? 'border-red-300 bg-red-50 text-red-950'
        : claim.state === 'needInfo'
          ? 'border-amber-300 bg-amber-50 text-amber-950'
          : 'border-slate-300 bg-slate-50 text-slate-900';
  return (
    <div className={`rounded-xl border p-4 ${tone}`} data-testid="claim-state">
      <p className="text-lg font-semibold">{claim.stateText}</p>
      {claim.state === 'accepted' ? (
        <p className="mt-1">
          {claim.remedy === 'credit' && claim.credit !== null
            ? t('my.claim.creditResult', { amount: formatNumber(claim.credit, 2) })
            : t('my.claim.replacementResult')}
        </p>
      ) : null}
      {claim.state === 'rejected' ? (
        <p className="mt-1 whitespace-pre-line">
          {t('my.claim.rejectResult', { reason: claim.rejectReason })}
        </p>
      ) : null}
    </div>
  );
}

export function ClaimTimeline({ claim }: { claim: WarrantyClaim }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`claim-${claim.id}-steps`} className="grid gap-3">
      <h2 id={`claim-${claim.id}-steps`} className="text-lg font-semibold text-slate-900">
        {t('my.claim.steps')}
      </h2>
      <ol className="grid gap-3 border-l-2 border-emerald-200 pl-4">
        {claim.steps.map((step) => (
          <li key={`${step.event}-${step.at}`} className="relative" data-testid="claim-step">
            <span className="absolute -left-[1.4rem] top-1.5 h-3 w-3 rounded-full bg-emerald-600" />
            <p className="font-semibold text-slate-900">{step.label}</p>
            <p className="text-xs text-slate-500">
              {formatThaiDateTime(step.at)} · {step.by}
            </p>
            {step.text ? (
              <p className="mt-1 whitespace-pre-line break-words text-slate-800">{step.text}</p>
            ) : null}
            {step.photos.length > 0 ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {step.photos.map((url, n) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    <img
                      src={url}
                      alt={t('my.claim.photoAlt', { n: n + 1 })}
                      className="h-20 w-20 rounded-lg border border-slate-200 object-cover"
                    />
                  </a>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
