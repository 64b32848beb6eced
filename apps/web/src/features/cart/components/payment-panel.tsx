import '../../../lib/cart-texts';
import { useState } from 'react';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage, useCartAction } from '../api/cart-api';
import type { CartData } from '../api/cart-types';
import { findPrePaymentProblem, goToSection, sectionOfProblem } from '../lib/cart-rules';
import { installmentMonthText } from '../lib/installment-text';
import {
  isDepositMethod,
  type PaymentChoice,
  type PaymentSelection,
  paymentChoices,
} from '../lib/payment-choices';
import { useCartAlert } from './cart-alert';
import { panelClass } from './text-field';

// Spec 2.9 (f): deposit, full-payment and instalment groups; choosing runs the pre-payment checks
// of spec 5, saves the method (change-payment-method), reloads the cart and opens the payment
// modal with method, period and paid. Choosing the chosen method again, or the pay button under
// the amount, opens it again (issue 37 item 9).

const GROUPS = ['deposit', 'full', 'installment'] as const;

export function PaymentPanel({
  cart,
  selection,
  onSelected,
}: {
  cart: CartData;
  selection: PaymentSelection | null;
  onSelected: (selection: PaymentSelection) => void;
}) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const change = useCartAction<PaymentSelection>('change-payment-method');
  const [missing, setMissing] = useState<{ problem: string; section: string | null } | null>(null);
  const choices = paymentChoices(cart);
  const baht = (value: number) => t('cart.baht', { price: formatBaht(value) });

  const choose = (choice: PaymentChoice) => {
    if (!choice.method || !choice.isAllowed) return;
    const problem = findPrePaymentProblem(cart);
    setMissing(problem ? { problem, section: sectionOfProblem(problem) } : null);
    if (problem) {
      // Say what is missing here, and take the shopper to the section that asks for it.
      const section = sectionOfProblem(problem);
      if (section) goToSection(section);
      else alert(t('cart.errors.cannotProceed'), problem);
      return;
    }
    const next: PaymentSelection = {
      method: choice.method,
      installmentPeriod: choice.period,
      paid: choice.group === 'installment' ? choice.total : choice.paid,
    };
    change.mutate(next, {
      onSuccess: () => onSelected(next),
      onError: (error) =>
        alert(t('cart.errors.cannotProceed'), errorMessage(error, t('cart.errors.tryAgainText'))),
    });
  };

  const label = (c: PaymentChoice) =>
    c.label === 'installment'
      ? t('cart.payment.method.installment', { n: c.period })
      : t(`cart.payment.method.${c.label}`, { n: c.period });
  const isDeposit = selection !== null && isDepositMethod(selection.method);
  const chosenChoice =
    selection === null
      ? undefined
      : choices.find(
          (c) =>
            c.isAllowed &&
            c.method === selection.method &&
            c.period === selection.installmentPeriod,
        );

  return (
    <section aria-labelledby="cart-payment" className={panelClass}>
      <h2 id="cart-payment" className="mb-3 text-lg font-bold">
        {t('cart.payment.heading')}
      </h2>
      {missing && findPrePaymentProblem(cart) === missing.problem ? (
        <p
          role="alert"
          className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="payment-missing"
        >
          {missing.problem}{' '}
          {missing.section ? (
            <button
              type="button"
              className="font-semibold text-emerald-800 underline"
              onClick={() => missing.section && goToSection(missing.section)}
            >
              {t('cart.payment.goToSection', {
                section: t(`cart.${missing.section.replace('cart-', '')}.heading`),
              })}
            </button>
          ) : null}
        </p>
      ) : null}
      {GROUPS.map((group) => {
        const list = choices.filter((c) => c.group === group);
        if (list.length === 0) return null;
        return (
          <fieldset key={group} className="mb-4">
            <legend className="mb-2 font-semibold">{t(`cart.payment.group.${group}`)}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {list.map((c) => {
                const isChosen =
                  selection !== null &&
                  c.method === selection.method &&
                  c.period === selection.installmentPeriod;
                return (
                  <label
                    key={c.key}
                    data-testid="payment-choice"
                    className={`flex cursor-pointer items-start gap-2 rounded-lg border p-3 text-sm ${
                      c.isAllowed
                        ? 'border-slate-300'
                        : 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400'
                    } ${isChosen ? 'border-emerald-700 ring-2 ring-emerald-600' : ''}`}
                  >
                    <input
                      type="radio"
                      name="payment-method"
                      value={c.key}
                      checked={isChosen}
                      disabled={!c.isAllowed || change.isPending}
                      onChange={() => choose(c)}
                      // A radio already checked fires no change: choosing it again reopens the
                      // payment (decision 0134; the server shows the same QR while still valid).
                      onClick={() => {
                        if (isChosen) choose(c);
                      }}
                    />
                    <span>
                      <span className="block font-semibold">{label(c)}</span>
                      {c.group === 'deposit' ? (
                        <span className="block">
                          {baht(c.paid)} ·{' '}
                          {t('cart.payment.remaining', { price: formatBaht(cart.remainPrice) })}
                        </span>
                      ) : null}
                      {c.group === 'full' ? <span className="block">{baht(c.total)}</span> : null}
                      {c.group === 'installment' && c.isAllowed ? (
                        <span className="block">
                          {baht(c.total)} · {installmentMonthText(t, c.total, c.period)}
                        </span>
                      ) : null}
                      {!c.isAllowed ? (
                        <span className="block text-xs">{t('cart.payment.notAllowed')}</span>
                      ) : null}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      {isDeposit ? (
        <ul
          className="mb-3 list-disc rounded-lg bg-amber-50 p-3 pl-8 text-sm"
          data-testid="deposit-note"
        >
          <li>{t('cart.payment.depositNote1')}</li>
          <li>{t('cart.payment.depositNote2')}</li>
          <li>{t('cart.payment.depositNote3')}</li>
        </ul>
      ) : null}
      <div className="grid gap-1 border-t border-slate-200 pt-3">
        {isDeposit ? (
          <>
            <p className="flex justify-between">
              <span>{t('cart.payment.total')}</span>
              <span className="font-semibold">{baht(cart.finalPrice)}</span>
            </p>
            <p className="flex justify-between text-lg">
              <span className="font-bold">{t('cart.payment.deposit')}</span>
              <span className="font-bold text-emerald-800" data-testid="amount-to-pay">
                {baht(cart.prepaidPrice)}
              </span>
            </p>
          </>
        ) : (
          <p className="flex justify-between text-lg">
            <span className="font-bold">{t('cart.payment.amountToPay')}</span>
            <span className="font-bold text-emerald-800" data-testid="amount-to-pay">
              {baht(cart.finalPrice)}
            </span>
          </p>
        )}
      </div>
      {selection && chosenChoice ? (
        <button
          type="button"
          data-testid="pay-button"
          disabled={change.isPending}
          onClick={() => choose(chosenChoice)}
          className="mt-3 w-full rounded-lg bg-emerald-700 px-4 py-3 font-bold text-white disabled:opacity-60"
        >
          {t('cart.payment.pay', { paidText: baht(selection.paid) })}
        </button>
      ) : null}
    </section>
  );
}
