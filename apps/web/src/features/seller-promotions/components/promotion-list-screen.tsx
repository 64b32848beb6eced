import { useQuery } from '@tanstack/react-query';
import type { PromotionRow } from '@yangdee/contracts/seller-promotions';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTranslation } from '../../../lib/use-translation';
import { promotionsQueryOptions, useDeletePromotion } from '../api/seller-promotions';
import { PlatformPromotions } from './platform-promotions';
import { amountText, PromotionCardHead } from './promotion-card-head';
import { PromotionFormDialog } from './promotion-form-dialog';
import { PromotionStateBadge } from './promotion-state-badge';

// /seller/product/promotion/v2 (spec 2.3; decision 0097): the shop's promotions — title, type with
// its unit, amount, dates, state and how many offers carry it — with create, edit and delete (asks
// first). A promotion's own page (/v2/:id) attaches it to offers.

export const promotionPath = (id: number) => `/seller/product/promotion/v2/${id}`;

export function PromotionListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useQuery(promotionsQueryOptions());
  const remove = useDeletePromotion();
  const isWide = useMediaQuery('(min-width: 1024px)', true);
  const [editing, setEditing] = useState<PromotionRow | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<PromotionRow | null>(null);
  const [notice, setNotice] = useState('');
  const all = list.data?.promotionList ?? [];
  // The shop's own promotions; YangDee's on its offers are listed apart (PlatformPromotions).
  const rows = all.filter((p) => !p.isPlatform);
  const platformRows = all.filter((p) => p.isPlatform);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      setNotice((await remove.mutateAsync(toDelete.sellerPromotionId)).message);
    } finally {
      setToDelete(null);
    }
  };
  const actions = (p: PromotionRow) => (
    <div className={`flex gap-2 ${isWide ? 'whitespace-nowrap' : 'flex-wrap'}`}>
      <Link
        to={promotionPath(p.sellerPromotionId)}
        data-testid="promotion-offers-link"
        className="rounded-lg bg-emerald-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-900"
      >
        {t('sellerPromotion.list.offers')}
      </Link>
      <button
        type="button"
        onClick={() => setEditing(p)}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
      >
        {t('sellerPromotion.list.edit')}
      </button>
      <button
        type="button"
        onClick={() => setToDelete(p)}
        className="rounded-lg border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50"
      >
        {t('sellerPromotion.list.delete')}
      </button>
    </div>
  );
  const dates = (p: PromotionRow) =>
    `${formatThaiDate(p.startDate)} – ${formatThaiDate(p.endDate)}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600">
          {t('sellerPromotion.list.intro')}{' '}
          <Link to="/seller/product/promotion" className="font-semibold text-emerald-800 underline">
            {t('sellerPromotion.list.byOfferLink')}
          </Link>
        </p>
        <button
          type="button"
          data-testid="promotion-new"
          onClick={() => setEditing(null)}
          className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
        >
          {t('sellerPromotion.list.new')}
        </button>
      </div>
      {notice ? (
        <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3">
          {notice}
        </p>
      ) : null}
      {list.error instanceof ApiError || remove.error instanceof ApiError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {(list.error ?? remove.error)?.message}
        </p>
      ) : null}
      {list.data && rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {t('sellerPromotion.list.empty')}
        </p>
      ) : null}
      {rows.length > 0 && !isWide ? (
        <ul className="space-y-3" data-testid="promotion-list">
          {rows.map((p) => (
            <li
              key={p.sellerPromotionId}
              data-testid="promotion-row"
              className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
            >
              <PromotionCardHead p={p} />
              <p className="text-sm text-slate-600">{dates(p)}</p>
              <p className="text-sm text-slate-600">
                {t('sellerPromotion.list.offerCount', { count: p.productCount })}
              </p>
              {actions(p)}
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length > 0 && isWide ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-sm" data-testid="promotion-list">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                {['title', 'type', 'amount', 'dates', 'state', 'offerColumn', 'actions'].map(
                  (k) => (
                    <th key={k} scope="col" className="px-3 py-2 font-semibold">
                      {t(`sellerPromotion.list.${k}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((p) => (
                <tr key={p.sellerPromotionId} data-testid="promotion-row" className="align-top">
                  <td className="px-3 py-2 font-medium">{p.title}</td>
                  <td className="px-3 py-2">{p.typeText}</td>
                  <td className="px-3 py-2 font-semibold whitespace-nowrap text-red-700">
                    {amountText(p)}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{dates(p)}</td>
                  <td className="px-3 py-2">
                    <PromotionStateBadge state={p.state} text={p.stateText} />
                  </td>
                  <td className="px-3 py-2 text-right">{p.productCount}</td>
                  <td className="px-3 py-2">{actions(p)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <PlatformPromotions rows={platformRows} />
      <PromotionFormDialog
        isOpen={editing !== undefined}
        promotion={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(row) => {
          const isNew = editing === null;
          setEditing(undefined);
          setNotice(t('sellerPromotion.list.saved', { title: row.title }));
          if (isNew) navigate(promotionPath(row.sellerPromotionId));
        }}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('sellerPromotion.list.deleteTitle')}
        message={t('sellerPromotion.list.deleteMessage', {
          title: toDelete?.title ?? '',
          count: toDelete?.productCount ?? 0,
        })}
        isBusy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
