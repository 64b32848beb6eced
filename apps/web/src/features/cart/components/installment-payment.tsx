import '../../../lib/cart-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { InstallmentDataBodySchema, type InstallmentDataResponse } from '@yangdee/contracts/cart';
import {
  INSTALMENT_ISSUERS,
  instalmentTermsFor,
  isInstalmentAllowed,
} from '@yangdee/contracts/payment-banks';
import { PAYMENT_ALERT_TITLES } from '@yangdee/contracts/payment-results';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage, generateInstallmentData } from '../api/cart-api';
import type { PaymentSelection } from '../lib/payment-choices';
import { useCartAlert } from './cart-alert';
import { PayButton, useProviderPost } from './provider-post';

// Spec 2.10 (installment1, installment2) and 5 "Payment form": the credit card's bank, the term
// the shopper chose on the payment panel (read-only here), then the form post to the provider's
// instalment page. Banks without a plan for that term (or amount) are listed but disabled.

const IssuerFormSchema = InstallmentDataBodySchema.pick({ bankCode: true });
type IssuerForm = { bankCode: string };

export function InstallmentPayment({ selection }: { selection: PaymentSelection }) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const id = useId();
  const form = useForm<IssuerForm>({
    resolver: zodResolver(IssuerFormSchema),
    defaultValues: { bankCode: '' },
  });
  const provider = useProviderPost();
  const period = selection.installmentPeriod;
  const amountSatang = Math.round(selection.paid * 100);
  // Below the provider's minimums no bank has a plan: say so rather than 'no N-month plan'.
  const why = isInstalmentAllowed(amountSatang, period)
    ? t('cart.installment.noPlan', { n: period })
    : t('cart.installment.belowMinimum');

  const onData = (data: InstallmentDataResponse) => {
    if (!data.isValid) {
      alert(PAYMENT_ALERT_TITLES.invalid, data.message, () => {
        if (data.redirectLink) window.location.assign(data.redirectLink);
      });
      return;
    }
    provider.post(data);
  };

  const start = useMutation({
    mutationFn: (bankCode: string) => generateInstallmentData(bankCode, period, selection.method),
    onSuccess: onData,
    onError: (error) =>
      alert(t('cart.errors.cannotProceed'), errorMessage(error, t('cart.errors.tryAgainText'))),
  });
  const isWorking = start.isPending || provider.isLeaving;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (isWorking) return;
    void form.handleSubmit(
      ({ bankCode }) => start.mutate(bankCode),
      (errors) => alert(PAYMENT_ALERT_TITLES.failure, errors.bankCode?.message ?? ''),
    )(event);
  };

  return (
    <form
      className="mt-4 grid gap-3"
      onSubmit={onSubmit}
      noValidate
      data-testid="installment-payment"
    >
      <p className="font-medium" data-testid="installment-term">
        {t('cart.installment.term', { n: period })}
      </p>
      <Field id={id} label={t('cart.installment.bank')}>
        <select
          id={id}
          {...form.register('bankCode')}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        >
          <option value="">{t('cart.installment.choose')}</option>
          {INSTALMENT_ISSUERS.map((issuer) => {
            const isOffered = instalmentTermsFor(issuer.code, amountSatang).includes(period);
            return (
              <option key={issuer.code} value={issuer.code} disabled={!isOffered}>
                {isOffered ? issuer.name : `${issuer.name} ${why}`}
              </option>
            );
          })}
        </select>
      </Field>
      <PayButton paid={selection.paid} isWorking={isWorking} />
    </form>
  );
}
