// One database read shared by the order-event streams that ask the same question at about the
// same time (issue 38 item 5, decision 0169). An event reaches every stream of a shop at once;
// each stream must read its session (and its branch scope) again after the event was known, not
// before. A read started at or after the moment a stream asked answers that stream too: 2,000
// streams on one session cost one read an event, not 2,000. A ping's periodic re-check accepts a
// read started at most `maxAgeMs` before it asked. A failed read is not kept.

export type SharedReads<T> = {
  /** The answer of a read of `key` started at or after `since` (performance.now() ms). */
  read: (key: string, since: number, load: () => Promise<T>) => Promise<T>;
  /** How many reads are kept (the keys of open streams, dropped once settled and old). */
  size: () => number;
};

export function createSharedReads<T>(keepMs = 60_000): SharedReads<T> {
  const reads = new Map<string, { startedAt: number; answer: Promise<T> }>();
  let sweptAt = performance.now();
  const sweep = (now: number) => {
    if (now - sweptAt < keepMs) return;
    sweptAt = now;
    for (const [key, entry] of reads) {
      if (now - entry.startedAt > keepMs) reads.delete(key);
    }
  };
  return {
    read(key, since, load) {
      const now = performance.now();
      sweep(now);
      const found = reads.get(key);
      if (found && found.startedAt >= since) return found.answer;
      const entry = { startedAt: now, answer: load() };
      reads.set(key, entry);
      entry.answer.catch(() => {
        if (reads.get(key) === entry) reads.delete(key);
      });
      return entry.answer;
    },
    size: () => reads.size,
  };
}
