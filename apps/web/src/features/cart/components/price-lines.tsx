import '../../../lib/cart-texts';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage, useCartAction } from '../api/cart-api';
import type { CartData, CartDiscount, CartService } from '../api/cart-types';
import { useCartAlert } from './cart-alert';

// Spec 2.9 (b): delivery fee (free when it has no price), services, discounts, benefits and
// warranty, order total. Toggling a service or a discount reloads the cart.

const row = 'flex items-start justify-between gap-3 py-1.5';
const small = 'rounded-md border px-2 py-0.5 text-xs font-semibold';

function useToggle(path: 'toggle-cart-service' | 'toggle-cart-discount') {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const action = useCartAction<{ id: number; include: boolean }>(path);
  return (id: number, include: boolean) =>
    action.mutate(
      { id, include },
      {
        onError: (error) =>
          alert(t('cart.errors.actionFailed'), errorMessage(error, t('cart.errors.tryAgainText'))),
      },
    );
}

function ServiceLine({
  service,
  toggle,
}: {
  service: CartService;
  toggle: (id: number, include: boolean) => void;
}) {
  const { t } = useTranslation();
  const isFree = service.price === 0;
  const price = isFree ? t('cart.free') : t('cart.baht', { price: formatBaht(service.price) });
  return (
    <li className={row} data-testid="cart-service">
      <div>
        <span className={service.include ? '' : 'text-slate-500 line-through'}>
          {service.title}
        </span>
        {!service.isTogglable && !service.include && service.description ? (
          <p className="text-xs text-slate-600">{service.description}</p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <span className={service.include ? 'font-semibold' : 'text-slate-500 line-through'}>
          {price}
        </span>
        {service.isTogglable && !isFree ? (
          service.include ? (
            <button
              type="button"
              className={`${small} border-red-300 text-red-700`}
              aria-label={t('cart.services.remove', { title: service.title })}
              onClick={() => toggle(service.id, false)}
            >
              X
            </button>
          ) : (
            <button
              type="button"
              className={`${small} border-emerald-700 text-emerald-800`}
              onClick={() => toggle(service.id, true)}
            >
              {t('cart.services.add')}
            </button>
          )
        ) : null}
      </div>
    </li>
  );
}

function DiscountLine({
  discount,
  toggle,
}: {
  discount: CartDiscount;
  toggle: (id: number, include: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={row} data-testid="cart-discount">
      <div>
        <span className={discount.include ? '' : 'text-slate-500 line-through'}>
          {discount.title}
        </span>
        {discount.remark ? <p className="text-xs text-slate-600">{discount.remark}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        <span
          className={
            discount.include ? 'font-semibold text-red-700' : 'text-slate-500 line-through'
          }
        >
          - {t('cart.baht', { price: formatBaht(discount.price) })}
        </span>
        {discount.isTogglable ? (
          discount.include ? (
            <button
              type="button"
              className={`${small} border-red-300 text-red-700`}
              aria-label={t('cart.discounts.remove', { title: discount.title })}
              onClick={() => toggle(discount.promoId, false)}
            >
              X
            </button>
          ) : (
            <button
              type="button"
              className={`${small} border-emerald-700 text-emerald-800`}
              onClick={() => toggle(discount.promoId, true)}
            >
              {t('cart.discounts.request')}
            </button>
          )
        ) : null}
      </div>
    </li>
  );
}

export function PriceLines({ cart }: { cart: CartData }) {
  const { t } = useTranslation();
  const toggleService = useToggle('toggle-cart-service');
  const toggleDiscount = useToggle('toggle-cart-discount');
  const fee = cart.deliveryData?.price;
  return (
    <div className="mt-4 grid gap-3 text-sm">
      {cart.orderType === 'DELIVERY' ? (
        <p className={row}>
          <span>{t('cart.deliveryFee')}</span>
          <span className="font-semibold" data-testid="cart-delivery-fee">
            {fee ? t('cart.baht', { price: formatBaht(fee) }) : t('cart.free')}
          </span>
        </p>
      ) : null}
      {cart.services.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t('cart.services.heading')}</h3>
          <ul>
            {cart.services.map((s) => (
              <ServiceLine key={s.id} service={s} toggle={toggleService} />
            ))}
          </ul>
        </div>
      ) : null}
      {cart.discounts.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t('cart.discounts.heading')}</h3>
          <ul>
            {cart.discounts.map((d) => (
              <DiscountLine key={d.promoId} discount={d} toggle={toggleDiscount} />
            ))}
          </ul>
        </div>
      ) : null}
      {cart.benefits.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t('cart.benefits.heading')}</h3>
          <ul className="grid gap-1">
            {cart.benefits.map((b) => (
              <li key={`${b.type}-${b.title}`} data-testid="cart-benefit">
                {b.title}
                {b.remark ? (
                  b.type.toUpperCase() === 'WARRANTY' ? (
                    <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs text-sky-900">
                      {b.remark}
                    </span>
                  ) : (
                    <span className="ml-2 text-xs text-slate-600">{b.remark}</span>
                  )
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={`${row} border-t border-slate-200 pt-3 text-base`}>
        <span className="font-bold">{t('cart.orderTotal')}</span>
        <span className="text-xl font-bold text-emerald-800" data-testid="cart-order-total">
          {t('cart.baht', { price: formatBaht(cart.orderTotal) })}
        </span>
      </p>
    </div>
  );
}
