import { loadConfig } from '../config';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare';

// npm run db:migrate — the release step of its own (docs/operations.md): applies the migrations
// under the same lock the servers take, and never seeds.
const config = loadConfig();
const handle = await openDatabase(config);
await prepareDatabase(handle, { seed: false });
await handle.close();
console.log('migrations applied');
