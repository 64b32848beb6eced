import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A PostgreSQL cluster of a test's own (issue 33): made with Debian's initdb in a temp folder, on
// a port of the test's choosing, so a test may restart it, stop it or stream a replica from it
// without touching the machine's shared cluster that every other test uses. Runs the server as
// the postgres user when the tests run as root (PostgreSQL refuses to run as root).

const PG_ROOT = '/usr/lib/postgresql';

function binDir(): string {
  const versions = readdirSync(PG_ROOT)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL server under ${PG_ROOT}`);
  return path.join(PG_ROOT, versions[0], 'bin');
}

const isRoot = process.getuid?.() === 0;

function run(tool: string, args: string[]): string {
  const file = path.join(binDir(), tool);
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function ownFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (isRoot) {
    const { uid, gid } = statSync('/var/lib/postgresql');
    chownSync(dir, uid, gid);
  }
  return dir;
}

export type PrivatePostgres = {
  port: number;
  /** A URL to the cluster's postgres database. */
  url: string;
  dataDir: string;
  start: () => void;
  /** fast: ends sessions cleanly; immediate: as a crash would (no shutdown checkpoint). */
  stop: (mode?: 'fast' | 'immediate') => void;
  restart: () => void;
  /** Stops the cluster and removes its folder. */
  remove: () => void;
};

function clusterAt(root: string, port: number): PrivatePostgres {
  const dataDir = path.join(root, 'data');
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${root}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=32MB',
    '-c max_connections=60',
    '-c wal_level=replica',
    '-c max_wal_senders=4',
    '-c hot_standby=on',
  ].join(' ');
  const logFile = path.join(root, 'server.log');
  const isRunning = () => {
    try {
      run('pg_ctl', ['status', '-D', dataDir]);
      return true;
    } catch {
      return false;
    }
  };
  const start = () => {
    run('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', options]);
  };
  const stop = (mode: 'fast' | 'immediate' = 'fast') => {
    if (isRunning()) run('pg_ctl', ['stop', '-w', '-t', '60', '-D', dataDir, '-m', mode]);
  };
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    start,
    stop,
    restart: () => {
      stop('fast');
      start();
    },
    remove: () => {
      try {
        stop('immediate');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** Makes and starts a new empty cluster listening on 127.0.0.1:port. */
export function startPrivatePostgres(port: number): PrivatePostgres {
  const root = ownFolder('yangdee-pg-');
  run('initdb', [
    '-D',
    path.join(root, 'data'),
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const cluster = clusterAt(root, port);
  cluster.start();
  return cluster;
}

/**
 * Makes a streaming replica of a running cluster with pg_basebackup (-R writes standby.signal and
 * primary_conninfo) and starts it, read-only, on 127.0.0.1:port.
 */
export function startReplicaOf(primary: PrivatePostgres, port: number): PrivatePostgres {
  const root = ownFolder('yangdee-pg-replica-');
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    path.join(root, 'data'),
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  const replica = clusterAt(root, port);
  replica.start();
  return replica;
}
