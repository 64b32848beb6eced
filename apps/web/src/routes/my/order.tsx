import '../../lib/my-texts';
import { useQuery } from '@tanstack/react-query';
import type { OrderCard as OrderCardData } from '@yangdee/contracts/order-history';
import { type OrderHistoryTab, OrderHistoryTabSchema } from '@yangdee/contracts/order-status';
import { type KeyboardEvent, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLocation, useSearchParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { Spinner } from '../../components/spinner';
import { orderHistoryQueryOptions } from '../../features/orders-history/api/order-history';
import { OrderCard } from '../../features/orders-history/components/order-card';
import { ReviewDialog } from '../../features/orders-history/components/review-dialog';
import { RewardAddressForm } from '../../features/orders-history/components/reward-address-form';
import { useTranslation } from '../../lib/use-translation';

// /my/order and /my/order/review: one screen (spec 2.2). Tabs waiting (1–3) / completed (4–5) /
// cancelled (99) with counts; /my/order/review opens on the completed tab.

const TABS: OrderHistoryTab[] = ['waiting', 'completed', 'cancel'];

function readState(url: URL): { tab: OrderHistoryTab; page: number } {
  const fallback = url.pathname.endsWith('/review') ? 'completed' : 'waiting';
  const tab = OrderHistoryTabSchema.safeParse(url.searchParams.get('tab'));
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  return { tab: tab.success ? tab.data : fallback, page };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { tab, page } = readState(new URL(request.url));
  void queryClient.prefetchQuery(orderHistoryQueryOptions(tab, page));
  return null;
}

export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { tab, page } = readState(
    new URL(location.pathname + location.search, window.location.origin),
  );
  const history = useQuery(orderHistoryQueryOptions(tab, page));
  const [reviewing, setReviewing] = useState<OrderCardData | null>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const choose = (next: OrderHistoryTab) => {
    const p = new URLSearchParams(params);
    p.set('tab', next);
    p.delete('page');
    setParams(p);
  };
  const onTabKey = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    choose(TABS[next]);
    tabRefs.current[next]?.focus();
  };
  const counts = history.data?.counts;

  return (
    <section className="grid gap-4">
      <PageHeading titleKey="pages.myOrder" />
      <div
        role="tablist"
        aria-label={t('my.order.tabsLabel')}
        className="flex gap-2 border-b border-slate-200"
      >
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls="order-panel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
            onKeyDown={(e) => onTabKey(e, index)}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-slate-600 aria-selected:border-emerald-800 aria-selected:font-semibold aria-selected:text-emerald-900"
          >
            {t(`my.order.tab.${name}`)}
            {counts ? ` (${counts[name]})` : ''}
          </button>
        ))}
      </div>
      <div id="order-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="grid gap-3">
        {history.isLoading ? <Spinner /> : null}
        {history.isError ? (
          <p role="alert" className="text-red-700">
            {history.error.message}
          </p>
        ) : null}
        {history.data && history.data.items.length === 0 ? (
          <p className="text-slate-600">{t('my.order.empty')}</p>
        ) : null}
        {(history.data?.items ?? []).map((order) => (
          <OrderCard key={order.orderNo} order={order} onReview={setReviewing} />
        ))}
        {history.data && history.data.totalPage > 1 ? (
          <Pager
            page={page}
            totalPages={history.data.totalPage}
            onPageChange={(next) => {
              const p = new URLSearchParams(params);
              p.set('page', String(next));
              setParams(p);
            }}
          />
        ) : null}
      </div>
      <RewardAddressForm />
      <ReviewDialog order={reviewing} onClose={() => setReviewing(null)} />
    </section>
  );
}
