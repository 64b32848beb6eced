import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { isReplicaFailure, LateReads, lsnOf, lsnText, ReplicaHealth } from './late-reads';

// late-reads.ts: where a read that may be a little late goes (decision 0150). The databases here
// are stand-ins answering WAL positions; test/read-replica.test.ts runs a real replica.

/** A stand-in database: `answer` gives the WAL position a query asks for, or throws. */
function fakeDb(answer: () => string | null) {
  const db = {
    calls: 0,
    execute: async () => {
      db.calls += 1;
      return { rows: [{ lsn: answer() }] };
    },
  };
  return db;
}

function world(maxLagMs = 5_000) {
  const clock = { now: 1_000_000 };
  const positions = { primary: '0/1000', replica: '0/1000' as string | null, down: false };
  const primary = fakeDb(() => positions.primary);
  const replica = fakeDb(() => {
    if (positions.down)
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    return positions.replica;
  });
  const health = new ReplicaHealth(primary as unknown as Db, replica as unknown as Db, {
    maxLagMs,
    checkEveryMs: 60_000,
    now: () => clock.now,
  });
  const reads = new LateReads(primary as unknown as Db, replica as unknown as Db, health);
  const target = async (after?: bigint) =>
    (await reads.pick(after)).db === (replica as unknown as Db) ? 'replica' : 'primary';
  return { clock, positions, primary, replica, health, reads, target };
}

describe('WAL positions', () => {
  it('reads and writes PostgreSQL’s text form, and nothing else', () => {
    expect(lsnOf('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(lsnText(lsnOf('16/B374D848') ?? 0n)).toBe('16/B374D848');
    expect(lsnOf('0/0')).toBe(0n);
    for (const bad of ['', '16', '16/', 'x/1', '1/2/3', '123456789/0', null, undefined]) {
      expect(lsnOf(bad)).toBeNull();
    }
  });
});

describe('a failure the primary can answer instead', () => {
  it('is a lost or refused connection, a server shutting down, or a recovery conflict', () => {
    expect(isReplicaFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isReplicaFailure(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isReplicaFailure(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isReplicaFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    // Drizzle wraps the driver's error as its cause.
    const wrapped = new Error('Failed query', {
      cause: Object.assign(new Error('canceling statement due to conflict with recovery'), {
        code: '40001',
      }),
    });
    expect(isReplicaFailure(wrapped)).toBe(true);
    // A mistake in the query fails on the primary too: it is not run twice.
    expect(isReplicaFailure(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
  });
});

describe('where late reads go', () => {
  it('to the primary until the first probe finds the replica a standby that keeps up', async () => {
    const w = world();
    expect(await w.target()).toBe('primary');
    expect(w.health.current()).toMatchObject({ healthy: false, reason: 'starting' });
    await w.health.probe();
    expect(w.health.current()).toEqual({
      configured: true,
      healthy: true,
      reason: 'ok',
      lagSeconds: 0,
    });
    expect(await w.target()).toBe('replica');
  });

  it('counts the replica behind only from the first probe that saw WAL it has not replayed: an idle primary is no lag', async () => {
    const w = world(5_000);
    await w.health.probe();
    // Hours idle: both at the same position.
    w.clock.now += 3 * 3_600_000;
    await w.health.probe();
    expect(w.health.current().lagSeconds).toBe(0);
    // The primary writes; the replica stops replaying.
    w.positions.primary = '0/2000';
    w.clock.now += 1_000;
    await w.health.probe();
    expect(w.health.current()).toMatchObject({ healthy: true, lagSeconds: 0 });
    w.clock.now += 4_000;
    await w.health.probe();
    expect(w.health.current()).toMatchObject({ healthy: true, lagSeconds: 4 });
    w.clock.now += 2_000;
    await w.health.probe();
    expect(w.health.current()).toMatchObject({ healthy: false, reason: 'lagging', lagSeconds: 6 });
    expect(await w.target()).toBe('primary');
    // It replays what it missed: reads return to it.
    w.positions.replica = '0/2000';
    w.clock.now += 1_000;
    await w.health.probe();
    expect(w.health.current()).toMatchObject({ healthy: true, lagSeconds: 0 });
    expect(await w.target()).toBe('replica');
  });

  it('reads the caller’s own write from the primary until the replica has replayed past it', async () => {
    const w = world();
    await w.health.probe();
    w.positions.primary = '0/3000';
    const written = lsnOf('0/3000') ?? 0n;
    expect(await w.target(written)).toBe('primary');
    // Within 100 ms the replay position read is trusted: no query per read.
    const asked = w.replica.calls;
    w.positions.replica = '0/3000';
    expect(await w.target(written)).toBe('primary');
    expect(w.replica.calls).toBe(asked);
    w.clock.now += 100;
    expect(await w.target(written)).toBe('replica');
    expect(w.replica.calls).toBe(asked + 1);
    // Known replayed: no query.
    expect(await w.target(written)).toBe('replica');
    expect(w.replica.calls).toBe(asked + 1);
  });

  it('runs a read again on the primary once when the replica is lost under it, and sends none there until a probe finds it', async () => {
    const w = world();
    await w.health.probe();
    const seen: string[] = [];
    const answer = await w.reads.run(undefined, async (db) => {
      if (db === (w.replica as unknown as Db)) {
        seen.push('replica');
        throw Object.assign(new Error('terminating connection'), { code: '57P01' });
      }
      seen.push('primary');
      return 42;
    });
    expect(answer).toBe(42);
    expect(seen).toEqual(['replica', 'primary']);
    expect(w.health.current()).toMatchObject({ healthy: false, reason: 'unreachable' });
    expect(await w.target()).toBe('primary');
    w.positions.down = true;
    await w.health.probe();
    expect(w.health.current().reason).toBe('unreachable');
    w.positions.down = false;
    await w.health.probe();
    expect(await w.target()).toBe('replica');
    // A read that fails for its own reason fails once, on the replica.
    await expect(
      w.reads.run(undefined, async () => {
        throw Object.assign(new Error('division by zero'), { code: '22012' });
      }),
    ).rejects.toThrow('division by zero');
    expect(w.health.current().healthy).toBe(true);
  });

  it('sends nothing to a server that is not a standby (a promoted replica may hold other data)', async () => {
    const w = world();
    w.positions.replica = null;
    await w.health.probe();
    expect(w.health.current()).toMatchObject({ healthy: false, reason: 'not a standby' });
    expect(await w.target()).toBe('primary');
  });

  it('without a replica, reads the one database', async () => {
    const primary = fakeDb(() => '0/1');
    const reads = new LateReads(primary as unknown as Db);
    expect(reads.hasReplica).toBe(false);
    expect((await reads.pick(5n)).target).toBe('primary');
    expect(await reads.run('now', async () => 'ok')).toBe('ok');
  });
});
