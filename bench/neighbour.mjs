// --neighbour (issue 38 item 2): a neighbour on the machine that keeps one core busy with work
// unrelated to the product while a bench measures — hashing, JSON and a changing heap, as another
// tenant's service would — so tails are measured on a busy host, not only on a quiet one.
//
// The neighbour is a child process (its own event loop and garbage collector, as another program
// would be); it runs until stopped and reports how much work it did, so a run can show the core
// really was taken.

import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);

/** Starts the neighbour; `stop()` ends it and answers its work count and the load average. */
export function startNeighbour() {
  const child = fork(self, ['--busy'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const startedAt = Date.now();
  return {
    async stop() {
      const done = new Promise((resolve) => {
        child.once('message', (rounds) => resolve(rounds));
        child.once('exit', () => resolve(0));
      });
      child.send('stop');
      const rounds = await done;
      child.kill();
      const seconds = (Date.now() - startedAt) / 1000;
      return { rounds, seconds, roundsPerSecond: Math.round(rounds / seconds), load: os.loadavg() };
    },
  };
}

/** One round of unrelated work: hashes, a JSON round-trip, a heap that keeps changing. */
function round(keep) {
  let digest = 'neighbour';
  for (let i = 0; i < 200; i += 1) digest = createHash('sha256').update(digest).digest('hex');
  const doc = { digest, items: Array.from({ length: 200 }, (_, i) => ({ i, s: `${digest}${i}` })) };
  keep[Math.floor(Math.random() * keep.length)] = JSON.parse(JSON.stringify(doc));
}

if (process.argv[2] === '--busy') {
  const keep = new Array(2000).fill(null);
  let rounds = 0;
  let stopping = false;
  process.on('message', () => {
    stopping = true;
  });
  // Busy for ~50 ms, then let the message in, forever: one core stays taken.
  const spin = () => {
    const until = Date.now() + 50;
    while (Date.now() < until) {
      round(keep);
      rounds += 1;
    }
    if (stopping) process.send(rounds, () => process.exit(0));
    else setImmediate(spin);
  };
  spin();
}
