import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { prepareDatabase } from '../prepare';

// npm run db:seed — migrates, then seeds an empty database (a seeded one is left as it is).
const config = loadConfig();
const handle = await openDatabase(config);
const started = Date.now();
const { seeded } = await prepareDatabase(handle, { seed: true });
console.log(
  seeded
    ? `seeded in ${Date.now() - started} ms`
    : 'database already holds seed data; nothing to do',
);
await handle.close();
