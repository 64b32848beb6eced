import type { Benefit } from './product-detail.encoder';
import type { DetailPieces } from './product-detail.page';

// The benefits of a tyre page (warranties and gifts), numbered per page: an offer keeps their
// numbers, the page their texts once (product-detail.page.ts).

/**
 * A tyre's distinct benefits: each text once (the same benefit may come as another object:
 * another shop's list), numbered, with the number of its type|title.
 */
export class BenefitIndex {
  benefits: Benefit[];
  keys: number[];
  private readonly byObject = new Map<Benefit, number>();
  private readonly byWhole = new Map<string, number>();
  private readonly byKey = new Map<string, number>();
  /** Whether benefits and keys are still the seed's own (copied before the first is added). */
  private shared: boolean;

  /**
   * @param seed a page whose benefits this one starts with (patchPieces): its offers' benefit
   * numbers stay valid; a benefit no offer uses any more stays in the list, unseen (a page lists
   * only the benefits of its offers).
   */
  constructor(private seed: DetailPieces | null = null) {
    this.benefits = seed ? seed.benefits : [];
    this.keys = seed ? (Array.from(seed.benefitKeys) as number[]) : [];
    this.shared = seed !== null;
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

  /** The number of a benefit, added if new. */
  add(b: Benefit): number {
    let id = this.byObject.get(b);
    if (id === undefined && this.seed) {
      this.indexSeed();
      id = this.byObject.get(b);
    }
    if (id === undefined) {
      const whole = JSON.stringify([b.type, b.title, b.remark]);
      id = this.byWhole.get(whole);
      if (id === undefined) {
        if (this.shared) {
          this.benefits = this.benefits.slice();
          this.shared = false;
        }
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
    return id;
  }
}
