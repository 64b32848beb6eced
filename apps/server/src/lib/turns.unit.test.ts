import { describe, expect, it, vi } from 'vitest';
import { nextTurn, Slices } from './turns';

/** Runs `jobs` jobs of `slices` slices each, marking every turn of the event loop with '|'. */
async function turnsOf(jobs: string[], slices: number, start: (job: string) => Promise<void>) {
  const seen: string[] = [];
  let running = true;
  const mark = () => {
    seen.push('|');
    if (running) setImmediate(mark);
  };
  setImmediate(mark);
  await Promise.all(
    jobs.map(async (job) => {
      await start(job);
      seen.push(job);
      for (let k = 1; k < slices; k++) {
        await nextTurn();
        seen.push(job);
      }
    }),
  );
  running = false;
  return seen.join('');
}

describe('background work in slices (decision 0130)', () => {
  it('runs one slice of all the jobs under way in a turn of the event loop, the jobs in turn', async () => {
    const seen = await turnsOf(['a', 'b', 'c'], 3, () => nextTurn());
    // Between two turns' marks there is at most one slice, whichever job it is.
    expect(seen.replaceAll('|', '')).toBe('abcabcabc');
    expect(seen).not.toMatch(/[abc]{2}/);
  });

  it('makes a job that starts when a read comes back wait for its turn too', async () => {
    const seen = await turnsOf(['a', 'b'], 2, async () => {
      await Slices.start(8);
    });
    expect(seen.replaceAll('|', '')).toBe('abab');
    expect(seen).not.toMatch(/[ab]{2}/);
  });

  it('tells a slice it has run its time, and starts the next one afresh', async () => {
    // A clock of the test's own: a busy machine must not make the slice's next start look late.
    let now = 1_000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      const work = new Slices(5);
      expect(work.over).toBe(false);
      now += 6;
      expect(work.over).toBe(true);
      await work.next();
      expect(work.over).toBe(false);
    } finally {
      clock.mockRestore();
    }
  });
});
