import { satangToBaht } from '@yangdee/contracts/pricing';
import { dotCode, isFreshTyre, type Offer } from '@yangdee/contracts/product-detail';
import { STOCK_STATUS_LABEL_TH, type StockStatusCode } from '@yangdee/contracts/stock-status';
import {
  deliveryRateSatang,
  isEnoughForSet,
  type OfferOwn,
  type OfferShop,
  offerBenefits,
  offerLink,
  offerPrepareDays,
  offerStore,
  promotionsOn,
} from './product-detail.mapper';
import { Places } from './product-detail.places';
import type { OfferRow } from './product-detail.repository';

// How an offer of a tyre page is kept (decisions 0113, 0121, 0172): the numbers of the fragments
// many offers share, into an OfferSink (a PiecesBuilder, product-detail.builder.ts); its own
// numbers (id, prices) are written as JSON only when a view shows it (product-detail.pieces.ts).

export type Benefit = Offer['benefits'][number];
export type OfferServices = OfferRow['services'];
export type OfferPromotions = OfferRow['promotions'];
export type OfferWarranties = OfferRow['warranties'];

/** Where an encoded offer goes: its SLOTS fragment numbers, then its delivered price and benefits. */
export type OfferSink = {
  readonly slots: Ints;
  own(deliverySatang: number, benefits: Benefit[]): void;
};

/**
 * JSON fragments that many offers repeat (a shop, a promotion list, a warranty), kept
 * once per copy of the tyre pages; offers refer to them by number (decision 0113).
 */
export class Fragments {
  private readonly ids = new Map<string, number>();
  readonly list: Buffer[] = [];
  /** About what the fragments hold: their bytes and their keys' strings. */
  bytes = 0;

  private encoders = new Map<string, OfferEncoder>();

  /**
   * @param places the shops' places the pages of this table number (a copy of the tyre pages
   * keeps one for its life, across fragment tables: decision 0130)
   */
  constructor(readonly places = new Places()) {}

  /** The offer encoder of this table for a day (its caches hold this table's numbers). */
  encoder(today: string): OfferEncoder {
    let encoder = this.encoders.get(today);
    if (!encoder) {
      encoder = new OfferEncoder(this, today);
      this.encoders.set(today, encoder);
    }
    return encoder;
  }

  id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.list.length;
      const buffer = Buffer.from(text);
      this.list.push(buffer);
      this.ids.set(text, id);
      this.bytes += buffer.length + text.length * 2 + 80;
    }
    return id;
  }
}

/** Texts of one shop: its `,"store":…` fragment and the start of its offers' links. */
type ShopBits = { store: number; link: number };
type PromotionBits = { shown: number };
type WarrantyBits = { benefits: Benefit[]; fragment: number };

/**
 * Keeps an offer as the numbers of the fragments its JSON is made of (decision 0172): what many
 * offers share (a shop and the start of its links, a promotion or warranty list, a production
 * week, the stock and what the offer offers) is made once and found again by the object it came
 * from or a number, not by writing and hashing its text each time (decision 0121). The offer's own
 * values (its id, prices) are in the page's arrays; product-detail.pieces.ts writes the JSON
 * between them, exactly `JSON.stringify(toOffer(row))`'s without distanceKm and its closing brace
 * (tested). An offer carries no set total: the tyre page's one total is the cart's quote
 * (decision 0166).
 *
 * The object caches hold as long as the objects they key: a bulk load (product-detail.bulk.ts)
 * hands every offer of a shop the same shop object and every offer with the same services the
 * same list, read in one snapshot; rows read one tyre at a time are new objects and simply miss.
 * One encoder per fragment table and day (Fragments.encoder).
 */
export class OfferEncoder {
  private readonly shops = new WeakMap<OfferShop, ShopBits>();
  private readonly promotions = new WeakMap<OfferPromotions, PromotionBits>();
  private readonly warranties = new WeakMap<OfferWarranties, WarrantyBits>();
  private readonly made = new Map<number, number>();
  private readonly stock = new Map<number, number>();
  private readonly availability = new Map<string, number>();

  constructor(
    private readonly fragments: Fragments,
    private readonly today: string,
  ) {}

  private shopBits(shop: OfferShop): ShopBits {
    let bits = this.shops.get(shop);
    if (!bits) {
      bits = {
        store: this.fragments.id(`,"store":${JSON.stringify(offerStore(shop))}`),
        link: this.fragments.id(
          `,"link":${JSON.stringify(offerLink(shop.storeLink, 0)).slice(0, -2)}`,
        ),
      };
      this.shops.set(shop, bits);
    }
    return bits;
  }

  private promotionBits(list: OfferPromotions): PromotionBits {
    let bits = this.promotions.get(list);
    if (!bits) {
      const { shown } = promotionsOn(list, this.today);
      bits = { shown: this.fragments.id(`,"promotions":${JSON.stringify(shown)}`) };
      this.promotions.set(list, bits);
    }
    return bits;
  }

  /** One object per benefit text (a tyre page lists each once: finish() finds it by identity). */
  private readonly benefitObjects = new Map<string, Benefit>();

  warrantyBits(list: OfferWarranties): WarrantyBits {
    let bits = this.warranties.get(list);
    if (!bits) {
      const benefits = offerBenefits(list).map((b) => {
        const whole = JSON.stringify([b.type, b.title, b.remark]);
        let same = this.benefitObjects.get(whole);
        if (!same) {
          same = b;
          this.benefitObjects.set(whole, b);
        }
        return same;
      });
      bits = { benefits, fragment: this.fragments.id(`,"benefits":${JSON.stringify(benefits)}`) };
      this.warranties.set(list, bits);
    }
    return bits;
  }

  // Keys that always follow one another share one fragment (fewer parts an offer: less memory
  // and fewer copies a view), found by a number or a short key.

  /** `,"productionYear":…,"productionWeek":…,"dot":…,"isFresh":…` */
  private madeBits(year: number, week: number | null): number {
    const key = year * 100 + (week ?? 99);
    let id = this.made.get(key);
    if (id === undefined) {
      id = this.fragments.id(
        `,"productionYear":${JSON.stringify(year)},"productionWeek":${JSON.stringify(week)},"dot":${JSON.stringify(dotCode(year, week))},"isFresh":${isFreshTyre(year, week, this.today)}`,
      );
      this.made.set(key, id);
    }
    return id;
  }

  /** `,"stockStatus":{…},"isEnoughForSet":…` */
  private stockBits(status: number, enough: boolean): number {
    const key = status * 2 + (enough ? 1 : 0);
    let id = this.stock.get(key);
    if (id === undefined) {
      const code = status as StockStatusCode;
      const value = { code, label: STOCK_STATUS_LABEL_TH[code] ?? '' };
      id = this.fragments.id(`,"stockStatus":${JSON.stringify(value)},"isEnoughForSet":${enough}`);
      this.stock.set(key, id);
    }
    return id;
  }

  /** `,"isServiceAvailable":…,"isDeliveryAvailable":…,"deliveryFeePerTyre":…,"prepareDays":…` */
  private availabilityBits(service: boolean, fee: number | null, prepareDays: number): number {
    const key = `${service}${fee}|${prepareDays}`;
    let id = this.availability.get(key);
    if (id === undefined) {
      id = this.fragments.id(
        `,"isServiceAvailable":${service},"isDeliveryAvailable":${fee !== null},"deliveryFeePerTyre":${JSON.stringify(fee)},"prepareDays":${JSON.stringify(prepareDays)}`,
      );
      this.availability.set(key, id);
    }
    return id;
  }

  // The last lists and shop seen: a shop's offers mostly come one after another (one-entry caches
  // before the WeakMaps).
  private lastShop: OfferShop | null = null;
  private lastShopBits: ShopBits | null = null;
  private lastPromotions: OfferPromotions | null = null;
  private lastPromotionBits: PromotionBits | null = null;
  private lastWarranties: OfferWarranties | null = null;
  private lastWarrantyBits: WarrantyBits | null = null;

  /** The place number of an offer's shop (in this table's places). */
  placeOf(shop: { latitude: number; longitude: number }): number {
    return this.fragments.places.ofShop(shop);
  }

  /**
   * Adds one offer to a tyre's builder: the order of its keys is toOffer's. Own text is ASCII
   * (numbers, keys and the URI-encoded link), so its length is its byte count. No closures here:
   * this runs for every offer of a bulk load.
   */
  encode(
    o: OfferOwn,
    shop: OfferShop,
    // Unused since decision 0166 (no set total on the page); the reads that bring it are a follow-up.
    _services: OfferServices,
    promotions: OfferPromotions,
    warranties: OfferWarranties,
    into: OfferSink,
  ): void {
    const slots = into.slots;
    if (shop !== this.lastShop) {
      this.lastShop = shop;
      this.lastShopBits = this.shopBits(shop);
    }
    const shopBits = this.lastShopBits as ShopBits;
    if (promotions !== this.lastPromotions) {
      this.lastPromotions = promotions;
      this.lastPromotionBits = this.promotionBits(promotions);
    }
    const promotionBits = this.lastPromotionBits as PromotionBits;
    if (warranties !== this.lastWarranties) {
      this.lastWarranties = warranties;
      this.lastWarrantyBits = this.warrantyBits(warranties);
    }
    const warrantyBits = this.lastWarrantyBits as WarrantyBits;
    const rate = deliveryRateSatang(o, shop);
    // In SLOT order (product-detail.page.ts).
    slots.push(shopBits.store);
    slots.push(this.stockBits(o.status, isEnoughForSet(o)));
    slots.push(this.madeBits(o.productionYear, o.productionWeek));
    slots.push(
      this.availabilityBits(
        o.isServiceAvailable && shop.isServiceEnabled,
        rate === null ? null : satangToBaht(rate),
        offerPrepareDays(o, shop),
      ),
    );
    slots.push(promotionBits.shown);
    slots.push(warrantyBits.fragment);
    slots.push(shopBits.link);
    into.own(rate === null ? -1 : (o.priceDeliverySatang ?? o.priceSatang), warrantyBits.benefits);
  }
}

/** A growable Int32Array. */
export class Ints {
  a: Int32Array;
  length = 0;
  constructor(room = 64) {
    this.a = new Int32Array(room);
  }
  push(value: number): void {
    if (this.length === this.a.length) {
      const grown = new Int32Array(this.a.length * 2);
      grown.set(this.a);
      this.a = grown;
    }
    this.a[this.length++] = value;
  }
}
