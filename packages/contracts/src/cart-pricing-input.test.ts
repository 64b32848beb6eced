import { describe, expect, it } from 'vitest';
import {
  cartPricingInputOf,
  DEFAULT_SETTINGS,
  FRESH_CART_CHOICES,
  isOfferSellable,
  type PricingContext,
  priceContext,
  unitPriceOf,
} from './cart-pricing-input';

const today = '2026-11-23';

function context(extra: Partial<PricingContext> = {}): PricingContext {
  return {
    orderType: 'SERVICE',
    today,
    lines: [
      {
        sellerProductId: 7,
        priceSatang: 250_000,
        priceDeliverySatang: 260_000,
        deliveryRateSatang: null,
        isPrepaid: true,
        prepaidSatang: null,
        quantity: 4,
      },
    ],
    services: [
      {
        id: 1,
        title: 'ถ่วงล้อ',
        description: '',
        priceSatang: 40_000,
        isIncluded: true,
        isTogglable: false,
        orderType: 0,
      },
      {
        id: 2,
        title: 'เติมไนโตรเจน',
        description: '',
        priceSatang: 10_000,
        isIncluded: false,
        isTogglable: true,
        orderType: 0,
      },
    ],
    promotions: [
      {
        sellerProductId: 7,
        id: 3,
        title: 'ลด 500',
        remark: '',
        amountType: 'discountOrderAmt',
        amountValue: 50_000,
        minQty: 4,
        isTogglable: false,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      },
      {
        sellerProductId: 8,
        id: 4,
        title: 'ของอีกข้อเสนอ',
        remark: '',
        amountType: 'discountOrderAmt',
        amountValue: 90_000,
        minQty: 1,
        isTogglable: false,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      },
    ],
    areaRateSatang: null,
    settings: DEFAULT_SETTINGS,
    cart: FRESH_CART_CHOICES,
    ...extra,
  };
}

describe('the one pricing builder (decisions 0163, 0165)', () => {
  it('a fresh cart of 4 counts the compulsory service and the automatic promotion of its own offer only', () => {
    const priced = priceContext(context());
    expect(priced.goodsSatang).toBe(1_000_000);
    expect(priced.servicesSatang).toBe(40_000);
    expect(priced.discountSatang).toBe(50_000);
    expect(priced.finalPriceSatang).toBe(990_000);
  });

  it('a promotion outside its dates or above the quantity gives nothing', () => {
    expect(priceContext(context({ today: '2027-01-01' })).discountSatang).toBe(0);
    const three = context();
    three.lines = [{ ...three.lines[0], quantity: 3 }];
    expect(priceContext(three).discountSatang).toBe(0);
  });

  it("a cart's choices add a togglable service and a payment method the shop accepts", () => {
    const input = cartPricingInputOf(
      context({
        cart: { ...FRESH_CART_CHOICES, addedServiceIds: [2], paymentMethod: 'scanQR' },
      }),
    );
    expect(input.addedServiceIds).toEqual([2]);
    expect(input.paymentMethod).toBe('scanQR');
    expect(input.lines[0]).toMatchObject({ unitPriceSatang: 250_000, qty: 4 });
    expect(input.lines[0].promotions.map((p) => p.id)).toEqual([3]);
  });

  it('an unknown payment method is no method', () => {
    const input = cartPricingInputOf(
      context({ cart: { ...FRESH_CART_CHOICES, paymentMethod: 'cheque' } }),
    );
    expect(input.paymentMethod).toBeNull();
  });

  it('delivery prices the delivery price per tyre; an offer without one is not sold that way', () => {
    const line = { priceSatang: 250_000, priceDeliverySatang: null };
    expect(unitPriceOf(line, 'SERVICE')).toBe(250_000);
    expect(unitPriceOf(line, 'DELIVERY')).toBeNull();
    const flags = {
      isDisplay: true,
      productActive: true,
      storeActive: true,
      status: 1,
      isServiceAvailable: true,
      storeServiceEnabled: true,
      isDeliveryAvailable: true,
      storeDeliveryEnabled: true,
      priceDeliverySatang: null,
    };
    expect(isOfferSellable(flags, 'SERVICE')).toBe(true);
    expect(isOfferSellable(flags, 'DELIVERY')).toBe(false);
    expect(isOfferSellable({ ...flags, storeServiceEnabled: false }, 'SERVICE')).toBe(false);
  });
});
