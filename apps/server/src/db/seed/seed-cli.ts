import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { isDatabaseSeeded } from './is-seeded';
import { seedDatabase } from './seed';

// npm run db:seed — migrates, then seeds an empty database (a seeded one is left as it is).
const config = loadConfig();
const handle = await openDatabase(config);
await migrateDatabase(handle);
if (await isDatabaseSeeded(handle.db)) {
  console.log('database already holds seed data; nothing to do');
} else {
  const started = Date.now();
  await seedDatabase(handle.db);
  console.log(`seeded in ${Date.now() - started} ms`);
}
await handle.close();
