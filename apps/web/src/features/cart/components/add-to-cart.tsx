import '../../../lib/cart-texts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useHasOpened } from '../../../components/use-has-opened';
import { trackAddToCart } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api';
import { endUserSession } from '../../../lib/auth-store';
import { getUserToken } from '../../../lib/storage';
import { useTranslation } from '../../../lib/use-translation';
import { addCart, CART_KEY } from '../api/cart-api';
import type { AddCartBody, OrderType } from '../api/cart-types';
import { savePendingCartRequest } from '../lib/pending-cart-request';

// Spec 4 "Add to cart" and issue [5/6] §1: quantity 1-4 (default 4), SERVICE or DELIVERY where
// the shop offers it. Signed out (or a 401): the request waits locally and the shopper logs in;
// the cart page adds it afterwards. Another shop's product asks before replacing the cart.

// The alert (Radix's dialog) is fetched the first time it opens: not part of the tyre page's
// first visit (decision 0167).
const ErrorAlert = lazy(() =>
  import('../../../components/error-alert').then((m) => ({ default: m.ErrorAlert })),
);

export const QUANTITY_OPTIONS = [1, 2, 3, 4] as const;
const REPLACE_CODE = 'CART_REPLACE_REQUIRED';

export interface AddToCartProps {
  sellerProductId: number;
  isServiceAvailable: boolean;
  isDeliveryAvailable: boolean;
  /** For the add_to_cart analytics event (price per tyre, baht). */
  item: { id: string; name: string; brand: string; variant: string; price: number };
  /** Where the cart sends the shopper back if the tyre cannot be added after login (the tyre page). */
  backLink?: string;
  /** Quantity and order type chosen elsewhere (the shops' totals, decision 0163): no pickers. */
  fixed?: { quantity: number; orderType: OrderType };
}

export function AddToCart({
  sellerProductId,
  isServiceAvailable,
  isDeliveryAvailable,
  item,
  backLink,
  fixed,
}: AddToCartProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const types: OrderType[] = [
    ...(isServiceAvailable ? (['SERVICE'] as const) : []),
    ...(isDeliveryAvailable ? (['DELIVERY'] as const) : []),
  ];
  const [chosenQuantity, setQuantity] = useState(4);
  const [chosenType, setOrderType] = useState<OrderType | undefined>(types[0]);
  const quantity = fixed?.quantity ?? chosenQuantity;
  const orderType = fixed
    ? types.includes(fixed.orderType)
      ? fixed.orderType
      : undefined
    : chosenType;
  const [isBusy, setIsBusy] = useState(false);
  const [replaceAsk, setReplaceAsk] = useState<{ message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const hasFailed = useHasOpened(failure !== null);

  if (types.length === 0 || !orderType) return null;

  const goToLogin = (body: AddCartBody) => {
    savePendingCartRequest(body, { name: item.name, backLink: backLink ?? location.pathname });
    navigate(`/login?redirect=${encodeURIComponent('/cart')}`);
  };

  const send = async (replace: boolean) => {
    const body: AddCartBody = {
      sellerProductId,
      quantity,
      orderType,
      ...(replace ? { replace } : {}),
    };
    if (!getUserToken()) return goToLogin(body);
    setIsBusy(true);
    try {
      await addCart(body);
      trackAddToCart({
        item_id: item.id,
        item_name: item.name,
        item_brand: item.brand,
        item_variant: item.variant,
        price: item.price,
      });
      await queryClient.invalidateQueries({ queryKey: CART_KEY });
      navigate('/cart');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        endUserSession();
        goToLogin(body);
      } else if (error instanceof ApiError && error.code === REPLACE_CODE) {
        setReplaceAsk({ message: error.message || t('cart.add.replaceMessage') });
      } else {
        setFailure(error instanceof ApiError && error.message ? error.message : '');
      }
    } finally {
      setIsBusy(false);
    }
  };

  const field = 'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm';
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="add-to-cart">
      {fixed ? null : (
        <label className="text-sm text-slate-700" htmlFor={`${id}-qty`}>
          {t('cart.add.quantity')}
          <select
            id={`${id}-qty`}
            className={`${field} ml-1`}
            value={quantity}
            onChange={(e) => setQuantity(Number(e.target.value))}
          >
            {QUANTITY_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {t('cart.add.tyres', { count: n })}
              </option>
            ))}
          </select>
        </label>
      )}
      {fixed ? null : types.length > 1 ? (
        <fieldset className="flex gap-3 text-sm text-slate-700">
          <legend className="sr-only">{t('cart.add.orderType')}</legend>
          {types.map((type) => (
            <label key={type} className="flex min-h-8 items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={orderType === type}
                onChange={() => setOrderType(type)}
              />
              {t(`cart.orderType.${type}`)}
            </label>
          ))}
        </fieldset>
      ) : (
        <span className="text-sm text-slate-700">{t(`cart.orderType.${orderType}`)}</span>
      )}
      <button
        type="button"
        disabled={isBusy}
        onClick={() => send(false)}
        // Full width on a phone: an easy target that nothing else shares a line with.
        className="w-full rounded-lg bg-orange-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-orange-800 disabled:opacity-60 sm:w-auto"
      >
        {t('cart.add.button')}
      </button>
      <ConfirmDialog
        isOpen={replaceAsk !== null}
        title={t('cart.add.replaceTitle')}
        message={replaceAsk?.message ?? ''}
        isBusy={isBusy}
        onCancel={() => setReplaceAsk(null)}
        onConfirm={() => {
          setReplaceAsk(null);
          void send(true);
        }}
      />
      {hasFailed ? (
        <Suspense fallback={null}>
          <ErrorAlert
            isOpen={failure !== null}
            title={t('cart.errors.tryAgain')}
            message={failure ?? ''}
            onClose={() => setFailure(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
