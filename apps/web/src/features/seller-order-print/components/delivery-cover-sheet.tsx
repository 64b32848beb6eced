import type { SellerOrderDocumentResponse } from '@yangdee/contracts/seller-order-documents';
import { useTranslation } from '../../../lib/use-translation';
import { Barcode } from './barcode';
import { branchText } from './print-page';

// /seller/order/delivery-cover/:id (spec 2.3, issue 15 item 6): the sheet taped on the parcel:
// receiver first and largest (name, phone, full address), the sender, the order number in large
// type and as a Code 128 barcode, and the tyres in the parcel. One A4 page (decision 0088).

export function DeliveryCoverSheet({ data }: { data: SellerOrderDocumentResponse }) {
  const { t } = useTranslation();
  const { order, issuer } = data;
  const shipping = order.shipping;
  const tyreCount = order.items.reduce((n, item) => n + item.quantity, 0);
  return (
    <article
      className="print-sheet mx-auto max-w-[190mm] rounded-xl border border-slate-200 bg-white p-3 text-black sm:p-6"
      aria-labelledby="cover-title"
      data-testid="delivery-cover-sheet"
    >
      <header className="flex flex-wrap items-end justify-between gap-3 border-b-4 border-black pb-3">
        <h1 id="cover-title" className="text-2xl font-bold">
          {t('sellerOrderPrint.cover.title')}
        </h1>
        <p className="text-lg">{t('sellerOrderPrint.cover.parcels', { count: tyreCount })}</p>
      </header>

      {order.orderType !== 2 || !shipping ? (
        <p role="alert" className="mt-4 border-2 border-black p-3 font-bold">
          {t('sellerOrderPrint.cover.notDelivery')}
        </p>
      ) : null}
      {order.status === 99 ? (
        <p className="mt-4 border-2 border-black p-3 text-center text-lg font-bold">
          {t('sellerOrderPrint.cancelled', { reason: order.cancelReason })}
        </p>
      ) : null}

      <section
        className="keep mt-4 rounded-lg border-4 border-black p-4"
        aria-labelledby="cover-to"
      >
        <h2 id="cover-to" className="text-lg font-bold">
          {t('sellerOrderPrint.cover.to')}
        </h2>
        <p className="mt-1 text-3xl font-bold break-words" data-testid="cover-receiver">
          {shipping?.name ?? `${order.customer.firstName} ${order.customer.lastName}`}
        </p>
        <p className="mt-1 text-2xl font-bold">
          {t('sellerOrderPrint.tel', { tel: shipping?.tel || order.customer.tel })}
        </p>
        <p className="mt-2 text-2xl leading-snug break-words">{shipping?.address ?? ''}</p>
        {shipping?.remark ? (
          <p className="mt-2 text-lg">
            {t('sellerOrderPrint.cover.remark', { remark: shipping.remark })}
          </p>
        ) : null}
      </section>

      <section
        className="keep mt-4 rounded-lg border-2 border-black p-4"
        aria-labelledby="cover-from"
      >
        <h2 id="cover-from" className="font-bold">
          {t('sellerOrderPrint.cover.from')}
        </h2>
        <p className="text-lg font-semibold">
          {issuer.name}
          {issuer.branchName ? ` ${branchText(issuer.branchName, t)}` : ''}
        </p>
        <p>{issuer.address}</p>
        {issuer.tel ? <p>{t('sellerOrderPrint.tel', { tel: issuer.tel })}</p> : null}
      </section>

      <section
        className="keep mt-4 flex flex-col items-center gap-2 border-b-2 border-black pb-4"
        aria-label={t('sellerOrderPrint.cover.orderNumber')}
      >
        <p className="text-sm">{t('sellerOrderPrint.cover.orderNumber')}</p>
        <p className="text-4xl font-bold tracking-wider" data-testid="cover-order-no">
          {order.orderNo}
        </p>
        <Barcode
          value={order.orderNo}
          label={t('sellerOrderPrint.cover.barcode', { orderNo: order.orderNo })}
        />
        {order.trackingText ? (
          <p className="text-lg">
            {t('sellerOrderPrint.cover.tracking', {
              tracking: [order.carrier, order.trackingText].filter(Boolean).join(' '),
            })}
          </p>
        ) : null}
      </section>

      <table className="mt-3 w-full border-collapse text-base">
        <caption className="pb-1 text-left font-bold">
          {t('sellerOrderPrint.cover.contents')}
        </caption>
        <thead>
          <tr className="border-b-2 border-black text-left">
            <th scope="col" className="px-2 py-1">
              {t('sellerOrderPrint.receipt.item')}
            </th>
            <th scope="col" className="px-2 py-1 text-right">
              {t('sellerOrderPrint.cover.quantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-b border-slate-400">
              <td className="px-2 py-1 break-words">{item.title}</td>
              <td className="px-2 py-1 text-right text-lg font-bold whitespace-nowrap">
                {t('sellerOrderPrint.cover.tyres', { count: item.quantity })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
