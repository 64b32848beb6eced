import '../../../lib/cart-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { BankingDataBodySchema } from '@yangdee/contracts/cart';
import { checkMobileBankingBank, MOBILE_BANKING_BANKS } from '@yangdee/contracts/payment-banks';
import { PAYMENT_ALERT_TITLES } from '@yangdee/contracts/payment-results';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage, generateBankingData } from '../api/cart-api';
import type { PaymentSelection } from '../lib/payment-choices';
import { useCartAlert } from './cart-alert';
import { PayButton, useProviderPost } from './provider-post';

// Spec 2.10 (internetBanking, prepaidIBanking) and 5 "Payment form": a bank select, then the
// form post to the provider's mobile banking page. Banks 002 and 014 only on a mobile device
// (spec 8 message). The provider sends the browser back to our responseUrl, which opens the
// receipt once the provider's status query says paid.

const BankFormSchema = BankingDataBodySchema.pick({ bankCode: true });
type BankForm = { bankCode: string };

const isMobileDevice = () => /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);

export function BankingPayment({ selection }: { selection: PaymentSelection }) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const id = useId();
  const form = useForm<BankForm>({
    resolver: zodResolver(BankFormSchema),
    defaultValues: { bankCode: '' },
  });
  const provider = useProviderPost();
  const start = useMutation({
    mutationFn: (bankCode: string) => generateBankingData(bankCode, selection.method),
    onSuccess: (data) => {
      // Spec 8: isValid false from a payment call → 'please try again' + message, then redirect.
      if (!data.isValid) {
        alert(PAYMENT_ALERT_TITLES.invalid, data.message, () => {
          if (data.redirectLink) window.location.assign(data.redirectLink);
        });
        return;
      }
      provider.post(data);
    },
    onError: (error) =>
      alert(t('cart.errors.cannotProceed'), errorMessage(error, t('cart.errors.tryAgainText'))),
  });

  // No bank chosen: the schema's message; a mobile-only bank off a phone: spec 8's message.
  const onSubmit = form.handleSubmit(
    ({ bankCode }) => {
      const check = checkMobileBankingBank(bankCode, isMobileDevice());
      if (!check.ok) {
        alert(check.title, check.message);
        return;
      }
      start.mutate(bankCode);
    },
    (errors) => alert(PAYMENT_ALERT_TITLES.failure, errors.bankCode?.message ?? ''),
  );

  return (
    <form className="mt-4 grid gap-3" onSubmit={onSubmit} noValidate>
      <Field id={id} label={t('cart.banking.bank')}>
        <select
          id={id}
          {...form.register('bankCode')}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        >
          <option value="">{t('cart.banking.choose')}</option>
          {MOBILE_BANKING_BANKS.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </Field>
      <PayButton paid={selection.paid} isWorking={start.isPending || provider.isLeaving} />
    </form>
  );
}
