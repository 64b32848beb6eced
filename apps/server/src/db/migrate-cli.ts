import { loadConfig } from '../config';
import { uploadsDirOf } from '../lib/uploads';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare';

// npm run db:migrate — the release step of its own (docs/operations.md): applies the migrations
// under the same lock the servers take, copies uploads an older install kept on disk into the
// database (decision 0149), and never seeds.
const config = loadConfig();
const handle = await openDatabase(config);
await prepareDatabase(handle, {
  seed: false,
  uploadsDir: uploadsDirOf(config.dataDir),
  log: (message) => console.log(message),
});
await handle.close();
console.log('migrations applied');
