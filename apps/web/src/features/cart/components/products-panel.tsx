import '../../../lib/cart-texts';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LeadTimeNote } from '../../../components/lead-time-note';
import { WhenOpened } from '../../../components/when-opened';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage, useCartAction } from '../api/cart-api';
import type { CartData, CartProduct } from '../api/cart-types';
import { useCartAlert } from './cart-alert';
import { PriceLines } from './price-lines';

// Fetched when it first opens (decision 0175).
const AddSizeModal = lazy(() =>
  import('./add-size-modal').then((m) => ({ default: m.AddSizeModal })),
);

// Spec 2.9 (b) product info: lines with quantity - and +, line total, remove (only with more
// than one product, after a confirmation), 'add another tyre size' when allowed, then the fee,
// services, discounts, benefits and the order total.

const productId = (param: string) => param.split('.')[0];

function ProductLine({ product, canRemove }: { product: CartProduct; canRemove: boolean }) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const adjust = useCartAction<{ operand: 1 | -1; sellerProductId: number }>('adjust-qty');
  const remove = useCartAction<{ sellerProductId: number }>('remove-product');
  const [isAsking, setIsAsking] = useState(false);
  const failed = (error: unknown) =>
    alert(t('cart.errors.actionFailed'), errorMessage(error, t('cart.errors.tryAgainText')));
  const change = (operand: 1 | -1) =>
    adjust.mutate({ operand, sellerProductId: product.sellerProductId }, { onError: failed });
  const button =
    'grid h-8 w-8 place-items-center rounded-lg border border-slate-300 text-lg font-bold disabled:opacity-40';
  return (
    <li
      className="grid gap-2 border-b border-slate-100 py-3 sm:grid-cols-[1fr_auto]"
      data-testid="cart-product"
    >
      <div>
        <p className="font-semibold text-slate-900">
          {product.size} {product.name}
          {product.year ? ` · ${t('cart.products.madeIn', { year: product.year })}` : ''}
        </p>
        <p className="text-sm text-slate-600">
          {t('cart.products.pricePerTyre')} {t('cart.baht', { price: formatBaht(product.price) })}
        </p>
        <LeadTimeNote status={product.stockStatus} days={product.leadDays} />
        {canRemove ? (
          <button
            type="button"
            onClick={() => setIsAsking(true)}
            className="mt-1 text-sm text-red-700 underline"
          >
            {t('cart.products.remove')}
          </button>
        ) : null}
      </div>
      <div className="flex items-center gap-3 sm:flex-col sm:items-end">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={button}
            aria-label={t('cart.products.decrease')}
            disabled={adjust.isPending || product.quantity <= 1}
            onClick={() => change(-1)}
          >
            −
          </button>
          <output
            aria-label={t('cart.products.quantity')}
            data-testid="cart-quantity"
            className="w-6 text-center font-semibold"
          >
            {product.quantity}
          </output>
          <button
            type="button"
            className={button}
            aria-label={t('cart.products.increase')}
            disabled={adjust.isPending}
            onClick={() => change(1)}
          >
            +
          </button>
        </div>
        <p className="font-bold text-slate-900" data-testid="cart-line-total">
          {t('cart.baht', { price: formatBaht(product.totalPrice) })}
        </p>
      </div>
      <ConfirmDialog
        isOpen={isAsking}
        title={t('cart.products.removeTitle')}
        message={t('cart.products.removeMessage')}
        isBusy={remove.isPending}
        onCancel={() => setIsAsking(false)}
        onConfirm={() =>
          remove.mutate(
            { sellerProductId: product.sellerProductId },
            { onError: failed, onSettled: () => setIsAsking(false) },
          )
        }
      />
    </li>
  );
}

export function ProductsPanel({ cart }: { cart: CartData }) {
  const { t } = useTranslation();
  const [isAddingSize, setIsAddingSize] = useState(false);
  const first = cart.products[0];
  if (!first) return null;
  const detail = `/tire/${encodeURIComponent(first.param)}`;
  const canAddSize = cart.isAllowMultipleSize && cart.products.length === 1;
  return (
    <section
      aria-labelledby="cart-products"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="cart-products" className="mb-3 text-lg font-bold">
        {t('cart.products.heading')}
      </h2>
      <div className="flex items-center gap-4">
        <Link to={detail} aria-label={first.fullName} data-product-id={productId(first.param)}>
          <img
            src={first.picture}
            alt=""
            width={96}
            height={96}
            className="h-24 w-24 object-contain"
          />
        </Link>
        {first.brandLogo ? (
          <Link to={detail} aria-label={first.brand}>
            <img src={first.brandLogo} alt={first.brand} className="h-8 w-auto" />
          </Link>
        ) : null}
      </div>
      <ul>
        {cart.products.map((p) => (
          <ProductLine key={p.sellerProductId} product={p} canRemove={cart.products.length > 1} />
        ))}
      </ul>
      {canAddSize ? (
        <button
          type="button"
          onClick={() => setIsAddingSize(true)}
          className="mt-3 rounded-lg border border-emerald-800 px-4 py-2 text-sm font-semibold text-emerald-800"
        >
          {t('cart.products.addSize')}
        </button>
      ) : null}
      <WhenOpened isOpen={isAddingSize}>
        <AddSizeModal
          sellerProductId={first.sellerProductId}
          isOpen={isAddingSize}
          onClose={() => setIsAddingSize(false)}
        />
      </WhenOpened>
      <PriceLines cart={cart} />
    </section>
  );
}
