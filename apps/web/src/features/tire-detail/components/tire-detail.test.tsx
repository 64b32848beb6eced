import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OfferQuote } from '@yangdee/contracts/offer-quote';
import type { Offer, ProductDetailResponse } from '@yangdee/contracts/product-detail';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackViewItem } from '../../../lib/analytics';
import { mockApi, renderWithProviders } from '../../../test/render';
import { useOffersShown } from '../api/get-product-detail';
import type { CardPricing } from './card-total';
import { FavouriteButton } from './favourite-button';
import { OfferCard } from './offer-card';
import { OfferList } from './offer-list';

afterEach(() => {
  vi.unstubAllGlobals();
  window.dataLayer = undefined;
});

const offer: Offer = {
  sellerProductId: 77,
  store: {
    id: 5,
    param: 'charoen-tyre',
    name: 'ร้านเจริญยางยนต์',
    branchName: 'สาขาลาดพร้าว',
    district: 'ลาดพร้าว',
    province: 'กรุงเทพมหานคร',
    picture: '/api/images/store/5.svg',
    rating: 4.4,
    ratingCount: 12,
  },
  price: 3000,
  priceDelivery: 3100,
  stockStatus: { code: 1, label: 'มีสินค้าพร้อมขาย' },
  isEnoughForSet: true,
  productionYear: 2026,
  productionWeek: 30,
  dot: '3026',
  isFresh: true,
  distanceKm: 4.7,
  isServiceAvailable: true,
  isDeliveryAvailable: true,
  deliveryFeePerTyre: 150,
  prepareDays: 2,
  promotions: [{ key: 'p', title: 'ลดเส้นละ 200', isTogglable: false }],
  benefits: [],
  link: '/store/charoen-tyre/77',
};

/** The cart's quote of the offer above: 4 fitted at the shop (decision 0166). */
const quote: OfferQuote = {
  sellerProductId: 77,
  storeId: 5,
  storeName: 'ร้านเจริญยางยนต์',
  branchName: 'สาขาลาดพร้าว',
  storeProvince: 'กรุงเทพมหานคร',
  unitSatang: 300_000,
  qty: 4,
  available: 12,
  minQty: 1,
  goodsSatang: 1_200_000,
  deliverySatang: 0,
  servicesSatang: 10_000,
  services: [
    { title: 'ถ่วงล้อ', priceSatang: 0 },
    { title: 'ค่าจุ๊บลมใหม่', priceSatang: 10_000 },
  ],
  discountSatang: 116_000,
  discounts: [{ title: 'ลดเส้นละ 200', amountSatang: 80_000 }],
  totalSatang: 1_094_000,
};
const pricing = (over: Partial<CardPricing> = {}): CardPricing => ({
  qty: 4,
  orderType: 'SERVICE',
  province: 'กรุงเทพมหานคร',
  quote,
  ready: true,
  ...over,
});

describe('OfferCard', () => {
  it('shows the shop, the price per tyre, the cart total with what it includes, stock, year and distance', () => {
    renderWithProviders(<OfferCard offer={offer} pricing={pricing()} />);
    expect(screen.getByRole('link', { name: 'ร้านเจริญยางยนต์ (สาขาลาดพร้าว)' })).toHaveAttribute(
      'href',
      '/store/charoen-tyre',
    );
    expect(screen.getByText('฿3,000')).toBeInTheDocument();
    expect(screen.getByText('ราคารวม 4 เส้น · ติดตั้งที่ร้าน')).toBeInTheDocument();
    // One total on the card: the cart's (no second, cached set price).
    expect(screen.getAllByText(/฿10,940/)).toHaveLength(1);
    expect(screen.getByTestId('card-total')).toHaveTextContent('฿10,940');
    expect(screen.getByText(/ถ่วงล้อ \(ฟรี\), ค่าจุ๊บลมใหม่ \(฿100\)/)).toBeInTheDocument();
    expect(screen.getByText('ส่วนลด −฿1,160')).toBeInTheDocument();
    expect(screen.getByText('มีสินค้าพร้อมขาย')).toBeInTheDocument();
    expect(screen.getByText('ยางใหม่')).toBeInTheDocument();
    expect(screen.getByText('ห่าง 4.7 กม.')).toBeInTheDocument();
    expect(screen.getByText(/ค่าจัดส่ง ฿150 ต่อเส้น/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เลือกร้านนี้ (ร้านเจริญยางยนต์)' })).toHaveAttribute(
      'href',
      '/store/charoen-tyre/77',
    );
  });

  it('follows the choice: 2 delivered to a province with the fee, or says the shop cannot take it', () => {
    const delivered = { ...quote, qty: 2, deliverySatang: 30_000, totalSatang: 650_000 };
    const { unmount } = renderWithProviders(
      <OfferCard
        offer={offer}
        pricing={pricing({ qty: 2, orderType: 'DELIVERY', province: 'เชียงใหม่', quote: delivered })}
      />,
    );
    expect(screen.getByText('ราคารวม 2 เส้น · ส่งถึงบ้าน เชียงใหม่')).toBeInTheDocument();
    expect(screen.getByTestId('card-total')).toHaveTextContent('฿6,500');
    expect(screen.getByText('ค่าจัดส่ง ฿300')).toBeInTheDocument();
    unmount();
    renderWithProviders(<OfferCard offer={offer} pricing={pricing({ quote: undefined })} />);
    expect(screen.queryByTestId('card-total')).not.toBeInTheDocument();
    expect(screen.getByTestId('card-total-none')).toHaveTextContent(
      'ร้านนี้ขาย 4 เส้น (ติดตั้งที่ร้าน) ไม่ได้ในขณะนี้',
    );
  });

  it('flags a shop that cannot supply 4 and hides the fresh badge for old stock', () => {
    renderWithProviders(
      <OfferCard offer={{ ...offer, isEnoughForSet: false, isFresh: false, distanceKm: null }} />,
    );
    expect(screen.getByText('สินค้าไม่พอ 4 เส้น')).toBeInTheDocument();
    expect(screen.queryByText('ยางใหม่')).not.toBeInTheDocument();
    expect(screen.queryByText(/ห่าง/)).not.toBeInTheDocument();
  });
});

describe('OfferList', () => {
  it('offers the distance sort only when the location is known', () => {
    const onSortChange = vi.fn();
    const { unmount } = renderWithProviders(
      <OfferList offers={[offer]} sort="price" hasLocation={false} onSortChange={onSortChange} />,
    );
    expect(screen.queryByRole('combobox', { name: 'เรียงตาม' })).not.toBeInTheDocument();
    expect(screen.getByText(/อนุญาตให้เว็บไซต์ใช้ตำแหน่งที่ตั้ง/)).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <OfferList offers={[offer]} sort="price" hasLocation onSortChange={onSortChange} />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'เรียงตาม' }), {
      target: { value: 'distance' },
    });
    expect(onSortChange).toHaveBeenCalledWith('distance');
  });
});

/** The tyre page's offer list as TireDetailView wires it. */
function ShownOffers({ detail }: { detail: ProductDetailResponse }) {
  const { offers, hasMore, showMore } = useOffersShown(detail);
  return (
    <OfferList
      offers={offers}
      offerCount={detail.offerCount}
      onShowMore={hasMore ? () => showMore.mutate() : undefined}
      isLoadingMore={showMore.isPending}
      moreFailed={showMore.isError}
      sort={detail.sort}
      hasLocation={detail.hasLocation}
      onSortChange={() => undefined}
    />
  );
}

describe('OfferList a page at a time', () => {
  const shop = (id: number): Offer => ({
    ...offer,
    sellerProductId: id,
    store: { ...offer.store, id, name: `ร้านที่ ${id}` },
    link: `/store/charoen-tyre/${id}`,
  });
  const firstPage = {
    product: { param: '12.michelin-primacy-4-205-55r16' },
    offers: Array.from({ length: 20 }, (_, i) => shop(i + 1)),
    offerCount: 25,
    offset: 0,
    sort: 'price',
    hasLocation: false,
    benefits: [],
    pictures: [],
  } as unknown as ProductDetailResponse;

  it('shows the first shops, the count of all, and asks for the next with ดูร้านค้าเพิ่มเติม', async () => {
    const api = mockApi({
      '/api/product/get-product-detail': () => ({
        body: { ...firstPage, offers: [20, 21, 22, 23, 24, 25].map(shop), offset: 19 },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<ShownOffers detail={firstPage} />);
    expect(screen.getByText('(25 ร้านค้า)')).toBeInTheDocument();
    expect(screen.getByText('แสดง 20 จาก 25 ร้านค้า')).toBeInTheDocument();
    expect(screen.getAllByTestId('offer')).toHaveLength(20);
    fireEvent.click(screen.getByText('ดูร้านค้าเพิ่มเติม'));
    await waitFor(() => expect(screen.getAllByTestId('offer')).toHaveLength(25));
    // The next page starts after the shown shops, in the same order; a shop that moved up is
    // not shown twice.
    expect(api.calls[0].body).toEqual({
      param: '12.michelin-primacy-4-205-55r16',
      sort: 'price',
      offset: 20,
      limit: 20,
    });
    expect(screen.queryByText('ดูร้านค้าเพิ่มเติม')).not.toBeInTheDocument();
  });

  it('has no ดูร้านค้าเพิ่มเติม when every shop is shown', () => {
    renderWithProviders(
      <ShownOffers
        detail={{ ...firstPage, offers: firstPage.offers.slice(0, 3), offerCount: 3 }}
      />,
    );
    expect(screen.getByText('(3 ร้านค้า)')).toBeInTheDocument();
    expect(screen.queryByText('ดูร้านค้าเพิ่มเติม')).not.toBeInTheDocument();
  });
});

describe('FavouriteButton', () => {
  it('signed out: a link to log in that comes back to the tyre', async () => {
    renderWithProviders(<FavouriteButton productId={12} />, { path: '/tire/12.x' });
    expect(await screen.findByRole('link', { name: /เข้าสู่ระบบเพื่อเพิ่มในรายการโปรด/ })).toHaveAttribute(
      'href',
      '/login?redirect=%2Ftire%2F12.x',
    );
  });

  it('signed in: toggles with the favourite calls and shows the new state', async () => {
    localStorage.setItem('userToken', '7|secretsecretsecretsecret');
    let ids: number[] = [];
    const api = mockApi({
      '/api/favorite/get-content': () => ({ body: { productIds: ids } }),
      '/api/favorite/add-product': (body) => {
        ids = [(body as { productId: number }).productId];
        return { body: { success: true, message: '', isFavourite: true } };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<FavouriteButton productId={12} />, { path: '/tire/12.x' });
    const button = await screen.findByRole('button', { name: /เพิ่มในรายการโปรด/ });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /นำออกจากรายการโปรด/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const add = api.calls.find((c) => c.path === '/api/favorite/add-product');
    expect(add?.body).toEqual({ productId: 12 });
    expect(new Headers(add?.init.headers).get('Authorization')).toBe(
      'Bearer 7|secretsecretsecretsecret',
    );
  });
});

describe('trackViewItem', () => {
  it('pushes view_item with a quantity of 4 to the dataLayer', () => {
    trackViewItem({
      item_id: '12',
      item_name: 'Michelin Primacy 4 205/55R16',
      item_brand: 'Michelin',
      item_variant: '205/55R16',
      price: 3500,
    });
    const event = window.dataLayer?.at(-1) as {
      event: string;
      ecommerce: { currency: string; value: number; items: { quantity: number }[] };
    };
    expect(event.event).toBe('view_item');
    expect(event.ecommerce).toMatchObject({ currency: 'THB', value: 14000 });
    expect(event.ecommerce.items[0].quantity).toBe(4);
  });
});
