import type { Db } from '../../db/client';
import { addViewCounts } from './product-detail.repository';

// Tyre views (products.view_count, a popularity signal of the home lists) counted in memory and
// written in one batched UPDATE every 30 seconds and when the app closes. Writing one row per view
// made every detail request take the popular tyre's row lock (decision 0012). Each instance
// adds its own counts (view_count + n), so several instances sum correctly; a crash loses at most
// the last interval's views (and views of requests still in flight at shutdown), which is
// acceptable for a popularity counter.

/**
 * At 1,000,000 offers shoppers view every tyre within seconds: each batch updates ~5,000 tyres
 * and their summaries (~160 ms of a database core, triggers included). Every 5 s it slowed the
 * tyre pages' answers each time (issue 18 §3); the listing reads view counts once a minute anyway.
 */
export const VIEW_FLUSH_MS = 30_000;

export class ViewCounter {
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    intervalMs = VIEW_FLUSH_MS,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  count(productId: number): void {
    this.pending.set(productId, (this.pending.get(productId) ?? 0) + 1);
  }

  /** Writes the pending counts; runs one flush at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const counts = [...this.pending.entries()];
      this.pending = new Map();
      try {
        await addViewCounts(this.db, counts);
      } catch (error) {
        // Put them back for the next try.
        for (const [id, n] of counts) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
        this.onError(error);
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
