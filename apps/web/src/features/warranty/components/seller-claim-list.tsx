import '../../../lib/seller-texts';
import { useQuery } from '@tanstack/react-query';
import { CLAIM_STATE_LABEL_TH, CLAIM_STATES } from '@yangdee/contracts/warranty';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { sellerClaimsQueryOptions } from '../api/warranty';

// /seller/warranty-claim (issue 36 item 2): the shop's claims, newest activity first, by state.

export function SellerClaimList() {
  const { t } = useTranslation();
  const [state, setState] = useState('');
  const query = useQuery(sellerClaimsQueryOptions(state));
  return (
    <section className="grid gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('sellerClaims.filter')}</legend>
        {['', ...CLAIM_STATES].map((value) => (
          <button
            key={value || 'all'}
            type="button"
            aria-pressed={state === value}
            onClick={() => setState(value)}
            className={`min-h-11 rounded-lg border px-3 text-sm ${
              state === value
                ? 'border-emerald-700 bg-emerald-50 font-semibold text-emerald-900'
                : 'border-slate-300 text-slate-800'
            }`}
          >
            {value
              ? CLAIM_STATE_LABEL_TH[value as (typeof CLAIM_STATES)[number]]
              : t('sellerClaims.all')}
          </button>
        ))}
      </fieldset>
      {query.isLoading ? <Spinner /> : null}
      {query.isError ? (
        <p role="alert" className="text-red-700">
          {query.error.message}
        </p>
      ) : null}
      {query.data && query.data.claims.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          {t('sellerClaims.empty')}
        </p>
      ) : null}
      <ul className="grid gap-3">
        {query.data?.claims.map((c) => (
          <li key={c.id}>
            <Link
              to={`/seller/warranty-claim/${c.id}`}
              className="grid gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-emerald-600"
              data-testid="seller-claim-row"
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {t('sellerClaims.number', { id: c.id })} · {c.stateText}
                </span>
                <span className="text-xs text-slate-500">{formatThaiDateTime(c.updatedAt)}</span>
              </span>
              <span className="text-sm text-slate-800">{c.tyreTitle}</span>
              <span className="text-sm text-slate-600">
                {t('sellerClaims.who', {
                  name: c.customerName || '-',
                  orderNo: c.orderNo,
                  shop: c.shopName,
                })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
