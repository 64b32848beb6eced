import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJobs } from './periodic-jobs';

// The one scheduler of the periodic passes (decision 0145), on fake timers.

/** A pass whose runs the test finishes by hand. */
function heldPass() {
  const finishes: (() => void)[] = [];
  let started = 0;
  return {
    run: () => {
      started += 1;
      return new Promise<void>((resolve) => finishes.push(resolve));
    },
    started: () => started,
    finishOne: () => finishes.shift()?.(),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('periodic passes', () => {
  it('runs each pass on its own interval, and not at all at 0', async () => {
    const fast = vi.fn(async () => {});
    const slow = vi.fn(async () => {});
    const off = vi.fn(async () => {});
    const jobs = startPeriodicJobs(
      [
        { name: 'fast', everyMs: 1_000, run: fast },
        { name: 'slow', everyMs: 5_000, run: slow },
        { name: 'off', everyMs: 0, run: off },
      ],
      () => {},
    );
    expect(jobs.names).toEqual(['fast', 'slow']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fast).toHaveBeenCalledTimes(10);
    expect(slow).toHaveBeenCalledTimes(2);
    expect(off).not.toHaveBeenCalled();
    await jobs.stop();
  });

  it('never runs a pass twice at once: a tick during a run is skipped', async () => {
    const pass = heldPass();
    const jobs = startPeriodicJobs([{ name: 'held', everyMs: 1_000, run: pass.run }], () => {});
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass.started()).toBe(1);
    pass.finishOne();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass.started()).toBe(2);
    pass.finishOne();
    await jobs.stop();
  });

  it('stop waits for a run under way, and no pass starts after it', async () => {
    const pass = heldPass();
    const jobs = startPeriodicJobs([{ name: 'held', everyMs: 1_000, run: pass.run }], () => {});
    await vi.advanceTimersByTimeAsync(1_000);
    let isStopped = false;
    const stopping = jobs.stop().then(() => {
      isStopped = true;
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(isStopped).toBe(false);
    pass.finishOne();
    await stopping;
    expect(isStopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass.started()).toBe(1);
  });

  it('reports a failed run with its name, and runs the pass again at its next tick', async () => {
    const errors: [string, unknown][] = [];
    let runs = 0;
    const jobs = startPeriodicJobs(
      [
        {
          name: 'flaky',
          everyMs: 1_000,
          run: async () => {
            runs += 1;
            if (runs === 1) throw new Error('provider down');
          },
        },
      ],
      (name, error) => errors.push([name, error]),
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(3);
    expect(errors).toHaveLength(1);
    expect(errors[0][0]).toBe('flaky');
    expect((errors[0][1] as Error).message).toBe('provider down');
    await jobs.stop();
  });

  it('keeps one pass running while another is held', async () => {
    const held = heldPass();
    const other = vi.fn(async () => {});
    const jobs = startPeriodicJobs(
      [
        { name: 'held', everyMs: 1_000, run: held.run },
        { name: 'other', everyMs: 1_000, run: other },
      ],
      () => {},
    );
    await vi.advanceTimersByTimeAsync(4_000);
    expect(held.started()).toBe(1);
    expect(other).toHaveBeenCalledTimes(4);
    held.finishOne();
    await jobs.stop();
  });
});
