// How long a message waits before its next try after every channel failed (issue 35): 30 s,
// doubling with each try, at most an hour, plus up to a tenth more so that many messages failed
// in one outage do not all come back in the same second.

/** Tries in all (the first and five more, over about a quarter of an hour); then 'failed'. */
export const MAX_ATTEMPTS = 6;

const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** The wait after the `attempts`-th try failed (attempts ≥ 1). */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  return Math.round(base * (1 + 0.1 * random()));
}
