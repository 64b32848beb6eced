import cluster from 'node:cluster';
import { buildApp } from './app';
import { type AppConfig, loadConfig, withoutPeriodicJobs } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { answerWorkersMetrics } from './lib/cluster-metrics';
import { uploadsDirOf } from './lib/uploads';

// Reads config, migrates, seeds an empty database, listens (ARCHITECTURE "Layout"). With
// WORKERS > 1 on PostgreSQL the primary migrates and seeds once, then starts that many server
// processes sharing the port (one per core); the first also runs the periodic passes
// (payment reconciliation, refunds, payout cut-off, the provider's daily report, commission).

/** How long a stopping process waits for requests and the database before it exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Migrate, copy an older install's uploads from disk (decision 0149), seed an empty database. */
const prepareOptions = (config: AppConfig) => ({
  seed: config.seedOnStart,
  uploadsDir: uploadsDirOf(config.dataDir),
  log: (message: string) => console.log(message),
});

async function serve(config: AppConfig, prepare: boolean): Promise<void> {
  const database = await openDatabase(config);
  if (prepare) await prepareDatabase(database, prepareOptions(config));
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Ending the pool waits for connections in use: a query that never returns must not keep a
    // half-closed process alive (issue 18).
    setTimeout(() => {
      app.log.error('shutdown timed out: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

async function startWorkers(config: AppConfig): Promise<void> {
  const database = await openDatabase(config);
  await prepareDatabase(database, prepareOptions(config));
  await database.close();
  answerWorkersMetrics();
  for (let i = 0; i < config.workers; i++) {
    cluster.fork({ YANGDEE_WORKER: String(i) });
  }
  // Each worker is signalled once: a second SIGTERM while it closes would kill it halfway (its
  // handler is process.once), and the service would exit 1 after a clean stop.
  const signalled = new Set<number>();
  const stopWorkers = (signal: NodeJS.Signals) => {
    for (const worker of Object.values(cluster.workers ?? {})) {
      const pid = worker?.process.pid;
      if (!worker || pid === undefined || signalled.has(pid) || worker.isDead()) continue;
      signalled.add(pid);
      worker.process.kill(signal);
    }
  };
  cluster.on('exit', (worker, code, signal) => {
    // A worker asked to stop while it was still starting has no handler yet, and the signal
    // itself ends it: nothing was served, so that is a clean stop too (seen in CI under load).
    const pid = worker.process.pid;
    const isStoppedWhileStarting =
      pid !== undefined && signalled.has(pid) && (signal === 'SIGTERM' || signal === 'SIGINT');
    // A worker that dies takes the service down with it: the supervisor restarts everything.
    if (code !== 0 && !isStoppedWhileStarting) {
      console.error(`worker ${worker.process.pid} exited with ${code ?? signal}`);
      process.exitCode = code || 1;
    }
    stopWorkers('SIGTERM');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => stopWorkers(signal));
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1 && config.databaseUrl) {
    await startWorkers(config);
  } else if (cluster.isWorker) {
    const first = process.env.YANGDEE_WORKER === '0';
    await serve(first ? config : withoutPeriodicJobs(config), false);
  } else {
    await serve(config, true);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
