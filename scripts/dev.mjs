// npm run dev: the API server (with watch) and Vite with hot reload, side by side.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@yangdee/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
