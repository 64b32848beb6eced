import { satangToBaht } from '@yangdee/contracts/pricing';
import { productionKey } from '@yangdee/contracts/production-year';
import { BenefitIndex } from './product-detail.benefits';
import {
  type Benefit,
  type Fragments,
  Ints,
  type OfferEncoder,
  type OfferPromotions,
  type OfferServices,
  type OfferSink,
  type OfferWarranties,
} from './product-detail.encoder';
import type { OfferOwn, OfferShop } from './product-detail.mapper';
import {
  allocatePage,
  type DetailPieces,
  headOf,
  OFFER_BYTES,
  piecesOf,
  SLOTS,
} from './product-detail.page';
import type { ProductRow } from './product-detail.repository';

// Where a tyre page's offers are written as they are encoded (product-detail.encoder.ts), then
// laid out as a page (product-detail.page.ts).

/** A builder's first room, in offers (a bench tyre has ~200). */
const BUILDER_START = 64;

/**
 * One tyre's offers as they are encoded; finish() lays them out in offer id order (the order of
 * the reference statement) as DetailPieces. Offers come in id order from both reads (the bulk
 * load reads ranges of ids in order), so finish() mostly copies each array once; offers out of
 * order are laid out one by one. patchPieces reads a builder's offers as they are (its fields).
 */
export class PiecesBuilder implements OfferSink {
  n = 0;
  /** Offer i's fragment numbers: slots.a[i * SLOTS …] (product-detail.page.ts). */
  readonly slots: Ints;
  ids: Int32Array;
  prices: Float64Array;
  /** The delivered price per tyre, satang; −1: not sent. */
  delivery: Int32Array;
  /** Each offer's shop's place (product-detail.places.ts). */
  places: Int32Array;
  /** Each offer's productionKey (decision 0164). */
  made: Int32Array;
  benefitLists: Benefit[][] = [];
  private minPrice = Number.POSITIVE_INFINITY;
  private maxPrice = Number.NEGATIVE_INFINITY;
  private inIdOrder = true;

  /** @param room offers to make room for at first (it grows past them) */
  constructor(room = BUILDER_START) {
    const n = Math.max(8, room);
    this.slots = new Ints(n * SLOTS);
    this.ids = new Int32Array(n);
    this.prices = new Float64Array(n);
    this.delivery = new Int32Array(n);
    this.places = new Int32Array(n);
    this.made = new Int32Array(n);
  }

  /** Empty again, its room kept (one builder reused for the offers of many rewrites). */
  reset(): void {
    this.n = 0;
    this.slots.length = 0;
    this.benefitLists = [];
    this.minPrice = Number.POSITIVE_INFINITY;
    this.maxPrice = Number.NEGATIVE_INFINITY;
    this.inIdOrder = true;
  }

  /** Bytes held so far (about what the finished pieces will hold). */
  get bytes(): number {
    return this.n * OFFER_BYTES;
  }

  /** The offer being added's delivered price and benefits (its slots are pushed before). */
  own(deliverySatang: number, benefits: Benefit[]): void {
    this.benefitLists.push(benefits);
    this.delivery[this.n - 1] = deliverySatang;
  }

  private grow(): void {
    const size = this.ids.length * 2;
    const more = <T extends Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a);
      return b;
    };
    this.ids = more(this.ids);
    this.prices = more(this.prices);
    this.delivery = more(this.delivery);
    this.places = more(this.places);
    this.made = more(this.made);
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
    if (i > 0 && this.ids[i - 1] > o.id) this.inIdOrder = false;
    this.ids[i] = o.id;
    this.prices[i] = satangToBaht(o.priceSatang);
    this.places[i] = encoder.placeOf(shop);
    this.made[i] = productionKey(o.productionYear, o.productionWeek);
    if (o.priceSatang < this.minPrice) this.minPrice = o.priceSatang;
    if (o.priceSatang > this.maxPrice) this.maxPrice = o.priceSatang;
  }

  finish(product: ProductRow, fragments: Fragments): DetailPieces {
    const n = this.n;
    const order = Array.from({ length: n }, (_, i) => i);
    if (!this.inIdOrder) order.sort((a, b) => this.ids[a] - this.ids[b]);
    const benefits = new BenefitIndex();
    const benefitIds: number[] = [];
    const benefitStarts: number[] = [];
    for (let i = 0; i < n; i++) {
      benefitStarts.push(benefitIds.length);
      for (const b of this.benefitLists[order[i]]) benefitIds.push(benefits.add(b));
    }
    const page = allocatePage(n, benefitIds.length, benefits.keys.length);
    const slots = this.slots.a;
    for (let i = 0; i < n; i++) {
      const from = order[i];
      page.ids[i] = this.ids[from];
      page.prices[i] = this.prices[from];
      page.delivery[i] = this.delivery[from];
      page.places[i] = this.places[from];
      page.made[i] = this.made[from];
      page.benefitStarts[i] = benefitStarts[i];
      for (let s = 0; s < SLOTS; s++) page.slots[i * SLOTS + s] = slots[from * SLOTS + s];
    }
    page.benefitStarts[n] = benefitIds.length;
    page.benefitIds.set(benefitIds);
    page.benefitKeys.set(benefits.keys);
    return piecesOf(page, {
      head: headOf(product, n, this.minPrice, this.maxPrice),
      fragments: fragments.list,
      placeTable: fragments.places,
      benefits: benefits.benefits,
      product,
      priceRange: n ? [this.minPrice, this.maxPrice] : [],
    });
  }
}
