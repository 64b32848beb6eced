import { inArray, sum } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { cacheVersions } from './schema/stores';

// An in-memory copy of database rows kept as fresh as the database (decisions 0059, 0060).
// Triggers bump a row of cache_versions in every transaction that writes the copied tables; the
// copy reads the version (at most once per checkEveryMs, shared by all callers) and loads again
// when it moved. The version is read before the rows, so a copy is never older than its version.

export type VersionedCopyOptions<T> = {
  /** The cache_versions rows the copy depends on (their sum moves when any of them does). */
  names: string[];
  load: () => Promise<T>;
  /** How long a version read is trusted (0: every get() reads it). */
  checkEveryMs: number;
  /**
   * A copy older than this is loaded again in the background while the old one still answers
   * (for data no trigger follows, such as view counters). Unset: never.
   */
  maxAgeMs?: number;
  /**
   * Answer from the loaded copy while a due check and reload run behind it (issue 18). Off for
   * the nearest-shop grid: a shop's change (approval, settings) must show on the very next search,
   * and its reload takes ~0.3 s.
   */
  reloadBehind?: boolean;
  /** A key of the outside world the copy was built for (such as today's date): another key loads anew. */
  stamp?: () => string;
};

type Loaded<T> = { version: number; stamp: string; at: number; value: T };

export class VersionedCopy<T> {
  private loaded: Loaded<T> | null = null;
  private loading: Promise<Loaded<T>> | null = null;
  private checkedAt = 0;
  private checking: Promise<number> | null = null;

  constructor(
    private readonly db: DbOrTx,
    private readonly options: VersionedCopyOptions<T>,
  ) {}

  private stamp(): string {
    return this.options.stamp?.() ?? '';
  }

  private async readVersion(): Promise<number> {
    const [row] = await this.db
      .select({ version: sum(cacheVersions.version) })
      .from(cacheVersions)
      .where(inArray(cacheVersions.name, this.options.names));
    return Number(row?.version ?? 0);
  }

  /** The committed version, read at most once per checkEveryMs by all callers. */
  private currentVersion(): Promise<number> {
    const { loaded } = this;
    if (loaded && Date.now() - this.checkedAt < this.options.checkEveryMs) {
      return Promise.resolve(loaded.version);
    }
    if (!this.checking) {
      const startedAt = Date.now();
      this.checking = this.readVersion().finally(() => {
        this.checking = null;
        this.checkedAt = startedAt;
      });
    }
    return this.checking;
  }

  private startLoad(): Promise<Loaded<T>> {
    if (!this.loading) {
      const stamp = this.stamp();
      const at = Date.now();
      this.loading = this.readVersion()
        .then(async (version) => ({ version, stamp, at, value: await this.options.load() }))
        .then((next) => {
          if (!this.loaded || next.version >= this.loaded.version) this.loaded = next;
          return next;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }

  private refreshBehind(loaded: Loaded<T>): void {
    const { maxAgeMs } = this.options;
    if (maxAgeMs !== undefined && Date.now() - loaded.at > maxAgeMs) {
      this.startLoad().catch(() => {});
      return;
    }
    if (this.checking || this.loading || Date.now() - this.checkedAt < this.options.checkEveryMs) {
      return;
    }
    this.currentVersion()
      .then((version) => {
        if (version > loaded.version) return this.startLoad();
      })
      .catch(() => {});
  }

  /**
   * The copy. With checkEveryMs 0 (tests) it is loaded again first when the database moved on
   * since it was read. Otherwise a loaded copy answers at once and a due version read (and a
   * reload, when the version moved) runs behind it (issue 18: no request waits for a reload).
   */
  async get(): Promise<T> {
    const { loaded } = this;
    if (
      this.options.reloadBehind &&
      this.options.checkEveryMs > 0 &&
      loaded &&
      loaded.stamp === this.stamp()
    ) {
      this.refreshBehind(loaded);
      return loaded.value;
    }
    const version = await this.currentVersion();
    const stamp = this.stamp();
    // A load already under way may predate this version: wait for one that does not.
    while (!this.loaded || this.loaded.version < version || this.loaded.stamp !== stamp) {
      await this.startLoad();
    }
    const { maxAgeMs } = this.options;
    if (maxAgeMs !== undefined && Date.now() - this.loaded.at > maxAgeMs) {
      // Stale only in what no trigger follows: answer now, refresh for the next callers.
      this.startLoad().catch(() => {});
    }
    return this.loaded.value;
  }
}
