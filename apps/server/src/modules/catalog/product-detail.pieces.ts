import type { PriceLine, PricingOrderType, PricingPromotion } from '@yangdee/contracts/pricing';
import { satangToBaht } from '@yangdee/contracts/pricing';
import {
  dotCode,
  isFreshTyre,
  type Offer,
  type OfferSort,
  SET_QTY,
} from '@yangdee/contracts/product-detail';
import { STOCK_STATUS_LABEL_TH, type StockStatusCode } from '@yangdee/contracts/stock-status';
import { distanceM, type RadPoint, toRadPoint } from '../../lib/geo';
import {
  deliveryRateSatang,
  isEnoughForSet,
  mainOrderType,
  type OfferOwn,
  type OfferShop,
  offerBenefits,
  offerLink,
  offerPrepareDays,
  offerPriceLine,
  offerStore,
  promotionsOn,
  toProductSpec,
} from './product-detail.mapper';
import type { OfferRow, ProductRow } from './product-detail.repository';

// A tyre page kept in memory (decision 0060), in a few flat arrays rather than objects per offer:
// 5,000 tyres with 100,000 offers stay ~10 objects a tyre, so the garbage collector has little to
// walk. `bytes` holds the page's JSON up to the per-shopper fields, then each offer's JSON
// without distanceKm and its closing brace; per request only the distances, the order, the
// benefits in that order and the favourite flag are added.

type Benefit = Offer['benefits'][number];

/**
 * JSON fragments that many offers repeat (a shop, a promotion list, a warranty, `"qty":4`), kept
 * once per copy of the tyre pages; offers refer to them by number (decision 0113).
 */
export class Fragments {
  private readonly ids = new Map<string, number>();
  readonly list: Buffer[] = [];
  /** About what the fragments hold: their bytes and their keys' strings. */
  bytes = 0;

  private encoders = new Map<string, OfferEncoder>();

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

type OfferServices = OfferRow['services'];
type OfferPromotions = OfferRow['promotions'];
type OfferWarranties = OfferRow['warranties'];

/** Texts of one shop: its `,"store":…` fragment and the start of its offers' links. */
type ShopBits = { store: number; linkStart: string };
/** Per order type: `,"services":…` and `,"includedServices":…` of a service list. */
type ServiceBits = { services: number; included: number };
type PromotionBits = { shown: number; pricing: PricingPromotion[] };
type WarrantyBits = { benefits: Benefit[]; fragment: number };

/**
 * Writes an offer's JSON (without distanceKm and its closing brace) as parts: the offer's own
 * bytes (its id, prices, set total and discount amounts, link) and the numbers of shared fragments
 * (decision 0113). The text is exactly `JSON.stringify(toOffer(row))`'s without those (tested):
 * the mapper's helpers make each value, and what many offers share (a shop, a service, promotion
 * or warranty list, a production week, `"qty":4`) is made once and found again by the object it
 * came from or a number, not by writing and hashing its text each time (decision 0121).
 *
 * The object caches hold as long as the objects they key: a bulk load (product-detail.bulk.ts)
 * hands every offer of a shop the same shop object and every offer with the same services the
 * same list, read in one snapshot; rows read one tyre at a time are new objects and simply miss.
 * One encoder per fragment table and day (Fragments.encoder).
 */
export class OfferEncoder {
  private readonly shops = new WeakMap<OfferShop, ShopBits>();
  private readonly services = new WeakMap<OfferServices, (ServiceBits | undefined)[]>();
  private readonly promotions = new WeakMap<OfferPromotions, PromotionBits>();
  private readonly warranties = new WeakMap<OfferWarranties, WarrantyBits>();
  private readonly made = new Map<number, number>();
  private readonly stock = new Map<number, number>();
  private readonly availability = new Map<string, number>();
  private readonly leaves = new Map<string, Map<unknown, number>>();
  private readonly fixed: Record<string, number>;

  constructor(
    private readonly fragments: Fragments,
    private readonly today: string,
  ) {
    this.fixed = {
      SERVICE: fragments.id(`{"qty":${SET_QTY},"orderType":"SERVICE"`),
      DELIVERY: fragments.id(`{"qty":${SET_QTY},"orderType":"DELIVERY"`),
    };
  }

  /** `,"key":value` of a leaf (a number, boolean, null or short string). */
  private leaf(key: string, value: unknown): number {
    let byValue = this.leaves.get(key);
    if (!byValue) {
      byValue = new Map();
      this.leaves.set(key, byValue);
    }
    let id = byValue.get(value);
    if (id === undefined) {
      id = this.fragments.id(`,${JSON.stringify(key)}:${JSON.stringify(value)}`);
      byValue.set(value, id);
    }
    return id;
  }

  private shopBits(shop: OfferShop): ShopBits {
    let bits = this.shops.get(shop);
    if (!bits) {
      bits = {
        store: this.fragments.id(`,"store":${JSON.stringify(offerStore(shop))}`),
        linkStart: `,"link":${JSON.stringify(offerLink(shop.storeLink, 0)).slice(0, -2)}`,
      };
      this.shops.set(shop, bits);
    }
    return bits;
  }

  private serviceBits(
    list: OfferServices,
    orderType: PricingOrderType,
    line: PriceLine,
  ): ServiceBits {
    let byType = this.services.get(list);
    if (!byType) {
      byType = [undefined, undefined];
      this.services.set(list, byType);
    }
    const at = orderType === 'SERVICE' ? 0 : 1;
    let bits = byType[at];
    if (!bits) {
      // The line's services and their sum follow from the list and the order type alone.
      const included = line.services.map((s) => ({
        title: s.title,
        price: satangToBaht(s.priceSatang),
      }));
      bits = {
        services: this.fragments.id(`,"services":${satangToBaht(line.servicesSatang)}`),
        included: this.fragments.id(`,"includedServices":${JSON.stringify(included)}`),
      };
      byType[at] = bits;
    }
    return bits;
  }

  private promotionBits(list: OfferPromotions): PromotionBits {
    let bits = this.promotions.get(list);
    if (!bits) {
      const { shown, pricing } = promotionsOn(list, this.today);
      bits = { shown: this.fragments.id(`,"promotions":${JSON.stringify(shown)}`), pricing };
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

  /**
   * Adds one offer to a tyre's builder: the order of its keys is toOffer's. Own text is ASCII
   * (numbers, keys and the URI-encoded link), so its length is its byte count. No closures here:
   * this runs for every offer of a bulk load.
   */
  encode(
    o: OfferOwn,
    shop: OfferShop,
    services: OfferServices,
    promotions: OfferPromotions,
    warranties: OfferWarranties,
    into: PiecesBuilder,
  ): void {
    const parts = into.parts;
    const f = this.fixed;
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
    const orderType = mainOrderType(o, shop);
    const rate = deliveryRateSatang(o, shop);
    const line = offerPriceLine(o, orderType, rate, services, promotionBits.pricing, this.today);
    const serviceBits = this.serviceBits(services, orderType, line);
    const priceDelivery =
      rate === null ? null : satangToBaht(o.priceDeliverySatang ?? o.priceSatang);
    let text = `{"sellerProductId":${o.id}`;
    let cut = cutOwn(parts, text, 0);
    parts.push(shopBits.store);
    text += `,"price":${satangToBaht(o.priceSatang)},"priceDelivery":${priceDelivery},"setPrice":`;
    cut = cutOwn(parts, text, cut);
    parts.push(f[orderType]);
    text += `,"goods":${satangToBaht(line.goodsSatang)}`;
    cut = cutOwn(parts, text, cut);
    parts.push(serviceBits.services);
    text += `,"discount":${satangToBaht(line.discountSatang)}`;
    cut = cutOwn(parts, text, cut);
    parts.push(this.leaf('delivery', satangToBaht(line.deliverySatang)));
    text += `,"total":${satangToBaht(line.totalSatang)}`;
    cut = cutOwn(parts, text, cut);
    parts.push(serviceBits.included);
    text += ',"discounts":[';
    for (let i = 0; i < line.discounts.length; i++) {
      const d = line.discounts[i];
      cut = cutOwn(parts, text, cut);
      parts.push(this.fragments.id(`${i === 0 ? '{' : ',{'}"title":${JSON.stringify(d.title)}`));
      text += `,"amount":${satangToBaht(d.amountSatang)}`;
      cut = cutOwn(parts, text, cut);
      parts.push(this.leaf('amountType', d.amountType));
      text += '}';
    }
    text += ']}';
    cut = cutOwn(parts, text, cut);
    parts.push(this.stockBits(o.status, isEnoughForSet(o)));
    parts.push(this.madeBits(o.productionYear, o.productionWeek));
    parts.push(
      this.availabilityBits(
        o.isServiceAvailable && shop.isServiceEnabled,
        rate === null ? null : satangToBaht(rate),
        offerPrepareDays(o, shop),
      ),
    );
    parts.push(promotionBits.shown);
    parts.push(warrantyBits.fragment);
    text += `${shopBits.linkStart}${o.id}"`;
    cutOwn(parts, text, cut);
    into.own(text, satangToBaht(line.totalSatang), warrantyBits.benefits);
  }
}

/** Ends a run of own text at text's end (a part < 0: its length); returns where the next starts. */
function cutOwn(parts: Ints, text: string, from: number): number {
  if (text.length > from) parts.push(from - text.length);
  return text.length;
}

/** A growable Int32Array. */
class Ints {
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

/**
 * Buffer's latin1 writer without write()'s argument handling (a third of the cost of a million
 * short writes); write() where a runtime lacks it.
 */
const latin1Write: (this: Buffer, text: string, offset: number) => number =
  (Buffer.prototype as unknown as { latin1Write?: (text: string, offset: number) => number })
    .latin1Write ??
  function (this: Buffer, text: string, offset: number) {
    return this.write(text, offset, 'latin1');
  };

/** A builder's first room, in offers (a bench tyre has ~200). */
const BUILDER_START = 64;

/** A shop's place (one object per shop in a bulk load, so its offers one after another share it). */
let lastPlaceOf: object | null = null;
let lastPlace: RadPoint = toRadPoint(0, 0);
function placeOf(shop: { latitude: number; longitude: number }): RadPoint {
  if (shop !== lastPlaceOf) {
    lastPlaceOf = shop;
    lastPlace = toRadPoint(shop.latitude, shop.longitude);
  }
  return lastPlace;
}

/**
 * One tyre's offers as they are encoded; finish() lays them out in offer id order (the order of
 * the reference statement) as DetailPieces. Offers come in id order from both reads (the bulk
 * load reads ranges of ids in order), so finish() mostly copies each array once; offers out of
 * order are laid out one by one.
 */
export class PiecesBuilder {
  n = 0;
  readonly parts: Ints;
  private partEnds: Int32Array;
  /** The offers' own text (ASCII), one after another; offer i's ends at ownEnds[i]. */
  private ownBytes: Buffer;
  private ownLength = 0;
  private ownEnds: Int32Array;
  private ids: Int32Array;
  private prices: Float64Array;
  private totals: Float64Array;
  private latRad: Float64Array;
  private lonRad: Float64Array;
  private cosLat: Float64Array;
  private benefitLists: Benefit[][] = [];
  private minPrice = Number.POSITIVE_INFINITY;
  private maxPrice = Number.NEGATIVE_INFINITY;
  private inIdOrder = true;

  /** @param room offers to make room for at first (it grows past them) */
  constructor(room = BUILDER_START) {
    const n = Math.max(8, room);
    this.parts = new Ints(n * 18);
    this.partEnds = new Int32Array(n);
    this.ownBytes = Buffer.allocUnsafe(n * 192);
    this.ownEnds = new Int32Array(n);
    this.ids = new Int32Array(n);
    this.prices = new Float64Array(n);
    this.totals = new Float64Array(n);
    this.latRad = new Float64Array(n);
    this.lonRad = new Float64Array(n);
    this.cosLat = new Float64Array(n);
  }

  /** Bytes held so far (about what the finished pieces will hold). */
  get bytes(): number {
    return this.ownLength + this.parts.length * 4 + this.n * 64;
  }

  /** Writes the offer being added's own text (ASCII: one byte a character), total and benefits. */
  own(text: string, total: number, benefits: Benefit[]): void {
    this.totals[this.n - 1] = total;
    this.benefitLists.push(benefits);
    if (this.ownLength + text.length > this.ownBytes.length) {
      const grown = Buffer.allocUnsafe(
        Math.max(this.ownBytes.length * 2, this.ownLength + text.length),
      );
      this.ownBytes.copy(grown, 0, 0, this.ownLength);
      this.ownBytes = grown;
    }
    this.ownLength += latin1Write.call(this.ownBytes, text, this.ownLength);
  }

  private grow(): void {
    const size = this.ids.length * 2;
    const more = <T extends Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a);
      return b;
    };
    this.partEnds = more(this.partEnds);
    this.ownEnds = more(this.ownEnds);
    this.ids = more(this.ids);
    this.prices = more(this.prices);
    this.totals = more(this.totals);
    this.latRad = more(this.latRad);
    this.lonRad = more(this.lonRad);
    this.cosLat = more(this.cosLat);
  }

  add(
    encoder: OfferEncoder,
    o: OfferOwn,
    shop: OfferShop & { latitude: number; longitude: number },
    services: OfferServices,
    promotions: OfferPromotions,
    warranties: OfferWarranties,
  ): void {
    if (this.n === this.ids.length) this.grow();
    const i = this.n++;
    encoder.encode(o, shop, services, promotions, warranties, this);
    this.partEnds[i] = this.parts.length;
    this.ownEnds[i] = this.ownLength;
    if (i > 0 && this.ids[i - 1] > o.id) this.inIdOrder = false;
    this.ids[i] = o.id;
    this.prices[i] = satangToBaht(o.priceSatang);
    const place = placeOf(shop);
    this.latRad[i] = place.latRad;
    this.lonRad[i] = place.lonRad;
    this.cosLat[i] = place.cosLat;
    if (o.priceSatang < this.minPrice) this.minPrice = o.priceSatang;
    if (o.priceSatang > this.maxPrice) this.maxPrice = o.priceSatang;
  }

  finish(product: ProductRow, fragments: Fragments): DetailPieces {
    const n = this.n;
    const order = Array.from({ length: n }, (_, i) => i);
    if (!this.inIdOrder) order.sort((a, b) => this.ids[a] - this.ids[b]);
    const head = headOf(product, n, this.minPrice, this.maxPrice);
    const headEnd = head.length;
    const bytes = Buffer.allocUnsafe(headEnd + this.ownLength);
    head.copy(bytes);
    const offerEnds = new Int32Array(n);
    let parts: Int32Array;
    let partEnds: Int32Array;
    const pick = <T extends Int32Array | Float64Array>(a: T): T => {
      if (this.inIdOrder) return a.slice(0, n) as T;
      const b = new (a.constructor as new (n: number) => T)(n);
      for (let i = 0; i < n; i++) b[i] = a[order[i]];
      return b;
    };
    if (this.inIdOrder) {
      this.ownBytes.copy(bytes, headEnd, 0, this.ownLength);
      for (let i = 0; i < n; i++) offerEnds[i] = headEnd + this.ownEnds[i];
      parts = this.parts.a.slice(0, this.parts.length);
      partEnds = this.partEnds.slice(0, n);
    } else {
      parts = new Int32Array(this.parts.length);
      partEnds = new Int32Array(n);
      let at = headEnd;
      let partAt = 0;
      for (let i = 0; i < n; i++) {
        const from = order[i];
        at += this.ownBytes.copy(
          bytes,
          at,
          from === 0 ? 0 : this.ownEnds[from - 1],
          this.ownEnds[from],
        );
        offerEnds[i] = at;
        for (let j = from === 0 ? 0 : this.partEnds[from - 1]; j < this.partEnds[from]; j++) {
          parts[partAt++] = this.parts.a[j];
        }
        partEnds[i] = partAt;
      }
    }
    const benefits = new BenefitIndex();
    for (let i = 0; i < n; i++) {
      benefits.startOffer();
      for (const b of this.benefitLists[order[i]]) benefits.add(b);
    }
    return {
      bytes,
      headEnd,
      fragments: fragments.list,
      partEnds,
      parts,
      offerEnds,
      ids: pick(this.ids),
      prices: pick(this.prices),
      totals: pick(this.totals),
      latRad: pick(this.latRad),
      lonRad: pick(this.lonRad),
      cosLat: pick(this.cosLat),
      ...benefits.tables(),
      product,
      priceRange: n ? [this.minPrice, this.maxPrice] : [],
    };
  }
}

/**
 * A tyre's distinct benefits as its offers are laid out: each text once (the same benefit may
 * come as another object: another shop's list), and each offer's list of them.
 */
class BenefitIndex {
  private readonly benefits: Benefit[];
  private readonly byObject = new Map<Benefit, number>();
  private readonly byWhole = new Map<string, number>();
  private readonly byKey = new Map<string, number>();
  private readonly keys: number[];
  private readonly ids: number[] = [];
  private readonly starts: number[] = [];

  /**
   * @param seed a page whose benefits this one starts with (patchPieces): its offers' benefit
   * numbers stay valid and are copied as they are (copyOffers); a benefit no offer uses any more
   * stays in the list, unseen (a page lists only the benefits of its offers).
   */
  constructor(private seed: DetailPieces | null = null) {
    this.benefits = seed ? seed.benefits.slice() : [];
    this.keys = seed ? Array.from(seed.benefitKeys) : [];
  }

  startOffer(): void {
    this.starts.push(this.ids.length);
  }

  /** Offers from..to of the seed page, their benefit numbers as they are. */
  copyOffers(p: DetailPieces, from: number, to: number): void {
    const base = this.ids.length - p.benefitStarts[from];
    for (let k = from; k < to; k++) this.starts.push(base + p.benefitStarts[k]);
    for (let b = p.benefitStarts[from]; b < p.benefitStarts[to]; b++)
      this.ids.push(p.benefitIds[b]);
  }

  /** The seed's benefits by object, text and type|title (on the first benefit looked up). */
  private indexSeed(): void {
    const seed = this.seed;
    if (!seed) return;
    this.seed = null;
    seed.benefits.forEach((b, id) => {
      this.byObject.set(b, id);
      const whole = JSON.stringify([b.type, b.title, b.remark]);
      if (!this.byWhole.has(whole)) this.byWhole.set(whole, id);
      this.byKey.set(`${b.type}|${b.title}`, seed.benefitKeys[id]);
    });
  }

  add(b: Benefit): void {
    let id = this.byObject.get(b);
    if (id === undefined && this.seed) {
      this.indexSeed();
      id = this.byObject.get(b);
    }
    if (id === undefined) {
      const whole = JSON.stringify([b.type, b.title, b.remark]);
      id = this.byWhole.get(whole);
      if (id === undefined) {
        id = this.benefits.length;
        this.byWhole.set(whole, id);
        this.benefits.push(b);
        const key = `${b.type}|${b.title}`;
        let keyId = this.byKey.get(key);
        if (keyId === undefined) {
          keyId = this.keys.length === 0 ? 0 : Math.max(...this.keys) + 1;
          this.byKey.set(key, keyId);
        }
        this.keys.push(keyId);
      }
      this.byObject.set(b, id);
    }
    this.ids.push(id);
  }

  tables(): Pick<DetailPieces, 'benefits' | 'benefitKeys' | 'benefitStarts' | 'benefitIds'> {
    const benefitStarts = new Int32Array(this.starts.length + 1);
    benefitStarts.set(this.starts);
    benefitStarts[this.starts.length] = this.ids.length;
    return {
      benefits: this.benefits,
      benefitKeys: Int32Array.from(this.keys),
      benefitStarts,
      benefitIds: Int32Array.from(this.ids),
    };
  }
}

/** `{"product":…,"pictures":[…]` of a tyre whose offers' prices (satang) run min … max. */
function headOf(product: ProductRow, n: number, minSatang: number, maxSatang: number): Buffer {
  return Buffer.from(
    `{"product":${JSON.stringify(toProductSpec(product, n ? [minSatang, maxSatang] : []))},"pictures":${JSON.stringify(picturesOf(product))}`,
  );
}

/**
 * A kept page with some of its offers rewritten (decision 0124): every offer of `old` whose id is
 * in `gone` (sorted) leaves, and `rows` (this tyre's visible offers among those ids, in id order)
 * come in at their place; the head is made again from `product` (prices run over the new offers).
 * The offers that stay are copied as runs of bytes and parts, not encoded again: the same pieces
 * a read of the whole tyre gives (tested against the SQL path). `old` must use `fragments`' table.
 */
export function patchPieces(
  old: DetailPieces,
  product: ProductRow,
  gone: number[],
  rows: OfferRow[],
  today: string,
  fragments: Fragments,
): DetailPieces {
  const fresh = rows.length > 0 ? toPieces(old.product, rows, today, fragments) : null;
  // Runs of offers in id order: [source, from, to).
  const runs: [DetailPieces, number, number][] = [];
  let i = 0;
  let g = 0;
  let r = 0;
  const n0 = old.ids.length;
  const nf = fresh ? fresh.ids.length : 0;
  for (;;) {
    const stop = Math.min(
      g < gone.length ? gone[g] : Number.POSITIVE_INFINITY,
      r < nf ? (fresh as DetailPieces).ids[r] : Number.POSITIVE_INFINITY,
    );
    let j = i;
    while (j < n0 && old.ids[j] < stop) j++;
    if (j > i) runs.push([old, i, j]);
    i = j;
    if (stop === Number.POSITIVE_INFINITY) break;
    // The old copy of a rewritten offer goes; its new one (if still visible here) comes in.
    if (i < n0 && old.ids[i] === stop) i++;
    while (g < gone.length && gone[g] <= stop) g++;
    if (r < nf && (fresh as DetailPieces).ids[r] === stop) {
      const last = runs[runs.length - 1];
      if (last && last[0] === fresh && last[2] === r) last[2] = r + 1;
      else runs.push([fresh as DetailPieces, r, r + 1]);
      r++;
    }
  }
  let n = 0;
  let partCount = 0;
  let ownBytes = 0;
  let minSatang = Number.POSITIVE_INFINITY;
  let maxSatang = Number.NEGATIVE_INFINITY;
  for (const [p, from, to] of runs) {
    n += to - from;
    partCount += p.partEnds[to - 1] - (from === 0 ? 0 : p.partEnds[from - 1]);
    ownBytes += p.offerEnds[to - 1] - (from === 0 ? p.headEnd : p.offerEnds[from - 1]);
    for (let k = from; k < to; k++) {
      const satang = Math.round(p.prices[k] * 100);
      if (satang < minSatang) minSatang = satang;
      if (satang > maxSatang) maxSatang = satang;
    }
  }
  // The head stays as it was unless the tyre or its price range changed.
  const range = n ? [minSatang, maxSatang] : [];
  const head =
    product === old.product && sameRange(range, old.priceRange)
      ? old.bytes.subarray(0, old.headEnd)
      : headOf(product, n, minSatang, maxSatang);
  const headEnd = head.length;
  const bytes = Buffer.allocUnsafe(headEnd + ownBytes);
  head.copy(bytes);
  const parts = new Int32Array(partCount);
  const partEnds = new Int32Array(n);
  const offerEnds = new Int32Array(n);
  const ids = new Int32Array(n);
  const prices = new Float64Array(n);
  const totals = new Float64Array(n);
  const latRad = new Float64Array(n);
  const lonRad = new Float64Array(n);
  const cosLat = new Float64Array(n);
  const benefits = new BenefitIndex(old);
  let at = 0;
  let partAt = 0;
  let ownAt = headEnd;
  for (const [p, from, to] of runs) {
    const partFrom = from === 0 ? 0 : p.partEnds[from - 1];
    const ownFrom = from === 0 ? p.headEnd : p.offerEnds[from - 1];
    parts.set(p.parts.subarray(partFrom, p.partEnds[to - 1]), partAt);
    p.bytes.copy(bytes, ownAt, ownFrom, p.offerEnds[to - 1]);
    for (let k = from; k < to; k++) {
      partEnds[at + k - from] = partAt + p.partEnds[k] - partFrom;
      offerEnds[at + k - from] = ownAt + p.offerEnds[k] - ownFrom;
      if (p !== old) {
        benefits.startOffer();
        for (let b = p.benefitStarts[k]; b < p.benefitStarts[k + 1]; b++) {
          benefits.add(p.benefits[p.benefitIds[b]]);
        }
      }
    }
    if (p === old) benefits.copyOffers(old, from, to);
    ids.set(p.ids.subarray(from, to), at);
    prices.set(p.prices.subarray(from, to), at);
    totals.set(p.totals.subarray(from, to), at);
    latRad.set(p.latRad.subarray(from, to), at);
    lonRad.set(p.lonRad.subarray(from, to), at);
    cosLat.set(p.cosLat.subarray(from, to), at);
    partAt = partEnds[at + to - from - 1];
    ownAt = offerEnds[at + to - from - 1];
    at += to - from;
  }
  return {
    bytes,
    headEnd,
    fragments: fragments.list,
    partEnds,
    parts,
    offerEnds,
    ids,
    prices,
    totals,
    latRad,
    lonRad,
    cosLat,
    ...benefits.tables(),
    product,
    priceRange: range,
  };
}

const sameRange = (a: number[], b: number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function picturesOf(product: ProductRow) {
  const alt = `${product.brandTh} ${product.modelName} ${product.sizeLabel}`;
  return [
    { src: `/api/images/model/${product.modelId}.svg`, alt },
    ...product.pictureIds.map((pictureId, i) => ({
      src: `/api/images/picture/${pictureId}.svg`,
      alt: `${alt} (${i + 2})`,
    })),
  ];
}

export type DetailPieces = {
  /** `{"product":…,"pictures":[…]` then offer 0's own bytes, offer 1's … (UTF-8). */
  bytes: Buffer;
  headEnd: number;
  /** The copy's shared fragments (Fragments.list; parts ≥ 0 index it). */
  fragments: Buffer[];
  /** Offer i's parts are parts[partEnds[i − 1] .. partEnds[i]) (from 0 for offer 0). */
  partEnds: Int32Array;
  parts: Int32Array;
  /** Where offer i's own bytes end in bytes (they start where offer i−1's end, or at headEnd). */
  offerEnds: Int32Array;
  ids: Int32Array;
  /** Price per tyre and the set's all-inclusive total, baht (the price order). */
  prices: Float64Array;
  totals: Float64Array;
  /** Each shop's place, in radians, with cos(latitude). */
  latRad: Float64Array;
  lonRad: Float64Array;
  cosLat: Float64Array;
  /** The tyre's distinct benefits; offer i has benefitIds[benefitStarts[i] .. benefitStarts[i+1]). */
  benefits: Benefit[];
  /** Per benefit, the id of its type|title (a page shows each type|title once). */
  benefitKeys: Int32Array;
  benefitStarts: Int32Array;
  benefitIds: Int32Array;
  /** The tyre's spec row the head was made from (a page rewritten in place keeps it). */
  product: ProductRow;
  /** The offers' lowest and highest price in the head, satang (empty: no offers). */
  priceRange: number[];
  /** The price order and its benefits' JSON, worked out on the first view that needs them. */
  byPrice?: { order: number[]; benefitsJson: string };
};

/** A tyre's pieces from its product row and its offer rows (in offer id order). */
export function toPieces(
  product: ProductRow,
  rows: OfferRow[],
  today: string,
  fragments = new Fragments(),
): DetailPieces {
  const encoder = fragments.encoder(today);
  const builder = new PiecesBuilder(rows.length);
  for (const row of rows) {
    builder.add(encoder, row, row, row.services, row.promotions, row.warranties);
  }
  return builder.finish(product, fragments);
}

/** Bytes a tyre's pieces hold (the page copy's memory budget counts these). */
export function piecesBytes(p: DetailPieces): number {
  const arrays =
    p.partEnds.byteLength +
    p.parts.byteLength +
    p.offerEnds.byteLength +
    p.ids.byteLength +
    p.prices.byteLength +
    p.totals.byteLength +
    p.latRad.byteLength +
    p.lonRad.byteLength +
    p.cosLat.byteLength +
    p.benefitKeys.byteLength +
    p.benefitStarts.byteLength +
    p.benefitIds.byteLength;
  // Each benefit is a small object of three strings (~200 bytes of heap); ~600 bytes of objects.
  // The price order, once worked out: a small-integer array.
  return p.bytes.length + arrays + p.ids.length * 8 + p.benefits.length * 200 + 600;
}

/** Offer indexes in page order: by distance (km given) or the set total, then price, then id. */
function orderBy(p: DetailPieces, km: Float64Array | null): number[] {
  const order = Array.from({ length: p.ids.length }, (_, i) => i);
  order.sort(
    (a, b) =>
      (km ? km[a] - km[b] : 0) ||
      p.totals[a] - p.totals[b] ||
      p.prices[a] - p.prices[b] ||
      p.ids[a] - p.ids[b],
  );
  return order;
}

/** The tyre's benefits as JSON, each type and title once, as the first offer in `order` words it. */
function benefitsInOrder(p: DetailPieces, order: number[]): string {
  const seen = new Uint8Array(p.benefits.length);
  const benefits: Benefit[] = [];
  for (const i of order) {
    for (let j = p.benefitStarts[i]; j < p.benefitStarts[i + 1]; j++) {
      const id = p.benefitIds[j];
      const key = p.benefitKeys[id];
      if (seen[key]) continue;
      seen[key] = 1;
      benefits.push(p.benefits[id]);
    }
  }
  return JSON.stringify(benefits);
}

/** Which offers a page answers, in the requested order: offset … offset + limit − 1. */
export type OfferWindow = { offset: number; limit: number };

/**
 * The page for one shopper: one window of the offers in their order with their distances, then
 * `tail`'s fields. The order and the benefits are worked out over every offer (the benefits list
 * the tyre's, in the order of the shops that attach them); only the window's offers are copied.
 */
export function assemblePage(
  p: DetailPieces,
  here: RadPoint | null,
  sort: OfferSort,
  window: OfferWindow,
  tail: Record<string, unknown>,
): Buffer {
  const n = p.ids.length;
  const kmOf = (i: number) =>
    here ? Math.round(distanceM(p.latRad[i], p.lonRad[i], p.cosLat[i], here) / 100) / 10 : null;
  let order: number[];
  let benefitsJson: string;
  if (sort === 'distance' && here) {
    const km = new Float64Array(n);
    for (let i = 0; i < n; i++) km[i] = kmOf(i) as number;
    order = orderBy(p, km);
    benefitsJson = benefitsInOrder(p, order);
  } else {
    // The same for every shopper: worked out once per kept tyre.
    if (!p.byPrice) {
      const byPrice = orderBy(p, null);
      p.byPrice = { order: byPrice, benefitsJson: benefitsInOrder(p, byPrice) };
    }
    ({ order, benefitsJson } = p.byPrice);
  }
  const shown = order.slice(window.offset, window.offset + window.limit);
  // One buffer of the exact size, filled by copies: no buffer object per offer.
  const mid = `,"benefits":${benefitsJson},"offers":[`;
  const end = `],${JSON.stringify({ offerCount: n, offset: window.offset, ...tail }).slice(1)}`;
  const distances = shown.map(
    (i, place) => `,"distanceKm":${kmOf(i)}}${place < shown.length - 1 ? ',' : ''}`,
  );
  const startOf = (i: number) => (i === 0 ? p.headEnd : p.offerEnds[i - 1]);
  let size = p.headEnd + Buffer.byteLength(mid) + Buffer.byteLength(end);
  shown.forEach((i, place) => {
    size += p.offerEnds[i] - startOf(i) + distances[place].length;
    for (let j = i === 0 ? 0 : p.partEnds[i - 1]; j < p.partEnds[i]; j++) {
      if (p.parts[j] >= 0) size += p.fragments[p.parts[j]].length;
    }
  });
  const out = Buffer.allocUnsafe(size);
  let at = p.bytes.copy(out, 0, 0, p.headEnd);
  at += out.write(mid, at);
  shown.forEach((i, place) => {
    let own = startOf(i);
    for (let j = i === 0 ? 0 : p.partEnds[i - 1]; j < p.partEnds[i]; j++) {
      const part = p.parts[j];
      if (part >= 0) at += p.fragments[part].copy(out, at);
      else {
        at += p.bytes.copy(out, at, own, own - part);
        own -= part;
      }
    }
    at += out.write(distances[place], at, 'latin1');
  });
  out.write(end, at);
  return out;
}
