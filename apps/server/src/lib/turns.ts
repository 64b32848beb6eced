// Long background work (a copy of the listing or of the tyre pages being rebuilt) runs in slices:
// between two slices the event loop answers the requests waiting meanwhile (issue 18: no request
// waits for a copy). Every background job shares one lane (decision 0130): however many jobs are
// under way (the listing's copy, its sort orders, the tyre pages' rewrite, the load at start),
// one slice runs in a turn of the event loop. Each job going on its own let two or three slices
// run back to back in one turn, and every request waited for all of them.

const waiting: Array<() => void> = [];
let releasing = false;

/** Lets the longest-waiting job in; the next one goes in the loop's next turn. */
function releaseOne(): void {
  const resolve = waiting.shift();
  // Queued while the loop runs its immediates, this runs in the next turn, after its I/O.
  if (waiting.length > 0) setImmediate(releaseOne);
  else releasing = false;
  resolve?.();
}

/**
 * Resolves on a later turn of the event loop, after the I/O waiting now, when it is this job's
 * turn in the background lane (jobs go in the order they asked).
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!releasing) {
      releasing = true;
      setImmediate(releaseOne);
    }
  });
}

/** Work cut in slices of about `ms`: check `over` as you go and `await next()` when it is. */
export class Slices {
  private start = performance.now();

  constructor(private readonly ms: number) {}

  /**
   * Slices whose first waits for its turn in the lane: for work that starts when a read comes
   * back, in the same turn as other jobs' slices.
   */
  static async start(ms: number): Promise<Slices> {
    await nextTurn();
    return new Slices(ms);
  }

  /** Whether this slice has run its time. */
  get over(): boolean {
    return performance.now() - this.start > this.ms;
  }

  /** Lets waiting requests in, then starts the next slice when it is this job's turn. */
  async next(): Promise<void> {
    await nextTurn();
    this.start = performance.now();
  }
}
