import '../../lib/admin-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ratePercentText, type ShopDetail } from '@yangdee/contracts/admin-shops';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useOperatorMay } from '../../features/admin/api/operator-session';
import {
  type ShopAction,
  shopAction,
  shopQueryOptions,
} from '../../features/admin/shops/api/shops';
import { CommissionPanel } from '../../features/admin/shops/components/commission-panel';
import { ShopActionDialog } from '../../features/admin/shops/components/shop-action-dialog';
import { ShopStateBadge } from '../../features/admin/shops/components/shop-state-badge';
import { TaxBranchForm } from '../../features/admin/shops/components/tax-branch-form';
import { ApiError } from '../../lib/api';
import { formatThaiDate, formatThaiDateTime } from '../../lib/format-thai-date';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /admin/shops/:id (issue 32 item 4, permission `shops`, decision 0143): one shop with its
// approval, suspension (and its history), tax numbers and payout account; approve / reject a
// waiting shop, suspend / reactivate with a reason, the tax branch number; the commission rate
// with its history for operators who also hold `commission`.

const card = 'rounded-xl border border-slate-200 bg-white p-4';

function titleOf(shop: Pick<ShopDetail, 'name' | 'branchName'>): string {
  return shop.branchName ? `${shop.name} ${shop.branchName}` : shop.name;
}

function actionsOf(shop: ShopDetail): ShopAction[] {
  if (shop.state === 'pending') return ['approve', 'reject'];
  if (shop.state === 'suspended') return ['reactivate'];
  if (shop.state === 'approved') return ['suspend'];
  return [];
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const shop = useQuery({ ...shopQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const mayCommission = useOperatorMay('commission');
  const data = shop.data?.shop;
  usePageMeta({ title: data ? titleOf(data) : t('adminShops.title') });

  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (shop.error instanceof ApiError && shop.error.status === 404)
  ) {
    return (
      <div>
        <BackLink />
        <p role="alert" className="mt-4 text-slate-800">
          {t('adminShops.detail.notFound')}
        </p>
      </div>
    );
  }
  if (shop.isError) {
    return (
      <div>
        <BackLink />
        <p role="alert" className="mt-4 text-red-800">
          {shop.error.message || t('admin.loadFailed')}
        </p>
      </div>
    );
  }
  if (!data) return <p className="text-slate-700">{t('admin.loading')}</p>;
  return (
    <div className="space-y-4">
      <BackLink />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-bold break-words text-slate-900">{titleOf(data)}</h1>
        <ShopStateBadge state={data.state} />
      </div>
      <Standing shop={data} />
      <Actions key={`actions-${data.id}`} shop={data} />
      <section aria-labelledby="shop-info" className={card}>
        <h2 id="shop-info" className="sr-only">
          {t('adminShops.title')}
        </h2>
        <dl className="divide-y divide-slate-100">
          <Row term={t('adminShops.detail.code')}>{data.code}</Row>
          <Row term={t('adminShops.detail.registerDate')}>{formatThaiDate(data.registerDate)}</Row>
          <Row term={t('adminShops.detail.legalName')}>
            {data.legalName || t('adminShops.detail.none')}
          </Row>
          <Row term={t('adminShops.detail.taxId')}>{data.taxId || t('adminShops.detail.none')}</Row>
          <Row term={t('adminShops.tax.label')}>{data.taxBranchNo}</Row>
          <Row term={t('adminShops.detail.tel')}>{data.tel || t('adminShops.detail.none')}</Row>
          <Row term={t('adminShops.detail.ownerTel')}>
            {data.ownerTelMasked || t('adminShops.noOwner')}
          </Row>
          <Row term={t('adminShops.detail.address')}>
            {data.address || t('adminShops.detail.none')}
          </Row>
          <Row term={t('adminShops.detail.commission')}>
            {t('adminShops.percent', { value: ratePercentText(data.commissionRateBp) })}
          </Row>
          <Row term={t('adminShops.detail.payout')}>
            {data.payoutAccount ? (
              <>
                <span className="block">
                  {t('adminShops.detail.payoutAccount', {
                    bank: data.payoutAccount.bankName,
                    number: data.payoutAccount.accountNumberMasked,
                  })}
                </span>
                <span className="block text-sm text-slate-600">
                  {data.payoutAccount.heldUntil
                    ? t('adminShops.detail.payoutHeld', {
                        date: formatThaiDateTime(data.payoutAccount.heldUntil),
                      })
                    : t('adminShops.detail.payoutChanged', {
                        date: formatThaiDate(data.payoutAccount.changedAt),
                      })}
                </span>
              </>
            ) : (
              t('adminShops.detail.payoutNone')
            )}
          </Row>
        </dl>
      </section>
      <Family shop={data} />
      <TaxBranchForm key={`tax-${data.id}`} shop={data} className={card} />
      <History shop={data} />
      {mayCommission ? <CommissionPanel key={`rate-${data.id}`} storeId={data.id} /> : null}
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/shops" className="inline-block text-sm font-semibold text-slate-800 underline">
      {t('adminShops.detail.back')}
    </Link>
  );
}

function Standing({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const open = shop.suspensions.find((s) => s.liftedAt === null);
  if (open) {
    return (
      <div
        className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950"
        data-testid="shop-suspended"
      >
        <p className="font-semibold">
          {t('adminShops.detail.suspendedSince', { date: formatThaiDateTime(open.suspendedAt) })}
        </p>
        <p className="mt-1 break-words">
          {t('adminShops.detail.suspendedReason', { reason: open.reason })}
        </p>
      </div>
    );
  }
  if (shop.state === 'rejected' && shop.rejectReason) {
    return (
      <p className="rounded-xl border border-slate-300 bg-slate-50 p-4 break-words text-slate-800">
        {t('adminShops.detail.rejectReason', { reason: shop.rejectReason })}
      </p>
    );
  }
  return null;
}

function Actions({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ShopAction | null>(null);
  const [done, setDone] = useState<ShopAction | null>(null);
  const run = useMutation({
    mutationFn: ({ action, reason }: { action: ShopAction; reason: string }) =>
      shopAction(shop.id, action, reason),
    onSuccess: (answer, { action }) => {
      queryClient.setQueryData(shopQueryOptions(shop.id).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'shops'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'home-counts'] });
      setOpen(null);
      setDone(action);
    },
  });
  const actions = actionsOf(shop);
  return (
    <section aria-labelledby="shop-actions" className={card}>
      <h2 id="shop-actions" className="text-lg font-semibold text-slate-900">
        {t('adminShops.actions.title')}
      </h2>
      {actions.length === 0 ? (
        <p className="mt-1 text-slate-700">{t('adminShops.actions.none')}</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => {
                run.reset();
                setDone(null);
                setOpen(action);
              }}
              className={
                action === 'approve' || action === 'reactivate'
                  ? 'rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900'
                  : 'rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50'
              }
            >
              {t(`adminShops.actions.${action}`)}
            </button>
          ))}
        </div>
      )}
      <p role="status" className="mt-2 text-sm text-emerald-800">
        {done ? t(`adminShops.done.${done}`) : ''}
      </p>
      {open ? (
        <ShopActionDialog
          action={open}
          shopName={titleOf(shop)}
          isBusy={run.isPending}
          error={run.error}
          onConfirm={(reason) => run.mutate({ action: open, reason })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

function Family({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  if (!shop.headOffice && shop.branches.length === 0) return null;
  return (
    <section aria-labelledby="shop-family" className={card}>
      <h2 id="shop-family" className="text-lg font-semibold text-slate-900">
        {shop.headOffice ? t('adminShops.detail.headOffice') : t('adminShops.detail.branches')}
      </h2>
      {shop.headOffice ? (
        <Link
          to={`/admin/shops/${shop.headOffice.id}`}
          className="mt-1 inline-block text-slate-900 underline"
        >
          {titleOf(shop.headOffice)}
        </Link>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {shop.branches.map((branch) => (
            <li key={branch.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={`/admin/shops/${branch.id}`} className="text-slate-900 underline">
                {branch.branchName || shop.name}
              </Link>
              <ShopStateBadge state={branch.state} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-slate-600">{t('adminShops.detail.branchesNote')}</p>
    </section>
  );
}

function History({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="shop-history" className={card}>
      <h2 id="shop-history" className="text-lg font-semibold text-slate-900">
        {t('adminShops.detail.history')}
      </h2>
      {shop.suspensions.length === 0 ? (
        <p className="mt-1 text-slate-700">{t('adminShops.detail.historyEmpty')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm" data-testid="suspension-history">
          {shop.suspensions.map((s) => (
            <li key={s.id} className="py-2">
              <p className="font-medium text-slate-900">
                {t('adminShops.detail.historySuspended', {
                  date: formatThaiDateTime(s.suspendedAt),
                  by: s.suspendedBy,
                })}
              </p>
              <p className="break-words text-slate-700">
                {t('adminShops.detail.suspendedReason', { reason: s.reason })}
              </p>
              {s.liftedAt ? (
                <>
                  <p className="mt-1 text-slate-800">
                    {t('adminShops.detail.historyLifted', {
                      date: formatThaiDateTime(s.liftedAt),
                      by: s.liftedBy ?? '',
                    })}
                  </p>
                  <p className="break-words text-slate-700">
                    {t('adminShops.detail.historyLiftReason', { reason: s.liftReason ?? '' })}
                  </p>
                </>
              ) : (
                <p className="mt-1 font-semibold text-red-800">
                  {t('adminShops.detail.historyOpen')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
