// Long background work (a copy of the listing or of the tyre pages being rebuilt) runs in slices:
// between two slices the event loop answers the requests waiting meanwhile (issue 18: no request
// waits for a copy).

/** Resolves on the event loop's next turn, after the I/O waiting now (setImmediate). */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Work cut in slices of about `ms`: check `over` as you go and `await next()` when it is. */
export class Slices {
  private start = performance.now();

  constructor(private readonly ms: number) {}

  /** Whether this slice has run its time. */
  get over(): boolean {
    return performance.now() - this.start > this.ms;
  }

  /** Lets waiting requests in, then starts the next slice. */
  async next(): Promise<void> {
    await nextTurn();
    this.start = performance.now();
  }
}
