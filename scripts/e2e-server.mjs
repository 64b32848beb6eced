// Starts a server for the end-to-end suite on the given port, with a fresh embedded database under
// .tmp/e2e-<port> and the built web app. Extra env (e.g. DEV_GATE_PASSWORD) passes through.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.argv[2] ?? '3100';
const dataDir = path.join(root, '.tmp', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
