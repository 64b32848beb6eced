import type { EuLabel as EuLabelData } from '@yangdee/contracts/product-detail';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

// The EU tyre label as a visual: classes A–E in the label's colours, this tyre's class raised.

const CLASSES = ['A', 'B', 'C', 'D', 'E'] as const;
const COLOURS: Record<(typeof CLASSES)[number], string> = {
  A: 'bg-[#00843d] text-white',
  B: 'bg-[#54b847] text-white',
  C: 'bg-[#bfd730] text-slate-900',
  D: 'bg-[#fff200] text-slate-900',
  E: 'bg-[#f7a823] text-slate-900',
};

function ClassScale({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-1 text-sm font-semibold text-slate-800">{label}</p>
      {value ? (
        <ol
          className="flex gap-1"
          aria-label={t('tireDetail.eu.scale', { label, class: value })}
          data-testid="eu-scale"
        >
          {CLASSES.map((c) => (
            <li
              key={c}
              aria-current={c === value ? 'true' : undefined}
              className={`flex h-8 w-9 items-center justify-center rounded text-sm font-bold ${COLOURS[c]} ${
                c === value ? 'scale-110 ring-2 ring-slate-900 ring-offset-1' : 'opacity-60'
              }`}
            >
              {c}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{t('tireDetail.spec.unknown')}</p>
      )}
    </div>
  );
}

export function EuLabel({ label }: { label: EuLabelData | null }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="eu-label-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="eu-label-heading" className="mb-4 text-lg font-bold text-slate-900">
        {t('tireDetail.eu.heading')}
      </h2>
      {label ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <ClassScale label={t('tireDetail.eu.rolling')} value={label.rollingResistance} />
          <ClassScale label={t('tireDetail.eu.wetGrip')} value={label.wetGrip} />
          <div>
            <p className="mb-1 text-sm font-semibold text-slate-800">{t('tireDetail.eu.noise')}</p>
            <p className="text-lg font-bold text-slate-900" data-testid="eu-noise">
              {label.noiseDb === null
                ? t('tireDetail.spec.unknown')
                : t('tireDetail.eu.noiseValue', { db: label.noiseDb })}
              {label.noiseClass ? (
                <span className="ml-2 rounded bg-slate-800 px-2 py-0.5 text-sm text-white">
                  {t('tireDetail.eu.noiseClass', { class: label.noiseClass })}
                </span>
              ) : null}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-slate-600">{t('tireDetail.eu.none')}</p>
      )}
      <Link
        to="/help/info-eu"
        className="mt-4 inline-block text-sm font-semibold text-emerald-800 underline"
      >
        {t('tireDetail.eu.info')}
      </Link>
    </section>
  );
}
