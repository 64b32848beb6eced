// Ready JSON answers kept while what they were made from is unchanged (decision 0187). Each entry
// is held under a key (whose answer) with a version (a fingerprint of the rows it was made from,
// read from the database on every call): a call whose version matches gets the kept bytes, and
// their compressed forms made once; any other version makes the answer again. Bounded by bytes,
// the least recently used entries leave first. One cache per app (a test's two databases never
// share one), each server process its own: the version, read from the shared database, is what
// keeps them all true.

/**
 * One content encoding's form of an answer: the bytes sent, and whether the smaller form is made
 * or being made (decision 0189).
 */
type PackedForm = { bytes: Promise<Buffer>; refining: boolean };

/** An answer's UTF-8 JSON bytes and, per content encoding, its compressed form once made. */
export type ReadyBytes = { raw: Buffer; packed: Map<string, PackedForm> };

type Entry = { version: string; bytes: ReadyBytes; size: number };

export class ReadyBytesCache {
  private readonly entries = new Map<string, Entry>();
  private readonly making = new Map<string, { version: string; bytes: Promise<ReadyBytes> }>();
  /** The entry holding each kept answer's bytes: an answer replaced or evicted has none. */
  private readonly holding = new WeakMap<ReadyBytes, Entry>();
  private used = 0;
  /** Calls answered from the cache, made again, and compressed forms refined: for tests and the bench. */
  readonly counts = { hits: 0, misses: 0, refined: 0 };

  constructor(private readonly maxBytes: number) {}

  /**
   * The answer for `key` at `version`: kept bytes when the version matches, else `make()`'s.
   * The version must be read before `make` runs (or in the same snapshot): a change landing
   * between the two then only costs one more miss, never a stale answer under a new version.
   */
  async answer(key: string, version: string, make: () => Promise<Buffer>): Promise<ReadyBytes> {
    const kept = this.entries.get(key);
    if (kept?.version === version) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      this.counts.hits++;
      return kept.bytes;
    }
    // Calls asking for the same key at the same version while it is being made wait for that
    // one making (two staff opening the list after a change, a double tap): one list, not two.
    const making = this.making.get(key);
    if (making?.version === version) {
      this.counts.hits++;
      return making.bytes;
    }
    this.counts.misses++;
    const made = make().then((raw): ReadyBytes => ({ raw, packed: new Map() }));
    this.making.set(key, { version, bytes: made });
    try {
      const bytes = await made;
      this.put(key, { version, bytes, size: bytes.raw.length });
      return bytes;
    } finally {
      if (this.making.get(key)?.bytes === made) this.making.delete(key);
    }
  }

  /**
   * `bytes`' form in `encoding`, kept with them (decision 0189). The first call gets `quick`'s
   * form (a fast, larger compression: the caller waits for it). A call after it, when `best` is
   * given, gets the same form and has `best` make the smaller one in the background, for the
   * calls after that: a list asked for once (every change makes it again) costs only the quick
   * compression; one asked for again is soon sent small.
   */
  packed(
    bytes: ReadyBytes,
    encoding: string,
    quick: (raw: Buffer) => Promise<Buffer>,
    best?: (raw: Buffer) => Promise<Buffer>,
  ): Promise<Buffer> {
    const kept = bytes.packed.get(encoding);
    if (kept) {
      if (best && !kept.refining) {
        kept.refining = true;
        kept.bytes.then(
          (out) => this.refine(bytes, kept, out.length, best),
          () => undefined, // the caller gets the failure; the next call compresses again
        );
      }
      return kept.bytes;
    }
    const made: PackedForm = { bytes: quick(bytes.raw), refining: false };
    bytes.packed.set(encoding, made);
    made.bytes.then(
      (out) => this.grow(bytes, out.length),
      () => bytes.packed.delete(encoding),
    );
    return made.bytes;
  }

  /**
   * Makes `best`'s form of `bytes` and puts it in place of the quick one, if smaller. An answer no
   * longer kept (made again after a change, or evicted) is not compressed again: nobody asks for it.
   */
  private refine(
    bytes: ReadyBytes,
    form: PackedForm,
    quickLength: number,
    best: (raw: Buffer) => Promise<Buffer>,
  ): void {
    if (!this.holding.has(bytes)) return;
    best(bytes.raw).then(
      (out) => {
        if (out.length >= quickLength) return;
        form.bytes = Promise.resolve(out);
        this.counts.refined++;
        this.grow(bytes, out.length - quickLength);
      },
      () => undefined, // the quick form stays
    );
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.used };
  }

  private put(key: string, entry: Entry): void {
    this.drop(key);
    if (entry.size > this.maxBytes) return;
    this.entries.set(key, entry);
    this.holding.set(entry.bytes, entry);
    this.used += entry.size;
    this.evict();
  }

  private grow(bytes: ReadyBytes, by: number): void {
    const entry = this.holding.get(bytes);
    if (!entry) return;
    entry.size += by;
    this.used += by;
    this.evict();
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.holding.delete(entry.bytes);
    this.used -= entry.size;
  }

  private evict(): void {
    while (this.used > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.drop(oldest);
    }
  }
}
