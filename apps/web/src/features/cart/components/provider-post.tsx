import '../../../lib/cart-texts';
import { useEffect, useState } from 'react';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { type ProviderForm, postToProvider } from '../api/cart-api';
import { primaryButton } from './text-field';

// What the card, mobile banking and instalment forms share: the pay button and the form post to
// the provider, which keeps the button disabled until the page has left.

/**
 * The provider form post that ends a payment form: the page leaves, so the form stays busy until
 * then; coming back through the browser's page cache makes it work again.
 */
export function useProviderPost() {
  const [isLeaving, setIsLeaving] = useState(false);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const post = (form: ProviderForm) => {
    setIsLeaving(true);
    postToProvider(form);
  };
  return { isLeaving, post };
}

/** The payment forms' submit button: 'ชำระเงิน {amount}', disabled and spinning while busy. */
export function PayButton({ paid, isWorking }: { paid: number; isWorking: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className={`${primaryButton} inline-flex items-center justify-center gap-2`}
      disabled={isWorking}
      aria-busy={isWorking}
    >
      {isWorking ? (
        <span
          aria-hidden="true"
          className="inline-block size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
        />
      ) : null}
      {t('cart.payment.pay', { paidText: t('cart.baht', { price: formatBaht(paid) }) })}
    </button>
  );
}
