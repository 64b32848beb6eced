import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

// npm run db:migrate
const config = loadConfig();
const handle = await openDatabase(config);
await migrateDatabase(handle);
await handle.close();
console.log('migrations applied');
