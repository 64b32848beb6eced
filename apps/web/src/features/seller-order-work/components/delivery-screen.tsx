import { useQuery } from '@tanstack/react-query';
import type { SellerOrderRow } from '@yangdee/contracts/seller-orders';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../../components/pager';
import { formatBaht } from '../../../lib/format-baht';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { deliveryListQueryOptions, orderDetailQueryOptions } from '../api/order-work';
import { ConfirmDeliveryDialog } from './confirm-delivery-dialog';

// /seller/order/delivery (issue 15 item 3): the orders waiting for delivery, each with where it
// goes and what is in it, the parcel cover sheet, and 'ยืนยันการจัดส่ง'.

export function DeliveryScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useQuery(deliveryListQueryOptions(page));
  const [confirming, setConfirming] = useState<SellerOrderRow | null>(null);
  const rows = list.data?.orderList ?? [];

  return (
    <div className="space-y-4">
      <p className="text-slate-600">{t('sellerOrderWork.delivery.intro')}</p>
      {list.isError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {t('sellerOrderWork.loadFailed')}
        </p>
      ) : null}
      {list.isPending ? <p className="text-slate-600">{t('sellerOrderWork.loading')}</p> : null}
      {list.data && rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-600">
          {t('sellerOrderWork.delivery.empty')}
        </p>
      ) : null}
      {list.data ? (
        <p className="text-sm text-slate-600">
          {t('sellerOrderWork.delivery.count', { n: list.data.totalCount })}
        </p>
      ) : null}
      <ul className="grid gap-3 lg:grid-cols-2">
        {rows.map((row) => (
          <li key={row.id}>
            <DeliveryCard row={row} onConfirm={() => setConfirming(row)} />
          </li>
        ))}
      </ul>
      {list.data && list.data.totalPage > 1 ? (
        <Pager
          page={page}
          totalPages={list.data.totalPage}
          onPageChange={(p) => setParams(p === 1 ? {} : { page: String(p) })}
        />
      ) : null}
      {confirming ? (
        <ConfirmDeliveryDialog order={confirming} onClose={() => setConfirming(null)} />
      ) : null}
    </div>
  );
}

function DeliveryCard({ row, onConfirm }: { row: SellerOrderRow; onConfirm: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery(orderDetailQueryOptions(row.id));
  const order = detail.data?.order;
  const shipping = order?.shipping;
  return (
    <article
      data-testid="delivery-order"
      aria-label={t('sellerOrderWork.board.cardLabel', { no: row.orderNo })}
      className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link
          to={`/seller/order/detail/${row.id}`}
          className="text-lg font-bold break-all text-emerald-800 underline"
        >
          #{row.orderNo}
        </Link>
        <span className="text-sm text-slate-600">
          {t('sellerOrderWork.delivery.paidAt', {
            at: formatThaiDateTime(row.paidAt ?? row.createdAt),
          })}
        </span>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-600">
          {t('sellerOrderWork.delivery.receiver')}
        </h3>
        <p className="font-semibold text-slate-900">{shipping?.name || row.customerName}</p>
        {shipping?.tel || row.customerTel ? (
          <a
            href={`tel:${shipping?.tel || row.customerTel}`}
            className="text-emerald-800 underline"
          >
            {shipping?.tel || row.customerTel}
          </a>
        ) : null}
        {shipping ? (
          <p className="break-words text-slate-800">{shipping.address}</p>
        ) : detail.isPending ? (
          <p className="text-slate-500">{t('sellerOrderWork.loading')}</p>
        ) : null}
        {shipping?.remark ? (
          <p className="text-sm text-slate-600">
            {t('sellerOrderWork.delivery.remark', { remark: shipping.remark })}
          </p>
        ) : null}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-600">
          {t('sellerOrderWork.delivery.tyres')}
        </h3>
        {order ? (
          <ul className="text-sm text-slate-800">
            {order.items.map((item) => (
              <li key={item.id}>
                {item.title} × {item.quantity}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-800">
            {t('sellerOrderWork.delivery.itemCount', { n: row.itemCount })}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-700">
        {t('sellerOrderWork.delivery.total', { amount: formatBaht(row.total) })}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <Link
          to={`/seller/order/delivery-cover/${row.id}`}
          className="rounded-lg border border-slate-300 px-3 py-2 text-slate-800 hover:bg-slate-50"
        >
          {t('sellerOrderWork.delivery.cover')}
        </Link>
        <button
          type="button"
          onClick={onConfirm}
          className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
        >
          {t('sellerOrderWork.delivery.confirm')}
        </button>
      </div>
    </article>
  );
}
