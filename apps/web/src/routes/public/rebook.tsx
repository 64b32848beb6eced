import type { RebookResponse } from '@yangdee/contracts/rebook';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { CART_KEY } from '../../features/cart/api/cart-api';
import type { RebookNoticeState } from '../../features/rebook/rebook-notice';
import { api, apiErrorText } from '../../lib/api';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /rebook/:orderId (issue 35 item 3): a reminder's one tap. Signed in (the route's guard sends a
// signed-out shopper to the login and back here), it asks the server to put the order's tyres
// into the cart at the same shop and lands on /cart with the server's Thai notice; when nothing
// could be added, or the order is not the shopper's, it says why in Thai.

export function Component() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);
  usePageMeta({ title: t('rebook.title') });

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    api
      .post<RebookResponse>(`/api/my/orders/${encodeURIComponent(orderId)}/rebook`)
      .then(async (answer) => {
        await queryClient.invalidateQueries({ queryKey: CART_KEY });
        const state: RebookNoticeState = { rebookNotice: answer.message };
        navigate('/cart', { replace: true, state });
      })
      .catch((failure: unknown) => setError(apiErrorText(failure) || t('rebook.failed')));
  }, [orderId, navigate, t]);

  if (error === null) {
    return (
      <p className="mx-auto max-w-xl py-16 text-center text-slate-600" aria-busy="true">
        {t('rebook.working')}
      </p>
    );
  }
  return (
    <div className="mx-auto max-w-xl py-12 text-center" data-testid="rebook-error">
      <h1 className="text-2xl font-bold text-slate-900">{t('rebook.failedTitle')}</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {error}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to="/my/order"
          className="rounded-lg bg-emerald-800 px-5 py-2.5 font-semibold text-white hover:bg-emerald-900"
        >
          {t('rebook.myOrders')}
        </Link>
        <Link
          to="/tire"
          className="rounded-lg border border-emerald-800 px-5 py-2.5 font-semibold text-emerald-800"
        >
          {t('rebook.findTyres')}
        </Link>
      </div>
    </div>
  );
}
