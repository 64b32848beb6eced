import '../../../lib/cart-texts';
import { ModalClose, ModalShell } from '../../../components/modal-shell';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import type { PaymentSelection } from '../lib/payment-choices';
import { BankingPayment } from './banking-payment';
import { CardPayment } from './card-payment';
import { InstallmentPayment } from './installment-payment';
import { QrPayment } from './qr-payment';

// Spec 2.10 payment modal: the chosen method and the amount to pay, with a close button; for QR
// methods the PromptPay QR and the wait for payment; for mobile banking the bank select and the
// form post to the provider; for card and deposit card the card form (tokenized in the browser by
// the provider) and the 3-D Secure post; for instalments the card's bank and the form post to the
// provider's instalment page.

const QR_METHODS = new Set(['scanQR', 'prepaidQR']);
const BANKING_METHODS = new Set(['internetBanking', 'prepaidIBanking']);
const CARD_METHODS = new Set(['card', 'prepaidCard']);
const INSTALLMENT_METHODS = new Set(['installment1', 'installment2']);

export function PaymentModal({
  selection,
  isOpen,
  onClose,
}: {
  selection: PaymentSelection | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalShell
      kind="modal-sm"
      isOpen={isOpen && selection !== null}
      onClose={onClose}
      testId="payment-modal"
      title={t('cart.payment.modalTitle')}
      description={
        selection ? (
          <div className="mt-3 grid gap-1">
            <p data-testid="payment-modal-method">
              {t(`cart.payment.method.${selection.method}`, { n: selection.installmentPeriod })}
              {selection.installmentPeriod
                ? ` · ${t('cart.payment.months', { n: selection.installmentPeriod })}`
                : ''}
            </p>
            <p className="text-2xl font-bold text-emerald-800" data-testid="payment-modal-amount">
              {t('cart.payment.pay', {
                paidText: t('cart.baht', { price: formatBaht(selection.paid) }),
              })}
            </p>
          </div>
        ) : undefined
      }
    >
      {selection && QR_METHODS.has(selection.method) ? <QrPayment /> : null}
      {selection && BANKING_METHODS.has(selection.method) ? (
        <BankingPayment selection={selection} />
      ) : null}
      {selection && CARD_METHODS.has(selection.method) ? (
        <CardPayment selection={selection} />
      ) : null}
      {selection && INSTALLMENT_METHODS.has(selection.method) ? (
        <InstallmentPayment selection={selection} />
      ) : null}
      <div className="mt-5 text-right">
        <ModalClose className="rounded-lg border border-slate-300 px-4 py-2">
          {t('common.close')}
        </ModalClose>
      </div>
    </ModalShell>
  );
}
