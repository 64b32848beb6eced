import '../../../lib/cart-texts';
import { useQuery } from '@tanstack/react-query';
import { lazy, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { WhenOpened } from '../../../components/when-opened';
import { useUserSession } from '../../../lib/auth-store';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTranslation } from '../../../lib/use-translation';
import { RebookNotice } from '../../rebook/rebook-notice';
import { CartSignedOutError, cartQueryOptions } from '../api/cart-api';
import type { CartData } from '../api/cart-types';
import { keepSelection, type PaymentSelection, savedSelection } from '../lib/payment-choices';
import { CartAlertProvider, useCartAlert } from './cart-alert';
import { CustomerPanel } from './customer-panel';
import { DeliveryPanel } from './delivery-panel';
import { type DroppedItem, DroppedItemsNotice } from './dropped-items-notice';
import { PaymentPanel } from './payment-panel';
import { ProductsPanel } from './products-panel';
import { PromotionBanner } from './promotion-banner';
import { PurchaseStepper } from './purchase-stepper';
import { StorePanel } from './store-panel';
import { TaxPanel } from './tax-panel';
import { usePendingCartRequest } from './use-pending-cart-request';

// The cart and checkout page (spec 2.9), sections in Reading B's order except that the customer
// comes before the payment (issue 13: choosing a method needs the customer saved): stepper,
// delivery, products, store/schedule, customer, payment, tax, then the promotion and payment modals.

// The payment methods' forms and the promotion's text (DOMPurify) load when their dialog first
// opens, not with the page (decision 0175).
const PaymentModal = lazy(() =>
  import('./payment-modal').then((m) => ({ default: m.PaymentModal })),
);
const PromotionModal = lazy(() =>
  import('./promotion-modal').then((m) => ({ default: m.PromotionModal })),
);

const LOGIN = `/login?redirect=${encodeURIComponent('/cart')}`;

function CartPanels({ cart }: { cart: CartData }) {
  const [chosen, setChosen] = useState<PaymentSelection | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const selection = keepSelection(chosen, cart) ?? savedSelection(cart);
  // Panels keep their own form state; a new cart (another shop or type) starts them afresh.
  const key = `${cart.storeData.param}/${cart.orderType}`;
  return (
    <div className="grid gap-4" key={key}>
      {cart.orderType === 'DELIVERY' ? <DeliveryPanel cart={cart} /> : null}
      <ProductsPanel cart={cart} />
      <StorePanel cart={cart} />
      {/* Who is coming before how to pay: choosing a method needs the customer saved first. */}
      {cart.orderType === 'SERVICE' ? <CustomerPanel cart={cart} /> : null}
      <PaymentPanel
        cart={cart}
        selection={selection}
        onSelected={(next) => {
          setChosen(next);
          setIsPaying(true);
        }}
      />
      <TaxPanel cart={cart} />
      <WhenOpened isOpen={isPaying && selection !== null}>
        <PaymentModal selection={selection} isOpen={isPaying} onClose={() => setIsPaying(false)} />
      </WhenOpened>
    </div>
  );
}

function CartContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useCartAlert();
  const session = useUserSession();
  const isSignedIn = session.token !== null;
  const pending = usePendingCartRequest(isSignedIn);
  const cart = useQuery({ ...cartQueryOptions(), enabled: isSignedIn && pending.isDone });
  const [isPromotionOpen, setIsPromotionOpen] = useState(false);
  const [dropped, setDropped] = useState<DroppedItem[]>([]);
  const warned = useRef(0);
  const data = cart.data;
  // The page is built from the cart's answer in the background (decision 0123): a query's answer
  // re-renders at once, in one task that holds a phone for the whole checkout page; a deferred
  // value renders it in slices between the phone's paints and taps.
  const shown = useDeferredValue(data);
  const brand = data?.cartData?.products[0]?.brand ?? '';
  usePageMeta({ title: t('cart.title', { brand }).trim(), description: t('cart.description') });

  useEffect(() => {
    if (!isSignedIn || cart.error instanceof CartSignedOutError) navigate(LOGIN, { replace: true });
  }, [isSignedIn, cart.error, navigate]);

  useEffect(() => {
    if (!data || data.isValid || warned.current === cart.dataUpdatedAt) return;
    warned.current = cart.dataUpdatedAt;
    // Items taken out stay named on the page, each with its tyre page (decision 0068).
    if (data.droppedItems.length > 0) setDropped(data.droppedItems);
    alert(t('cart.invalidTitle'), data.message, () => {
      if (data.redirectLink) navigate(data.redirectLink);
    });
  }, [data, cart.dataUpdatedAt, alert, navigate, t]);

  // Back from the provider without a payment (spec 8: card, banking or instalment failure).
  const [params, setParams] = useSearchParams();
  const paymentResult = params.get('payment');
  useEffect(() => {
    if (!paymentResult) return;
    alert(
      t('cart.errors.cannotProceed'),
      t(paymentResult === 'pending' ? 'cart.paymentResult.pending' : 'cart.paymentResult.failed'),
    );
    setParams({}, { replace: true });
  }, [paymentResult, alert, setParams, t]);

  // Spec 2.9: a blank space while the sign-in state (and so the cart) is not yet known.
  if (!isSignedIn || !pending.isDone || (shown === undefined && !cart.error)) {
    return (
      <div className="min-h-96" aria-busy="true">
        <ConfirmDialog
          isOpen={pending.replaceAsk !== null}
          title={t('cart.add.replaceTitle')}
          message={pending.replaceAsk?.message || t('cart.add.replaceMessage')}
          onConfirm={pending.confirmReplace}
          onCancel={pending.cancelReplace}
        />
      </div>
    );
  }
  if (cart.error && !(cart.error instanceof CartSignedOutError)) {
    return <p role="alert">{t('cart.errors.loadFailed')}</p>;
  }
  const cartData = shown?.cartData;
  const promotion = shown?.promotionData ?? null;
  const notAdded = pending.notAdded;
  const droppedItems: DroppedItem[] = notAdded
    ? [{ name: notAdded.name, link: notAdded.backLink, message: notAdded.message }, ...dropped]
    : dropped;
  return (
    <>
      <PurchaseStepper isLoggedIn={isSignedIn} />
      <DroppedItemsNotice items={droppedItems} />
      {!cartData || cartData.products.length === 0 ? (
        <p
          className="rounded-2xl bg-white p-8 text-center text-lg text-slate-600"
          data-testid="cart-empty"
        >
          {t('cart.empty')}
        </p>
      ) : (
        <>
          {promotion ? (
            <PromotionBanner
              promotion={promotion}
              place="top"
              onOpen={() => setIsPromotionOpen(true)}
            />
          ) : null}
          {cartData.announcement ? (
            <p
              className="mb-4 flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900"
              data-testid="cart-announcement"
            >
              <span aria-hidden="true">📢</span>
              {cartData.announcement}
            </p>
          ) : null}
          {cartData.orderType === 'DELIVERY' ? (
            <div className="mb-4 grid gap-1 text-sm">
              <p className="text-slate-700">{t('cart.deliveryRemark')}</p>
              <p className="font-semibold text-red-700">{t('cart.sizeWarning')}</p>
            </div>
          ) : null}
          <CartPanels cart={cartData} />
          {promotion ? (
            <PromotionBanner
              promotion={promotion}
              place="bottom"
              onOpen={() => setIsPromotionOpen(true)}
            />
          ) : null}
          <WhenOpened isOpen={isPromotionOpen && promotion !== null}>
            <PromotionModal
              promotion={promotion}
              isOpen={isPromotionOpen}
              onClose={() => setIsPromotionOpen(false)}
            />
          </WhenOpened>
        </>
      )}
    </>
  );
}

export function CartScreen() {
  const { t } = useTranslation();
  return (
    <CartAlertProvider>
      <div className="mx-auto max-w-4xl">
        <h1 className="mb-1 text-2xl font-bold text-slate-900 md:text-3xl">{t('cart.heading')}</h1>
        <p className="mb-4 text-slate-600">{t('cart.description')}</p>
        {/* Issue 35: after a reminder's "book the same tyres again". */}
        <RebookNotice />
        <CartContent />
      </div>
    </CartAlertProvider>
  );
}
