import '../../../lib/cart-texts';
import { useMutation } from '@tanstack/react-query';
import {
  CARD_NUMBER_MAX_LENGTH,
  CCV_LENGTH,
  cardFormSchema,
  EXPIRY_MONTH_OPTIONS,
  expiryYearOptions,
  formatCardNumber,
  toCardTokenRequest,
} from '@yangdee/contracts/card-form';
import type { CardChargeResponse } from '@yangdee/contracts/cart';
import {
  isProviderSuccess,
  PAYMENT_ALERT_TITLES,
  providerResultMessage,
} from '@yangdee/contracts/payment-results';
import { keepDigits } from '@yangdee/contracts/validation';
import { useId, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { CardTokenError, chargeCardPayment, errorMessage, requestCardToken } from '../api/cart-api';
import type { PaymentSelection } from '../lib/payment-choices';
import { useCartAlert } from './cart-alert';
import { PayButton, useProviderPost } from './provider-post';

// Spec 2.10 (card, prepaidCard) and 5 "Payment form": the card form, every field required. The
// browser sends the card straight to the provider for a one-time token (spec 7 "Card payment
// provider"); our server only ever sees {token, paymentMethod} and answers the 3-D Secure form
// the browser posts to the provider. Card data lives in this form's state only: never logged,
// never stored, the CCV cleared after a failed attempt.

type CardFields = {
  name: string;
  number: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
};

const EMPTY: CardFields = {
  name: '',
  number: '',
  expirationMonth: '',
  expirationYear: '',
  securityCode: '',
};

const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const labelClass = 'block text-sm font-medium text-slate-800';

export function CardPayment({ selection }: { selection: PaymentSelection }) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const id = useId();
  const years = useMemo(() => expiryYearOptions(), []);
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const provider = useProviderPost();
  const set = (key: keyof CardFields) => (value: string) =>
    setFields((f) => ({ ...f, [key]: value }));

  const failed = (title: string, message: string, onClose?: () => void) => {
    setFields((f) => ({ ...f, securityCode: '' }));
    alert(title, message, onClose);
  };

  const onCharged = (charge: CardChargeResponse) => {
    if (!charge.isValid) {
      failed(PAYMENT_ALERT_TITLES.invalid, charge.message, () => {
        if (charge.redirectLink) window.location.assign(charge.redirectLink);
      });
      return;
    }
    if (!isProviderSuccess(charge.resultCode)) {
      failed(PAYMENT_ALERT_TITLES.failure, charge.resultMessage || charge.message);
      return;
    }
    // The card is with the provider now: wipe it before the page leaves for 3-D Secure.
    setFields(EMPTY);
    provider.post(charge);
  };

  const pay = useMutation({
    // The card is read from the form when the mutation runs, so it is never kept as the
    // mutation's variables; nothing is cached once the form is gone.
    mutationFn: async () => {
      const token = await requestCardToken(toCardTokenRequest(cardFormSchema().parse(fields)));
      return chargeCardPayment(token, selection.method);
    },
    gcTime: 0,
    onSuccess: onCharged,
    onError: (error) => {
      if (error instanceof CardTokenError) {
        failed(PAYMENT_ALERT_TITLES.failure, providerResultMessage(error.resultCode));
      } else if (error instanceof ApiError) {
        failed(t('cart.errors.cannotProceed'), errorMessage(error, t('cart.errors.tryAgainText')));
      } else {
        // The provider could not be reached (network) or answered no JSON.
        failed(PAYMENT_ALERT_TITLES.failure, t('cart.errors.tryAgainText'));
      }
    },
  });
  const isWorking = pay.isPending || provider.isLeaving;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (isWorking) return;
    const check = cardFormSchema().safeParse(fields);
    if (!check.success) {
      alert(PAYMENT_ALERT_TITLES.failure, check.error.issues[0]?.message ?? '');
      return;
    }
    pay.mutate();
  };

  return (
    <form
      className="mt-4 grid gap-3"
      onSubmit={onSubmit}
      noValidate
      autoComplete="on"
      data-testid="card-payment"
    >
      <label htmlFor={`${id}-name`} className={labelClass}>
        {t('cart.card.name')}
        <input
          id={`${id}-name`}
          value={fields.name}
          onChange={(e) => set('name')(e.target.value)}
          autoComplete="cc-name"
          maxLength={100}
          required
          className={inputClass}
        />
      </label>
      <label htmlFor={`${id}-number`} className={labelClass}>
        {t('cart.card.number')}
        <input
          id={`${id}-number`}
          value={fields.number}
          onChange={(e) => set('number')(formatCardNumber(e.target.value))}
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={CARD_NUMBER_MAX_LENGTH}
          required
          className={`${inputClass} tracking-wider`}
        />
      </label>
      <div className="grid grid-cols-3 gap-3">
        <label htmlFor={`${id}-month`} className={labelClass}>
          {t('cart.card.expiryMonth')}
          <select
            id={`${id}-month`}
            value={fields.expirationMonth}
            onChange={(e) => set('expirationMonth')(e.target.value)}
            autoComplete="cc-exp-month"
            required
            className={inputClass}
          >
            <option value="">{t('cart.card.month')}</option>
            {EXPIRY_MONTH_OPTIONS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-year`} className={labelClass}>
          {t('cart.card.expiryYear')}
          <select
            id={`${id}-year`}
            value={fields.expirationYear}
            onChange={(e) => set('expirationYear')(e.target.value)}
            autoComplete="cc-exp-year"
            required
            className={inputClass}
          >
            <option value="">{t('cart.card.year')}</option>
            {years.map((y) => (
              <option key={y.value} value={y.value}>
                {y.label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-ccv`} className={labelClass}>
          {t('cart.card.ccv')}
          <input
            id={`${id}-ccv`}
            type="password"
            value={fields.securityCode}
            onChange={(e) => set('securityCode')(keepDigits(e.target.value))}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={CCV_LENGTH}
            required
            className={inputClass}
          />
        </label>
      </div>
      <p className="text-sm text-slate-600">{t('cart.card.secureNote')}</p>
      <PayButton paid={selection.paid} isWorking={isWorking} />
    </form>
  );
}
