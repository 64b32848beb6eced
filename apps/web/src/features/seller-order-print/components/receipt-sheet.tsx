import '../../../lib/my-texts';
import type { SellerOrderDocumentResponse } from '@yangdee/contracts/seller-order-documents';
import { appointmentTimeText } from '../../../lib/appointment-text';
import { formatNumber } from '../../../lib/format-baht';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { branchText } from './print-page';

// /seller/order/receipt/:id (spec 2.3, issue 15 item 6): the shop's A4 receipt, or receipt / tax
// invoice when the shopper asked for one: the shop's registered name, address and tax id (head
// office or branch), the serial, the Buddhist-era date, the buyer, every line, the VAT included
// and what was paid online and what is left to pay at the shop.

const money = (v: number) => formatNumber(v, 2);

export function ReceiptSheet({ data }: { data: SellerOrderDocumentResponse }) {
  const { t } = useTranslation();
  const { order, issuer, document } = data;
  const title = document.isTaxInvoice
    ? t('sellerOrderPrint.receipt.taxInvoiceTitle')
    : t('sellerOrderPrint.receipt.title');
  const buyerName = `${order.customer.firstName} ${order.customer.lastName}`.trim();
  const lines: Array<{ key: string; title: string; qty?: number; unit?: number; amount: number }> =
    [
      ...order.items.map((item) => ({
        key: `i${item.id}`,
        // The frozen title already names brand, model, size and production year.
        title: item.title,
        qty: item.quantity,
        unit: item.unitPrice,
        amount: item.lineTotal,
      })),
      ...order.services.map((s, i) => ({
        key: `s${i}`,
        title: s.price > 0 ? s.title : `${s.title} (${t('sellerOrderPrint.free')})`,
        amount: s.price,
      })),
      ...(order.deliveryFee > 0
        ? [
            {
              key: 'd',
              title: t('sellerOrderPrint.receipt.deliveryFee'),
              amount: order.deliveryFee,
            },
          ]
        : []),
      ...order.discounts.map((d, i) => ({ key: `x${i}`, title: d.title, amount: -d.amount })),
    ];
  const cell = 'border-b border-slate-300 px-2 py-1.5 align-top';
  return (
    <article
      className="print-sheet mx-auto max-w-[190mm] rounded-xl border border-slate-200 bg-white p-3 text-[13px] sm:p-6 leading-snug text-black"
      aria-labelledby="receipt-title"
      data-testid="receipt-sheet"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-3">
        <div className="min-w-0 sm:max-w-[60%] print:max-w-[60%]">
          <p className="text-lg font-bold">{issuer.legalName}</p>
          <p>
            {issuer.name}
            {issuer.branchName
              ? ` ${branchText(issuer.branchName, t)}`
              : ` (${t('sellerOrderPrint.headOffice')})`}
          </p>
          <p>{issuer.taxAddress}</p>
          {issuer.taxId ? <p>{t('sellerOrderPrint.taxId', { taxId: issuer.taxId })}</p> : null}
          {issuer.tel ? <p>{t('sellerOrderPrint.tel', { tel: issuer.tel })}</p> : null}
        </div>
        <div className="sm:text-right print:text-right">
          <h1 id="receipt-title" className="text-xl font-bold">
            {title}
          </h1>
          {document.isTaxInvoice ? (
            <p>
              {t('sellerOrderPrint.receipt.invoiceNo', {
                number: document.invoiceNo ?? t('sellerOrderPrint.receipt.noInvoiceNo'),
              })}
            </p>
          ) : null}
          <p>{t('sellerOrderPrint.orderNo', { orderNo: order.orderNo })}</p>
          <p>{t('sellerOrderPrint.receipt.date', { date: formatThaiDate(document.issuedAt) })}</p>
        </div>
      </header>

      {order.status === 99 ? (
        <p className="keep mt-3 border-2 border-black p-2 text-center font-bold">
          {t('sellerOrderPrint.cancelled', { reason: order.cancelReason })}
        </p>
      ) : null}

      <section className="keep grid gap-4 border-b border-slate-300 py-3 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="font-bold">{t('sellerOrderPrint.receipt.customer')}</h2>
          <p>{buyerName}</p>
          {order.customer.tel ? (
            <p>{t('sellerOrderPrint.tel', { tel: order.customer.tel })}</p>
          ) : null}
          {order.customer.licenseNumber ? (
            <p>
              {t('sellerOrderPrint.receipt.car', {
                car: [
                  order.customer.carBrand,
                  order.customer.carModel,
                  order.customer.licenseNumber,
                  order.customer.licenseProvince,
                ]
                  .filter(Boolean)
                  .join(' '),
              })}
            </p>
          ) : null}
          {order.appointmentDate ? (
            <p>
              {t('sellerOrderPrint.receipt.appointment', {
                date: formatThaiDate(order.appointmentDate),
                time: appointmentTimeText(t, order),
              })}
            </p>
          ) : null}
          {order.shipping ? (
            <p>{t('sellerOrderPrint.receipt.shipTo', { address: order.shipping.address })}</p>
          ) : null}
          {order.trackingText ? (
            <p>
              {t('sellerOrderPrint.receipt.tracking', {
                tracking: [order.carrier, order.trackingText].filter(Boolean).join(' '),
              })}
            </p>
          ) : null}
        </div>
        {order.taxInvoice ? (
          <div>
            <h2 className="font-bold">{t('sellerOrderPrint.receipt.taxBuyer')}</h2>
            <p>{order.taxInvoice.name || buyerName}</p>
            {order.taxInvoice.taxId ? (
              <p>{t('sellerOrderPrint.taxId', { taxId: order.taxInvoice.taxId })}</p>
            ) : null}
            <p>{order.taxInvoice.address}</p>
          </div>
        ) : null}
      </section>

      <div className="mt-3 overflow-x-auto print:overflow-visible">
        <table className="w-full border-collapse">
          <caption className="sr-only">{t('sellerOrderPrint.receipt.lines')}</caption>
          <thead>
            <tr className="border-b-2 border-black text-left">
              <th scope="col" className="px-2 py-1.5 w-8">
                {t('sellerOrderPrint.receipt.no')}
              </th>
              <th scope="col" className="px-2 py-1.5">
                {t('sellerOrderPrint.receipt.item')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right">
                {t('sellerOrderPrint.receipt.qty')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right">
                {t('sellerOrderPrint.receipt.unit')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right">
                {t('sellerOrderPrint.receipt.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={line.key}>
                <td className={cell}>{i + 1}</td>
                <td className={`${cell} break-words`}>{line.title}</td>
                <td className={`${cell} text-right`}>{line.qty ?? ''}</td>
                <td className={`${cell} text-right whitespace-nowrap`}>
                  {line.unit === undefined ? '' : money(line.unit)}
                </td>
                <td className={`${cell} text-right whitespace-nowrap`}>{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="keep ml-auto mt-3 w-full max-w-sm">
        {[
          [t('sellerOrderPrint.receipt.total'), money(order.total), true],
          [t('sellerOrderPrint.receipt.beforeVat'), money(document.totalBeforeVat), false],
          [t('sellerOrderPrint.receipt.vat'), money(document.vat), false],
          [
            t('sellerOrderPrint.receipt.paidOnline', { method: order.paymentMethodText }),
            money(order.paidNow),
            false,
          ],
          [
            order.remainCollected
              ? t('sellerOrderPrint.receipt.remainCollected')
              : t('sellerOrderPrint.receipt.remain'),
            money(order.remain),
            order.remain > 0,
          ],
        ].map(([label, value, strong]) => (
          <div
            key={String(label)}
            className={`flex justify-between gap-4 border-b border-slate-300 py-1 ${strong ? 'font-bold' : ''}`}
          >
            <dt>{label}</dt>
            <dd className="whitespace-nowrap text-right">
              {t('sellerOrderPrint.baht', { value })}
            </dd>
          </div>
        ))}
      </dl>

      <footer className="keep mt-10 grid grid-cols-2 gap-8 text-center">
        <p className="border-t border-black pt-1">{t('sellerOrderPrint.receipt.receivedBy')}</p>
        <p className="border-t border-black pt-1">{t('sellerOrderPrint.receipt.issuedBy')}</p>
      </footer>
    </article>
  );
}
