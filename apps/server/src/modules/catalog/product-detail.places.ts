import { toRadPoint } from '../../lib/geo';

// Shops' places, each once for every tyre page of a copy (decision 0130). A page keeps a place's number per
// offer (4 bytes), not the shop's latitude, longitude and cos(latitude) (three float64s): 20 bytes
// less an offer, ~20 MB at 1,000,000 offers, and less for every rewrite to copy. A shop that moves
// gets a new number when its offers are read again; the old one stays, unused (a few bytes).

const START = 1024;

export class Places {
  latRad = new Float64Array(START);
  lonRad = new Float64Array(START);
  cosLat = new Float64Array(START);
  /** Places numbered so far. */
  size = 0;
  private readonly byLatitude = new Map<number, Map<number, number>>();
  /** The last shop looked up and its number (a bulk load gives a shop's offers one object). */
  private lastShop: object | null = null;
  private lastPlace = 0;

  /** A shop's place number (its offers one after another: found once). */
  ofShop(shop: { latitude: number; longitude: number }): number {
    if (shop !== this.lastShop) {
      this.lastShop = shop;
      this.lastPlace = this.of(shop.latitude, shop.longitude);
    }
    return this.lastPlace;
  }

  /** The number of the place at `latitude`, `longitude` (degrees), added if new. */
  of(latitude: number, longitude: number): number {
    let row = this.byLatitude.get(latitude);
    if (!row) {
      row = new Map();
      this.byLatitude.set(latitude, row);
    }
    let at = row.get(longitude);
    if (at === undefined) {
      if (this.size === this.latRad.length) this.grow();
      at = this.size++;
      const point = toRadPoint(latitude, longitude);
      this.latRad[at] = point.latRad;
      this.lonRad[at] = point.lonRad;
      this.cosLat[at] = point.cosLat;
      row.set(longitude, at);
    }
    return at;
  }

  private grow(): void {
    const more = (a: Float64Array) => {
      const b = new Float64Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.latRad = more(this.latRad);
    this.lonRad = more(this.lonRad);
    this.cosLat = more(this.cosLat);
  }
}
