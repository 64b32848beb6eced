import '../../../lib/cart-texts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage, orderStatusQueryOptions, qrDataQueryOptions } from '../api/cart-api';

// Spec 2.10 (scanQR, prepaidQR) and 4 "QR payment": the QR image with a 'qrpayment-{date}'
// download and a spinner while it loads; the order is polled every 3 s; once it is paid
// (statusCode 1–6, WAITING_CONFIRM and on) polling stops and the shopper goes to its receipt.
// When this attempt was cancelled because another attempt of the same cart was paid (an old QR
// paid after switching methods), the receipt shown is that order's (`paidOrderNo`, decision
// 0134), never this cancelled one's. Opening the modal again shows the same QR while the cart is
// unchanged (the server reuses the attempt). Closing the modal unmounts this and stops polling.

const WAITING_CONFIRM = 1;
const CANCELLED = 99;

export function QrPayment() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A fresh attempt each time the modal opens (this component mounts).
  const [attempt] = useState(() => Date.now());
  const qr = useQuery(qrDataQueryOptions(attempt));
  const orderNo = qr.data?.orderNo ?? '';
  const status = useQuery(orderStatusQueryOptions(orderNo));
  const code = status.data?.statusCode ?? 0;
  const paidOrderNo =
    code === CANCELLED
      ? (status.data?.paidOrderNo ?? null)
      : code >= WAITING_CONFIRM
        ? orderNo
        : null;

  useEffect(() => {
    if (paidOrderNo) navigate(`/order/receipt/${encodeURIComponent(paidOrderNo)}`);
  }, [paidOrderNo, navigate]);

  if (qr.isPending) {
    return (
      <div className="mt-4 flex justify-center" role="status" aria-label={t('cart.qr.loading')}>
        <Spinner />
      </div>
    );
  }
  if (qr.isError) {
    return (
      <p role="alert" className="mt-4 text-red-800">
        {errorMessage(qr.error, t('cart.errors.tryAgainText'))}
      </p>
    );
  }
  const { image, date } = qr.data.qrcode;
  if (code === CANCELLED && !paidOrderNo) {
    return (
      <p role="alert" className="mt-4 text-red-800" data-testid="qr-cancelled">
        {t('cart.qr.cancelled')}
      </p>
    );
  }
  return (
    <div className="mt-4 grid justify-items-center gap-2 text-center" data-testid="qr-payment">
      <img src={image} alt={t('cart.qr.imageAlt')} width={240} height={240} />
      <p className="text-sm text-slate-700">{t('cart.qr.howTo')}</p>
      <a
        href={image}
        download={`qrpayment-${date}.png`}
        className="text-sm font-semibold text-emerald-800 underline"
      >
        {t('cart.qr.download')}
      </a>
      <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
        <Spinner size={16} />
        {t('cart.qr.waiting', { orderNo })}
      </p>
    </div>
  );
}
