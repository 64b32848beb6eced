import { useQuery } from '@tanstack/react-query';
import { ORDER_TYPE, orderStatusText } from '@yangdee/contracts/order-status';
import type { CancelOrderBody, SellerOrderDetail } from '@yangdee/contracts/seller-orders';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError, type FieldErrors } from '../../../lib/api';
import { formatBaht } from '../../../lib/format-baht';
import { formatThaiDate, formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import {
  sellerOrderDetailQueryOptions,
  useCancelOrder,
  useConfirmOrder,
} from '../api/seller-orders';
import { slotText } from '../lib/order-filter';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderMessages } from './order-messages';
import { PassedAppointment, RemainCollection } from './order-shop-day';
import { OrderStatusBadge } from './order-status-badge';

// /seller/order/detail/:id (spec 2.3, issue 15 items 2 and 3): everything the shop needs to do
// the job, the status timeline, and the actions this staff member may take now (the server says
// which in `actions`). A refused action (409: someone else handled it) shows the Thai message and
// the detail is fetched again.

const card = 'rounded-xl border border-slate-200 bg-white p-4';
const h2 = 'mb-3 text-lg font-semibold text-slate-900';
const button = 'rounded-lg px-4 py-2 font-semibold text-center';

export function OrderDetailScreen() {
  const { t } = useTranslation();
  const { id: raw } = useParams();
  const id = Number(raw);
  const isValidId = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...sellerOrderDetailQueryOptions(id), enabled: isValidId });
  if (!isValidId || detail.error) {
    const message =
      detail.error instanceof ApiError ? detail.error.message : t('sellerOrders.detail.notFound');
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {isValidId ? message : t('sellerOrders.detail.notFound')}
        </p>
        <BackLink />
      </div>
    );
  }
  if (!detail.data) {
    return <p className="text-slate-600">{t('sellerOrders.detail.loading')}</p>;
  }
  return <OrderDetailView order={detail.data.order} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/seller/order/manage"
      className="inline-block font-semibold text-emerald-800 underline"
    >
      ‹ {t('sellerOrders.detail.back')}
    </Link>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd
        className="min-w-0 text-right font-medium break-words text-slate-900"
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}

function OrderDetailView({ order }: { order: SellerOrderDetail }) {
  const { t } = useTranslation();
  const confirm = useConfirmOrder();
  const cancel = useCancelOrder();
  const [dialog, setDialog] = useState<'confirm' | 'cancel' | null>(null);
  const [isPassedAcknowledged, setIsPassedAcknowledged] = useState(false);
  const mustAcknowledge = order.appointmentPassed && order.actions.confirm;
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const [cancelErrors, setCancelErrors] = useState<FieldErrors | undefined>();
  const baht = (n: number) => t('sellerOrders.baht', { amount: formatBaht(n) });
  const isService = order.orderType === ORDER_TYPE.SERVICE;
  const a = order.actions;

  const fail = (error: unknown) => {
    setDialog(null);
    setFailure(error instanceof ApiError ? error.message : t('sellerOrders.detail.actionFailed'));
  };
  const onConfirm = async () => {
    setNotice('');
    setFailure('');
    try {
      const result = await confirm.mutateAsync({
        id: order.id,
        acknowledgePassedAppointment: mustAcknowledge && isPassedAcknowledged,
      });
      setDialog(null);
      setNotice(result.message || t('sellerOrders.detail.confirmed'));
    } catch (error) {
      fail(error);
    }
  };
  const onCancel = async (body: CancelOrderBody) => {
    setNotice('');
    setFailure('');
    setCancelErrors(undefined);
    try {
      const result = await cancel.mutateAsync(body);
      setDialog(null);
      setNotice(result.message || t('sellerOrders.detail.cancelled'));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors && error.status === 422) {
        setCancelErrors(error.fieldErrors);
        return;
      }
      fail(error);
    }
  };

  const carText = [order.customer.carBrand, order.customer.carModel].filter(Boolean).join(' ');
  const plate = [order.customer.licenseNumber, order.customer.licenseProvince]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="space-y-4" data-testid="order-detail">
      <BackLink />
      <section className={card} aria-labelledby="order-head">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="order-head" className="text-xl font-bold break-all text-emerald-900">
              {t('sellerOrders.detail.orderNo', { orderNo: order.orderNo })}
            </h2>
            <p className="text-sm text-slate-600">
              {t('sellerOrders.detail.orderedAt', { at: formatThaiDateTime(order.createdAt) })}
            </p>
            <p className="text-sm text-slate-600">
              {t(`sellerOrders.type.${order.orderType}`)} · {order.storeName}
            </p>
          </div>
          <OrderStatusBadge status={order.status} text={order.statusText} />
        </div>
        <p
          role="status"
          className="mt-2 min-h-0 font-semibold text-emerald-800"
          data-testid="order-notice"
        >
          {notice}
        </p>
        {failure ? (
          <p
            role="alert"
            className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800"
          >
            {failure}
          </p>
        ) : null}
        {mustAcknowledge ? (
          <PassedAppointment
            isAcknowledged={isPassedAcknowledged}
            onAcknowledge={setIsPassedAcknowledged}
          />
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {a.confirm ? (
            <button
              type="button"
              disabled={mustAcknowledge && !isPassedAcknowledged}
              onClick={() => setDialog('confirm')}
              className={`${button} bg-emerald-800 text-white hover:bg-emerald-900 disabled:opacity-50`}
            >
              {t('sellerOrders.actions.confirm')}
            </button>
          ) : null}
          {a.confirmService ? (
            <Link
              to={`/seller/order/service${order.appointmentDate ? `?date=${order.appointmentDate}` : ''}`}
              className={`${button} bg-emerald-800 text-white hover:bg-emerald-900`}
            >
              {t('sellerOrders.actions.confirmService')}
            </Link>
          ) : null}
          {a.confirmDelivery ? (
            <Link
              to="/seller/order/delivery"
              className={`${button} bg-emerald-800 text-white hover:bg-emerald-900`}
            >
              {t('sellerOrders.actions.confirmDelivery')}
            </Link>
          ) : null}
          <a
            href={`/seller/order/receipt/${order.id}`}
            target="_blank"
            rel="noopener"
            className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}
          >
            {t('sellerOrders.actions.receipt')}
          </a>
          {!isService ? (
            <a
              href={`/seller/order/delivery-cover/${order.id}`}
              target="_blank"
              rel="noopener"
              className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}
            >
              {t('sellerOrders.actions.deliveryCover')}
            </a>
          ) : null}
          {a.cancel ? (
            <button
              type="button"
              onClick={() => {
                setCancelErrors(undefined);
                setDialog('cancel');
              }}
              className={`${button} border border-red-300 text-red-700 hover:bg-red-50`}
            >
              {t('sellerOrders.actions.cancel')}
            </button>
          ) : null}
        </div>
      </section>

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <section className={card} aria-labelledby="order-items">
            <h2 id="order-items" className={h2}>
              {t('sellerOrders.detail.items')}
            </h2>
            <ul className="divide-y divide-slate-100" data-testid="order-items">
              {order.items.map((item) => (
                <li key={item.id} className="py-3 first:pt-0">
                  <p className="font-semibold break-words text-slate-900">{item.title}</p>
                  <p className="text-sm text-slate-700">
                    {[
                      item.size && t('sellerOrders.detail.size', { size: item.size }),
                      item.year && t('sellerOrders.detail.year', { year: item.year }),
                      t('sellerOrders.detail.quantity', { count: item.quantity }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('sellerOrders.detail.unitPrice', {
                      price: formatBaht(item.unitPrice),
                      total: formatBaht(item.lineTotal),
                    })}
                  </p>
                  {item.dotCodes.length > 0 ? (
                    <p className="text-sm text-slate-700" data-testid="item-dot">
                      {t('sellerOrders.detail.dotCodes', { codes: item.dotCodes.join(', ') })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            {order.services.length > 0 ? (
              <>
                <h3 className="mt-3 font-semibold text-slate-900">
                  {t('sellerOrders.detail.services')}
                </h3>
                <ul className="text-sm text-slate-700">
                  {order.services.map((s) => (
                    <li key={s.title} className="flex justify-between gap-3 py-0.5">
                      <span>{s.title}</span>
                      <span>{s.price > 0 ? baht(s.price) : t('sellerOrders.detail.free')}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {order.discounts.length > 0 ? (
              <>
                <h3 className="mt-3 font-semibold text-slate-900">
                  {t('sellerOrders.detail.discounts')}
                </h3>
                <ul className="text-sm text-slate-700">
                  {order.discounts.map((d) => (
                    <li key={d.title} className="flex justify-between gap-3 py-0.5">
                      <span>{d.title}</span>
                      <span>-{baht(d.amount)}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          <section className={card} aria-labelledby="order-money">
            <h2 id="order-money" className={h2}>
              {t('sellerOrders.detail.payment')}
            </h2>
            <dl className="text-sm">
              <Row label={t('sellerOrders.detail.subtotal')}>{baht(order.subtotal)}</Row>
              {order.serviceTotal > 0 ? (
                <Row label={t('sellerOrders.detail.serviceTotal')}>{baht(order.serviceTotal)}</Row>
              ) : null}
              {order.deliveryFee > 0 ? (
                <Row label={t('sellerOrders.detail.deliveryFee')}>{baht(order.deliveryFee)}</Row>
              ) : null}
              {order.discountTotal > 0 ? (
                <Row label={t('sellerOrders.detail.discountTotal')}>
                  -{baht(order.discountTotal)}
                </Row>
              ) : null}
              <Row label={t('sellerOrders.detail.total')} testId="order-total-amount">
                <span className="text-base font-bold">{baht(order.total)}</span>
              </Row>
              <Row label={t('sellerOrders.detail.method')} testId="order-method">
                {order.paymentMethodText}
              </Row>
              <Row label={t('sellerOrders.detail.paidNow')} testId="order-paid-now">
                {baht(order.paidNow)}
                {order.paidAt ? (
                  <span className="block text-xs font-normal text-slate-600">
                    {formatThaiDateTime(order.paidAt)}
                  </span>
                ) : null}
              </Row>
              {order.remain > 0 ? (
                <Row label={t('sellerOrders.detail.remain')} testId="order-remain">
                  <span className={order.remainCollected ? 'text-emerald-800' : 'text-amber-800'}>
                    {baht(order.remain)}{' '}
                    {order.remainCollected
                      ? t('sellerOrders.detail.remainCollected')
                      : t('sellerOrders.detail.remainToCollect')}
                  </span>
                  <RemainCollection
                    order={order}
                    onDone={(message) => {
                      setFailure('');
                      setNotice(message);
                    }}
                    onFail={(message) => {
                      setNotice('');
                      setFailure(message);
                    }}
                  />
                </Row>
              ) : null}
            </dl>
            {order.refund ? (
              <p
                className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
                data-testid="order-refund"
              >
                {t(
                  order.refund.status === 'refunded'
                    ? 'sellerOrders.detail.refunded'
                    : 'sellerOrders.detail.refundOwed',
                  { amount: formatBaht(order.refund.amount), reason: order.refund.reason },
                )}
                {order.refund.stepText ? (
                  <span className="mt-1 block" data-testid="order-refund-step">
                    {t('sellerOrders.detail.refundStep', { step: order.refund.stepText })}
                  </span>
                ) : null}
              </p>
            ) : null}
          </section>

          <section className={card} aria-labelledby="order-history">
            <h2 id="order-history" className={h2}>
              {t('sellerOrders.detail.history')}
            </h2>
            <ol className="relative ml-2 border-l-2 border-emerald-200" data-testid="order-history">
              {order.history.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: history entries have no id
                <li key={i} className="relative pb-4 pl-5 last:pb-0">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[7px] h-3 w-3 rounded-full bg-emerald-700"
                  />
                  <p className="font-semibold text-slate-900">{h.note}</p>
                  <p className="text-sm text-slate-600">
                    {formatThaiDateTime(h.at)} · {h.actorName}
                    {h.toStatus > 0 ? ` · ${orderStatusText(h.toStatus)}` : ''}
                  </p>
                </li>
              ))}
            </ol>
          </section>

          <OrderMessages orderId={order.id} className={card} />
        </div>

        <div className="space-y-4">
          <section className={card} aria-labelledby="order-customer">
            <h2 id="order-customer" className={h2}>
              {t('sellerOrders.detail.customer')}
            </h2>
            <dl className="text-sm">
              <Row label={t('sellerOrders.detail.name')} testId="order-customer-name">
                {[order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ') ||
                  '–'}
              </Row>
              <Row label={t('sellerOrders.detail.tel')}>
                {order.customer.tel ? (
                  <a href={`tel:${order.customer.tel}`} className="text-emerald-800 underline">
                    {order.customer.tel}
                  </a>
                ) : (
                  '–'
                )}
              </Row>
              {order.customer.email ? (
                <Row label={t('sellerOrders.detail.email')}>{order.customer.email}</Row>
              ) : null}
              {plate ? (
                <Row label={t('sellerOrders.detail.plate')} testId="order-plate">
                  {plate}
                </Row>
              ) : null}
              {carText ? <Row label={t('sellerOrders.detail.car')}>{carText}</Row> : null}
            </dl>
          </section>

          {isService ? (
            <section className={card} aria-labelledby="order-slot">
              <h2 id="order-slot" className={h2}>
                {t('sellerOrders.detail.appointment')}
              </h2>
              <dl className="text-sm">
                <Row label={t('sellerOrders.detail.date')} testId="order-appointment">
                  {order.appointmentDate ? formatThaiDate(order.appointmentDate) : '–'}
                </Row>
                <Row label={t('sellerOrders.detail.time')} testId="order-appointment-time">
                  {slotText(order.appointmentTime, order.appointmentTo) || '–'}
                </Row>
                {order.bay ? (
                  <Row label={t('sellerOrders.detail.bay')} testId="order-bay">
                    {t('sellerOrders.list.bay', { n: order.bay })}
                  </Row>
                ) : null}
              </dl>
            </section>
          ) : (
            <section className={card} aria-labelledby="order-shipping">
              <h2 id="order-shipping" className={h2}>
                {t('sellerOrders.detail.shipping')}
              </h2>
              {order.shipping ? (
                <dl className="text-sm">
                  <Row label={t('sellerOrders.detail.receiver')}>{order.shipping.name}</Row>
                  <Row label={t('sellerOrders.detail.tel')}>{order.shipping.tel || '–'}</Row>
                  <Row label={t('sellerOrders.detail.address')} testId="order-address">
                    {order.shipping.address}
                  </Row>
                  {order.shipping.remark ? (
                    <Row label={t('sellerOrders.detail.remark')}>{order.shipping.remark}</Row>
                  ) : null}
                </dl>
              ) : null}
              {order.carrier || order.trackingText ? (
                <dl className="mt-2 border-t border-slate-100 pt-2 text-sm">
                  <Row label={t('sellerOrders.detail.carrier')}>{order.carrier || '–'}</Row>
                  <Row label={t('sellerOrders.detail.tracking')} testId="order-tracking">
                    {order.trackingText || '–'}
                  </Row>
                </dl>
              ) : null}
            </section>
          )}

          <section className={card} aria-labelledby="order-tax">
            <h2 id="order-tax" className={h2}>
              {t('sellerOrders.detail.taxInvoice')}
            </h2>
            {order.taxInvoice ? (
              <dl className="text-sm" data-testid="order-tax">
                <Row label={t('sellerOrders.detail.taxKind')}>
                  {order.taxInvoice.electronic
                    ? t('sellerOrders.detail.taxElectronic')
                    : t('sellerOrders.detail.taxPaper')}
                </Row>
                <Row label={t('sellerOrders.detail.taxId')}>{order.taxInvoice.taxId}</Row>
                <Row label={t('sellerOrders.detail.taxName')}>{order.taxInvoice.name}</Row>
                <Row label={t('sellerOrders.detail.address')}>{order.taxInvoice.address}</Row>
                {order.taxInvoice.email ? (
                  <Row label={t('sellerOrders.detail.email')}>{order.taxInvoice.email}</Row>
                ) : null}
                <Row label={t('sellerOrders.detail.invoiceNo')}>
                  {order.taxInvoice.invoiceNo ?? t('sellerOrders.detail.invoicePending')}
                </Row>
              </dl>
            ) : (
              <p className="text-sm text-slate-600">{t('sellerOrders.detail.noTaxInvoice')}</p>
            )}
          </section>

          {order.cancelReason ? (
            <section className={card} aria-labelledby="order-cancel">
              <h2 id="order-cancel" className={h2}>
                {t('sellerOrders.detail.cancelReason')}
              </h2>
              <p className="text-sm text-slate-800" data-testid="order-cancel-reason">
                {order.cancelReason}
              </p>
            </section>
          ) : null}
        </div>
      </div>

      <ConfirmDialog
        isOpen={dialog === 'confirm'}
        title={t('sellerOrders.confirm.title')}
        message={[
          mustAcknowledge ? t('sellerOrders.confirm.passedWarning') : '',
          t(isService ? 'sellerOrders.confirm.service' : 'sellerOrders.confirm.delivery', {
            orderNo: order.orderNo,
          }),
        ]
          .filter(Boolean)
          .join('\n')}
        isBusy={confirm.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setDialog(null)}
      />
      <CancelOrderDialog
        order={order}
        isOpen={dialog === 'cancel'}
        isBusy={cancel.isPending}
        serverErrors={cancelErrors}
        onConfirm={(body) => void onCancel(body)}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
