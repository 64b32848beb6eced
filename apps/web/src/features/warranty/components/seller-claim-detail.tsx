import '../../../lib/seller-texts';
import {
  type AcceptClaimBody,
  CLAIM_REMEDY_LABEL_TH,
  type ClaimRemedy,
  CREDIT_BASIS_LABEL_TH,
  type CreditBasis,
  proRataCreditSatang,
  type WarrantyClaim,
} from '@yangdee/contracts/warranty';
import { useState } from 'react';
import { apiErrorText } from '../../../lib/api';
import { formatNumber } from '../../../lib/format-baht';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { useSellerClaimAction } from '../api/warranty';
import { ClaimSummary, ClaimTimeline } from './claim-timeline';

// The shop's claim (issue 36 item 2): the facts, the steps, and while open the three actions —
// ask for more, accept (a new tyre or a pro-rata credit, computed by contracts and shown before
// confirming) or reject with a reason.

const inputClass = 'w-full rounded-lg border border-slate-300 px-3 py-2 text-base';
const button = 'min-h-11 rounded-lg px-4 font-semibold disabled:opacity-60';

/** '6.5' mm → 65 tenths; NaN when not a number. */
const tenthsOf = (mm: string) => (mm.trim() === '' ? Number.NaN : Math.round(Number(mm) * 10));

export function SellerClaimDetail({ claim }: { claim: WarrantyClaim }) {
  const { t } = useTranslation();
  const action = useSellerClaimAction(claim.id);
  const [mode, setMode] = useState<'' | 'ask' | 'accept' | 'reject'>('');
  const [text, setText] = useState('');
  const [remedy, setRemedy] = useState<ClaimRemedy>('credit');
  const [basis, setBasis] = useState<CreditBasis>('tread');
  const [newMm, setNewMm] = useState('8');
  const [leftMm, setLeftMm] = useState('');
  const [isConfirming, setConfirming] = useState(false);
  const isOpen = claim.state === 'submitted' || claim.state === 'needInfo';
  const priceSatang = Math.round(claim.tyrePrice * 100);
  const filedOn = claim.filedAt.slice(0, 10);
  const preview =
    remedy !== 'credit'
      ? null
      : basis === 'months'
        ? claim.months
          ? proRataCreditSatang({
              basis: 'months',
              priceSatang,
              months: claim.months,
              fittedOn: claim.fittedOn,
              filedOn,
            })
          : null
        : Number.isFinite(tenthsOf(newMm)) && Number.isFinite(tenthsOf(leftMm))
          ? proRataCreditSatang({
              basis: 'tread',
              priceSatang,
              newTreadTenths: tenthsOf(newMm),
              remainingTreadTenths: tenthsOf(leftMm),
            })
          : null;
  const acceptBody = (): AcceptClaimBody =>
    remedy === 'replacement'
      ? { remedy, note: text }
      : basis === 'months'
        ? { remedy, basis, note: text }
        : {
            remedy,
            basis,
            newTreadTenths: tenthsOf(newMm),
            remainingTreadTenths: tenthsOf(leftMm),
            note: text,
          };
  const run = async () => {
    const done = await action
      .mutateAsync(
        mode === 'ask'
          ? { action: 'ask-info', body: { text } }
          : mode === 'reject'
            ? { action: 'reject', body: { reason: text } }
            : { action: 'accept', body: acceptBody() },
      )
      .catch(() => null);
    if (done) {
      setMode('');
      setText('');
      setConfirming(false);
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="grid content-start gap-4">
        <ClaimSummary claim={claim} />
        <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <dt className="text-slate-500">{t('sellerClaims.customer')}</dt>
          <dd>{claim.customerName || '-'}</dd>
          <dt className="text-slate-500">{t('sellerClaims.orderNo')}</dt>
          <dd>{claim.orderNo}</dd>
          <dt className="text-slate-500">{t('sellerClaims.tyre')}</dt>
          <dd>{claim.tyreTitle}</dd>
          <dt className="text-slate-500">DOT</dt>
          <dd>{claim.dotCode || '-'}</dd>
          <dt className="text-slate-500">{t('sellerClaims.fittedOn')}</dt>
          <dd>{formatThaiDate(claim.fittedOn)}</dd>
          <dt className="text-slate-500">{t('sellerClaims.terms')}</dt>
          <dd>{[claim.warrantyTitle, claim.coverage].filter(Boolean).join(' · ') || '-'}</dd>
          <dt className="text-slate-500">{t('sellerClaims.odometer')}</dt>
          <dd>{formatNumber(claim.odometerKm)}</dd>
          <dt className="text-slate-500">{t('sellerClaims.price')}</dt>
          <dd>{t('sellerClaims.baht', { amount: formatNumber(claim.tyrePrice, 2) })}</dd>
        </dl>
        <ClaimTimeline claim={claim} />
      </div>
      {isOpen ? (
        <aside className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="font-semibold text-slate-900">{t('sellerClaims.decide')}</h2>
          <div className="flex flex-wrap gap-2">
            {(['ask', 'accept', 'reject'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => {
                  setMode(m);
                  setConfirming(false);
                }}
                className={`${button} border ${mode === m ? 'border-emerald-700 bg-emerald-50 text-emerald-900' : 'border-slate-300 text-slate-800'}`}
              >
                {t(`sellerClaims.action.${m}`)}
              </button>
            ))}
          </div>
          {mode === 'accept' ? (
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">{t('sellerClaims.remedy')}</legend>
              {(['replacement', 'credit'] as const).map((value) => (
                <label key={value} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="remedy"
                    checked={remedy === value}
                    onChange={() => setRemedy(value)}
                  />
                  {CLAIM_REMEDY_LABEL_TH[value]}
                </label>
              ))}
              {remedy === 'credit' ? (
                <div className="grid gap-2 rounded-lg bg-slate-50 p-3">
                  {(['tread', 'months'] as const).map((value) => (
                    <label key={value} className="flex min-h-11 items-center gap-2">
                      <input
                        type="radio"
                        name="basis"
                        checked={basis === value}
                        onChange={() => setBasis(value)}
                      />
                      {CREDIT_BASIS_LABEL_TH[value]}
                    </label>
                  ))}
                  {basis === 'tread' ? (
                    <div className="grid grid-cols-2 gap-2">
                      <label className="grid gap-1 text-sm">
                        {t('sellerClaims.newTread')}
                        <input
                          inputMode="decimal"
                          value={newMm}
                          onChange={(e) => setNewMm(e.target.value)}
                          className={inputClass}
                        />
                      </label>
                      <label className="grid gap-1 text-sm">
                        {t('sellerClaims.leftTread')}
                        <input
                          inputMode="decimal"
                          value={leftMm}
                          onChange={(e) => setLeftMm(e.target.value)}
                          className={inputClass}
                        />
                      </label>
                    </div>
                  ) : claim.months ? (
                    <p className="text-sm text-slate-700">
                      {t('sellerClaims.monthsRule', { months: claim.months })}
                    </p>
                  ) : (
                    <p className="text-sm text-red-700">{t('sellerClaims.noMonths')}</p>
                  )}
                  <p className="font-semibold text-emerald-900" data-testid="credit-preview">
                    {preview === null
                      ? t('sellerClaims.previewMissing')
                      : t('sellerClaims.preview', { amount: formatNumber(preview / 100, 2) })}
                  </p>
                </div>
              ) : null}
            </fieldset>
          ) : null}
          {mode ? (
            <label className="grid gap-1 text-sm">
              {t(`sellerClaims.text.${mode}`)}
              <textarea
                rows={3}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className={inputClass}
              />
            </label>
          ) : null}
          {action.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {apiErrorText(action.error)}
            </p>
          ) : null}
          {mode && !isConfirming ? (
            <button
              type="button"
              data-testid="claim-action-submit"
              className={`${button} bg-emerald-800 text-white`}
              onClick={() => setConfirming(true)}
            >
              {t(`sellerClaims.action.${mode}`)}
            </button>
          ) : null}
          {mode && isConfirming ? (
            <div className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
              <p className="text-sm">
                {mode === 'accept' && remedy === 'credit' && preview !== null
                  ? t('sellerClaims.confirmCredit', { amount: formatNumber(preview / 100, 2) })
                  : t(`sellerClaims.confirm.${mode}`)}
              </p>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={`${button} bg-emerald-800 text-white`}
                  disabled={action.isPending}
                  onClick={run}
                >
                  {t('sellerClaims.confirmButton')}
                </button>
                <button
                  type="button"
                  className={`${button} border border-slate-300`}
                  onClick={() => setConfirming(false)}
                >
                  {t('sellerClaims.cancel')}
                </button>
              </div>
            </div>
          ) : null}
        </aside>
      ) : null}
    </div>
  );
}
