// Deterministic pseudo-random numbers for seed data: the same seed always yields the same
// database, so screenshots, tests and bug reports can refer to the same shops and prices.
// mulberry32: a tiny 32-bit generator, good enough for demo data (not for secrets).

export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: items and weights have the same length. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** A new shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A derived, independent generator, so adding data in one place does not shift another. */
  fork(label: string): Rng;
};

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a 32-bit hash of a string, used to derive seeds from labels. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  const seedNumber = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = mulberry32(seedNumber);
  const rng: Rng = {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(probability) {
      return next() < probability;
    },
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)];
    },
    weighted(items, weights) {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i];
        if (r < 0) return items[i];
      }
      return items[items.length - 1];
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    sample(items, count) {
      return rng.shuffle(items).slice(0, count);
    },
    fork(label) {
      return createRng(hashString(`${seedNumber}:${label}`));
    },
  };
  return rng;
}

/** The one seed of the demo database. Change it and every generated value changes. */
export const SEED = 20261122;
