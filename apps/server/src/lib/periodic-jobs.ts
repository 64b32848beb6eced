// The one scheduler of the server's periodic passes (decision 0145): each named pass runs every
// `everyMs` on its own timer, never two runs of the same pass at once (a tick that finds the last
// run still going is skipped), and a pass that throws is reported and runs again at its next
// tick. The timers do not keep the process alive. `stop` ends every timer and waits for the runs
// under way: call it before the database closes (app.ts does, at preClose; issue 18 saw a pass
// stopped later run on an ended pool).

export type PeriodicJob = {
  name: string;
  /** 0 or less: the pass does not run. */
  everyMs: number;
  run: () => Promise<unknown>;
};

export type PeriodicJobs = {
  /** The names of the passes that run. */
  readonly names: readonly string[];
  stop(): Promise<void>;
};

export function startPeriodicJobs(
  jobs: readonly PeriodicJob[],
  onError: (name: string, error: unknown) => void,
): PeriodicJobs {
  let isStopped = false;
  const running = new Map<string, Promise<void>>();
  const timers = jobs
    .filter((job) => job.everyMs > 0)
    .map((job) => {
      const timer = setInterval(() => {
        if (isStopped || running.has(job.name)) return;
        const run = Promise.resolve()
          .then(job.run)
          .then(
            () => undefined,
            (error: unknown) => onError(job.name, error),
          )
          .finally(() => running.delete(job.name));
        running.set(job.name, run);
      }, job.everyMs);
      timer.unref?.();
      return { name: job.name, timer };
    });
  return {
    names: timers.map((t) => t.name),
    async stop() {
      isStopped = true;
      for (const { timer } of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
