import '../../../lib/cart-texts';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Field, TextField, textInputClass } from '../../../components/form-field';
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
// never stored, the CCV cleared after a failed attempt. The form is react-hook-form with the
// contracts' card schema; its first message is told in the cart's alert.

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

export function CardPayment({ selection }: { selection: PaymentSelection }) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const id = useId();
  const years = useMemo(() => expiryYearOptions(), []);
  const schema = useMemo(() => cardFormSchema(), []);
  const form = useForm<CardFields>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const provider = useProviderPost();
  const number = form.register('number');

  const failed = (title: string, message: string, onClose?: () => void) => {
    form.setValue('securityCode', '');
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
    form.reset(EMPTY);
    provider.post(charge);
  };

  const pay = useMutation({
    // The card is read from the form when the mutation runs, so it is never kept as the
    // mutation's variables; nothing is cached once the form is gone.
    mutationFn: async () => {
      const token = await requestCardToken(toCardTokenRequest(schema.parse(form.getValues())));
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
    void form.handleSubmit(
      () => pay.mutate(),
      (errors) => alert(PAYMENT_ALERT_TITLES.failure, Object.values(errors)[0]?.message ?? ''),
    )(event);
  };

  return (
    <form
      className="mt-4 grid gap-3"
      onSubmit={onSubmit}
      noValidate
      autoComplete="on"
      data-testid="card-payment"
    >
      <TextField
        label={t('cart.card.name')}
        registration={form.register('name')}
        autoComplete="cc-name"
        maxLength={100}
        required
      />
      <TextField
        label={t('cart.card.number')}
        registration={{
          ...number,
          onChange: (e) => {
            e.target.value = formatCardNumber(e.target.value);
            return number.onChange(e);
          },
        }}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={CARD_NUMBER_MAX_LENGTH}
        required
        inputClassName={`${textInputClass} tracking-wider`}
      />
      <div className="grid grid-cols-3 gap-3">
        <Field id={`${id}-month`} label={t('cart.card.expiryMonth')}>
          <select
            id={`${id}-month`}
            {...form.register('expirationMonth')}
            autoComplete="cc-exp-month"
            required
            className={textInputClass}
          >
            <option value="">{t('cart.card.month')}</option>
            {EXPIRY_MONTH_OPTIONS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-year`} label={t('cart.card.expiryYear')}>
          <select
            id={`${id}-year`}
            {...form.register('expirationYear')}
            autoComplete="cc-exp-year"
            required
            className={textInputClass}
          >
            <option value="">{t('cart.card.year')}</option>
            {years.map((y) => (
              <option key={y.value} value={y.value}>
                {y.label}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          label={t('cart.card.ccv')}
          type="password"
          registration={form.register('securityCode')}
          isDigits
          autoComplete="cc-csc"
          maxLength={CCV_LENGTH}
          required
        />
      </div>
      <p className="text-sm text-slate-600">{t('cart.card.secureNote')}</p>
      <PayButton paid={selection.paid} isWorking={isWorking} />
    </form>
  );
}
