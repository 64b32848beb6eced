import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';

// Reads config, migrates, seeds an empty database, listens (ARCHITECTURE "Layout").

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await prepareDatabase(database, { seed: config.seedOnStart });
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
