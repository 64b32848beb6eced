import { describe, expect, it } from 'vitest';
import {
  type CartLineInput,
  type CartPricingInput,
  type CartPromotion,
  deliveryRatePerTyre,
  depositSatang,
  isMethodOffered,
  priceCart,
} from './cart-pricing';

const today = '2026-11-23';
const settings = {
  isPrepaidEnabled: true,
  prepaidType: 'percent',
  prepaidValue: 30,
  acceptScanQr: true,
  acceptInternetBanking: true,
  acceptCreditCard: true,
  acceptFreeInstallment: true,
  acceptInterestInstallment: false,
  installmentInterestBp: 80,
  installmentMinSatang: 300_000,
};

function promo(
  id: number,
  amountType: CartPromotion['amountType'],
  amountValue: number,
  extra: Partial<CartPromotion> = {},
): CartPromotion {
  return {
    id,
    title: `โปร ${id}`,
    remark: '',
    amountType,
    amountValue,
    minQty: 1,
    isTogglable: false,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    ...extra,
  };
}

function line(extra: Partial<CartLineInput> = {}): CartLineInput {
  return {
    sellerProductId: 1,
    unitPriceSatang: 250_000,
    qty: 4,
    promotions: [],
    deliveryRateSatang: null,
    ...extra,
  };
}

function cart(extra: Partial<CartPricingInput> = {}): CartPricingInput {
  return {
    orderType: 'SERVICE',
    today,
    lines: [line()],
    services: [],
    excludedServiceIds: [],
    addedServiceIds: [],
    addedPromotionIds: [],
    areaRateSatang: null,
    defaultDeliveryRateSatang: 10_000,
    settings,
    paymentMethod: null,
    installmentPeriod: null,
    ...extra,
  };
}

describe('cart pricing: promotions (the five amount types of spec 9)', () => {
  it('discountAmount takes an amount off every tyre', () => {
    const c = priceCart(
      cart({ lines: [line({ promotions: [promo(1, 'discountAmount', 20_000)] })] }),
    );
    expect(c.discountSatang).toBe(80_000);
    expect(c.orderTotalSatang).toBe(1_000_000 - 80_000);
  });

  it('discountPercent takes a percent of each tyre', () => {
    const c = priceCart(
      cart({ lines: [line({ promotions: [promo(1, 'discountPercent', 1_000)] })] }),
    );
    expect(c.discountSatang).toBe(100_000);
  });

  it('discountOrderPercent takes a percent of the goods', () => {
    const c = priceCart(
      cart({ lines: [line({ promotions: [promo(1, 'discountOrderPercent', 500)] })] }),
    );
    expect(c.discountSatang).toBe(50_000);
  });

  it('discountOrderAmt counts once per order even when two lines carry it', () => {
    const p = promo(1, 'discountOrderAmt', 30_000);
    const c = priceCart(
      cart({
        lines: [line({ promotions: [p] }), line({ sellerProductId: 2, qty: 2, promotions: [p] })],
      }),
    );
    expect(c.discountSatang).toBe(30_000);
    expect(c.discounts).toHaveLength(1);
  });

  it('discountTurnPart applies to installation orders only', () => {
    const p = promo(1, 'discountTurnPart', 10_000);
    expect(priceCart(cart({ lines: [line({ promotions: [p] })] })).discountSatang).toBe(40_000);
    expect(
      priceCart(cart({ orderType: 'DELIVERY', lines: [line({ promotions: [p] })] })).discountSatang,
    ).toBe(0);
  });

  it('lists a togglable discount as excluded with what it would give, and applies it when asked', () => {
    const p = promo(7, 'discountAmount', 5_000, { isTogglable: true });
    const off = priceCart(cart({ lines: [line({ promotions: [p] })] }));
    expect(off.discounts).toEqual([
      expect.objectContaining({
        promoId: 7,
        include: false,
        amountSatang: 20_000,
        isTogglable: true,
      }),
    ]);
    expect(off.discountSatang).toBe(0);
    const on = priceCart(cart({ lines: [line({ promotions: [p] })], addedPromotionIds: [7] }));
    expect(on.discounts[0]?.include).toBe(true);
    expect(on.discountSatang).toBe(20_000);
  });

  it('leaves out promotions below their minimum quantity or out of their dates', () => {
    const c = priceCart(
      cart({
        lines: [
          line({
            qty: 2,
            promotions: [
              promo(1, 'discountAmount', 1_000, { minQty: 4 }),
              promo(2, 'discountAmount', 1_000, { endDate: '2026-11-22' }),
            ],
          }),
        ],
      }),
    );
    expect(c.discounts).toEqual([]);
  });
});

describe('cart pricing: services', () => {
  const services = [
    {
      id: 1,
      title: 'ถ่วงล้อ',
      description: '',
      priceSatang: 0,
      isIncluded: true,
      isTogglable: false,
      orderType: 1,
    },
    {
      id: 2,
      title: 'ตั้งศูนย์',
      description: '',
      priceSatang: 50_000,
      isIncluded: true,
      isTogglable: true,
      orderType: 0,
    },
    {
      id: 3,
      title: 'ไนโตรเจน',
      description: '',
      priceSatang: 10_000,
      isIncluded: false,
      isTogglable: true,
      orderType: 0,
    },
    {
      id: 4,
      title: 'ส่งฟรี',
      description: 'ส่งถึงบ้าน',
      priceSatang: 0,
      isIncluded: true,
      isTogglable: false,
      orderType: 2,
    },
  ];

  it('counts included services once per order and lists the excluded ones', () => {
    const c = priceCart(cart({ services, lines: [line(), line({ sellerProductId: 2 })] }));
    expect(c.services.map((s) => [s.id, s.include])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(c.servicesSatang).toBe(50_000);
  });

  it('removes and adds togglable services as the customer chooses', () => {
    const c = priceCart(cart({ services, excludedServiceIds: [2], addedServiceIds: [3] }));
    expect(c.services.find((s) => s.id === 2)?.include).toBe(false);
    expect(c.services.find((s) => s.id === 3)?.include).toBe(true);
    expect(c.servicesSatang).toBe(10_000);
  });
});

describe('cart pricing: delivery fee', () => {
  it('uses the offer rate, else the province rate, else the shop default', () => {
    expect(deliveryRatePerTyre({ deliveryRateSatang: 0 }, 8_000, 10_000)).toBe(0);
    expect(deliveryRatePerTyre({ deliveryRateSatang: null }, 8_000, 10_000)).toBe(8_000);
    expect(deliveryRatePerTyre({ deliveryRateSatang: null }, null, 10_000)).toBe(10_000);
  });

  it('charges per tyre on delivery orders only', () => {
    const d = priceCart(cart({ orderType: 'DELIVERY', areaRateSatang: 5_000 }));
    expect(d.deliverySatang).toBe(20_000);
    expect(d.orderTotalSatang).toBe(1_020_000);
    expect(priceCart(cart({ areaRateSatang: 5_000 })).deliverySatang).toBe(0);
  });
});

describe('cart pricing: deposit and payment options', () => {
  it('takes the deposit as a percent or a fixed amount of the order', () => {
    expect(depositSatang(1_000_000, { prepaidType: 'percent', prepaidValue: 30 })).toBe(300_000);
    expect(depositSatang(1_000_000, { prepaidType: 'amount', prepaidValue: 50_000 })).toBe(50_000);
    expect(depositSatang(40_000, { prepaidType: 'amount', prepaidValue: 50_000 })).toBe(40_000);
  });

  it('offers a deposit on installation orders and says what is left to pay at the shop', () => {
    const c = priceCart(cart());
    expect(c.paymentOptions.prepaid).toBe(true);
    expect(c.prepaidSatang).toBe(300_000);
    expect(c.remainSatang).toBe(700_000);
    const d = priceCart(cart({ paymentMethod: 'prepaidQR' }));
    expect(d.payNowSatang).toBe(300_000);
    expect(priceCart(cart({ orderType: 'DELIVERY' })).paymentOptions.prepaid).toBe(false);
  });

  it('marks instalments allowed by the shop settings and the minimum amount', () => {
    const c = priceCart(cart());
    expect(c.paymentOptions.freeInstallment).toBe(true);
    expect(c.paymentOptions.interestInstallment).toBe(false);
    expect(c.installmentNoAdditional.every((r) => r.isAllowed)).toBe(true);
    expect(isMethodOffered('installment1', 6, c)).toBe(true);
    expect(isMethodOffered('installment1', 5, c)).toBe(false);
    expect(isMethodOffered('installment2', 6, c)).toBe(false);
    const small = priceCart(cart({ lines: [line({ unitPriceSatang: 50_000, qty: 1 })] }));
    expect(small.paymentOptions.freeInstallment).toBe(false);
  });

  it('makes the instalment-with-interest total the final price when chosen', () => {
    const s = { ...settings, acceptInterestInstallment: true };
    const c = priceCart(
      cart({ settings: s, paymentMethod: 'installment2', installmentPeriod: 10 }),
    );
    expect(c.finalPriceSatang).toBe(1_080_000);
    expect(c.payNowSatang).toBe(1_080_000);
  });
});
