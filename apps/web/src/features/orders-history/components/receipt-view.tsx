import '../../../lib/my-texts';
import type { Receipt } from '@yangdee/contracts/order-history';
import { appointmentTimeText } from '../../../lib/appointment-text';
import { formatBaht } from '../../../lib/format-baht';
import { formatThaiDate, formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadReceipt } from '../api/order-history';
import { TrackingText } from './delivery-tracking';

// Printable receipt (spec 2.2 /my/receipt/:id, /my/receipt-fee/:id). The print stylesheet hides
// the site around it. `kind="fee"` shows the amount paid online (the deposit) only.

const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  #receipt, #receipt * { visibility: visible; }
  #receipt { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; box-shadow: none; }
  .no-print { display: none !important; }
}`;

export function ReceiptView({ receipt, kind }: { receipt: Receipt; kind: 'full' | 'fee' }) {
  const { t } = useTranslation();
  const download = useDownloadReceipt();
  const title =
    kind === 'fee'
      ? t('my.receipt.feeTitle')
      : receipt.taxInvoice
        ? t('my.receipt.taxInvoiceTitle')
        : t('my.receipt.title');
  const baht = (v: number) => t('my.common.baht', { value: formatBaht(v) });
  const row = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="no-print mb-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
        >
          {t('my.receipt.print')}
        </button>
        <button
          type="button"
          onClick={() => download.mutate(receipt.orderNo)}
          disabled={download.isPending}
          className="rounded-lg border border-emerald-800 px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50 disabled:opacity-60"
        >
          {download.isPending ? t('my.receipt.downloading') : t('my.receipt.downloadPdf')}
        </button>
        {download.isError ? (
          <p role="alert" className="text-red-700">
            {download.error.message}
          </p>
        ) : null}
      </div>
      <article
        id="receipt"
        aria-labelledby="receipt-title"
        className="rounded-xl border border-slate-200 bg-white p-6 text-slate-800"
      >
        <header className="flex flex-wrap justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <h2 id="receipt-title" className="text-xl font-bold">
              {title}
            </h2>
            <p>{t('my.order.orderNo', { orderNo: receipt.orderNo })}</p>
            {receipt.taxInvoice ? (
              <p>{t('my.receipt.taxInvoiceNo', { number: receipt.taxInvoice.number })}</p>
            ) : null}
            <p>
              {t('my.receipt.date', {
                date: formatThaiDateTime(receipt.paidAt ?? receipt.createdAt),
              })}
            </p>
            <p>{t('my.receipt.status', { status: receipt.statusText })}</p>
            <p>{t('my.receipt.method', { method: receipt.paymentMethodText })}</p>
          </div>
          <div className="text-right">
            <p className="font-semibold">{receipt.store.legalName}</p>
            <p>
              {receipt.store.name} {receipt.store.branchName}
            </p>
            {receipt.store.taxId ? (
              <p>{t('my.receipt.taxId', { taxId: receipt.store.taxId })}</p>
            ) : null}
            {receipt.taxInvoice ? <p>{receipt.taxInvoice.sellerBranch}</p> : null}
            <p className="max-w-xs">{receipt.store.address}</p>
            {receipt.store.tel ? <p>{t('my.receipt.tel', { tel: receipt.store.tel })}</p> : null}
          </div>
        </header>
        <section className="border-b border-slate-200 py-4" aria-label={t('my.receipt.buyer')}>
          <h3 className="font-semibold">{t('my.receipt.buyer')}</h3>
          <p>{receipt.buyer.taxName || receipt.buyer.name}</p>
          {receipt.buyer.taxId ? (
            <p>{t('my.receipt.taxId', { taxId: receipt.buyer.taxId })}</p>
          ) : null}
          <p>{receipt.buyer.address}</p>
          <p>{receipt.buyer.tel}</p>
          {receipt.appointmentDate ? (
            <p className="mt-2">
              {t('my.order.appointment', {
                date: formatThaiDate(receipt.appointmentDate),
                time: appointmentTimeText(t, receipt),
              })}
            </p>
          ) : null}
          {receipt.car ? (
            <p>
              {t('my.receipt.car', {
                car: `${receipt.car.carBrand} ${receipt.car.carModel} ${receipt.car.licenseNumber} ${receipt.car.licenseProvince}`,
              })}
            </p>
          ) : null}
          {receipt.delivery ? (
            <p>
              {t('my.receipt.delivery', {
                name: receipt.delivery.receiverName,
                address: receipt.delivery.address,
              })}
            </p>
          ) : null}
          {receipt.delivery?.trackingText ? (
            <div className="mt-1">
              <p className="font-semibold">{t('my.order.tracking')}</p>
              <TrackingText text={receipt.delivery.trackingText} />
            </div>
          ) : null}
        </section>
        {kind === 'full' ? (
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">{t('my.receipt.items')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left">
                <th scope="col" className="py-2">
                  {t('my.receipt.item')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('my.receipt.qty')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('my.receipt.unit')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('my.receipt.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {receipt.items.map((i) => (
                <tr key={i.title} className="border-b border-slate-100">
                  <td className="py-2">{i.title}</td>
                  <td className="py-2 text-right">{i.quantity}</td>
                  <td className="py-2 text-right">{formatBaht(i.unitPrice)}</td>
                  <td className="py-2 text-right">{formatBaht(i.lineTotal)}</td>
                </tr>
              ))}
              {receipt.services.map((s) => (
                <tr key={`s-${s.title}`} className="border-b border-slate-100">
                  <td className="py-2" colSpan={3}>
                    {s.title}
                  </td>
                  <td className="py-2 text-right">
                    {s.price === 0 ? t('my.receipt.free') : formatBaht(s.price)}
                  </td>
                </tr>
              ))}
              {receipt.discounts.map((d) => (
                <tr key={`d-${d.title}`} className="border-b border-slate-100 text-red-700">
                  <td className="py-2" colSpan={3}>
                    {d.title}
                  </td>
                  <td className="py-2 text-right">-{formatBaht(d.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <dl className="mt-4 ml-auto max-w-sm text-sm">
          {kind === 'full' ? (
            <>
              {receipt.deliveryFee > 0
                ? row(t('my.receipt.deliveryFee'), baht(receipt.deliveryFee))
                : null}
              {row(t('my.receipt.beforeVat'), baht(receipt.totalBeforeVat))}
              {row(t('my.receipt.vat'), baht(receipt.vat))}
              {row(t('my.order.total'), baht(receipt.total), true)}
            </>
          ) : (
            row(t('my.receipt.feeLine'), baht(receipt.paidNow), true)
          )}
          {row(t('my.order.paidNow'), baht(receipt.paidNow))}
          {receipt.isDeposit ? row(t('my.order.remain'), baht(receipt.remain)) : null}
          {receipt.installment
            ? row(
                t('my.receipt.installment', { months: receipt.installment.period }),
                baht(receipt.installment.perMonth),
              )
            : null}
        </dl>
        <p className="mt-4 text-xs text-slate-500">{t('my.receipt.vatNote')}</p>
      </article>
    </>
  );
}
