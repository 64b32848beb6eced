import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';

// Reads that may be a little late (issue 33 item 3, decision 0150): catalogue loads, seller
// reports, the dashboard, income screens and exports go to a PostgreSQL streaming replica when
// one is configured and healthy; everything else stays on the primary. The choice is made in the
// open, by whoever registers a route or builds a copy (app.ts), never by a proxy in front of Db.
//
// Health: a probe every few seconds reads the primary's WAL insert position and the replica's
// replay position; the replica is behind by the time since the first probe that saw WAL it has
// not replayed yet (so an idle primary never looks like lag). Lost, lagging beyond the limit or
// not a standby: reads go to the primary until a probe finds it healthy again.
//
// Read your own writes: a caller that wrote remembers the primary's insert position after its
// commit (`after`); its late reads go to the replica only once the replica has replayed past it.

/** A WAL position ("16/B374D848") as a number; null for anything else. */
export function lsnOf(text: string | null | undefined): bigint | null {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text ?? '');
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : null;
}

/** The text form PostgreSQL reads back (`'0/16B3748'::pg_lsn`). */
export function lsnText(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

export type ReadTarget = 'replica' | 'primary';

export type ReplicaState = {
  configured: boolean;
  /** Late reads go there now. */
  healthy: boolean;
  /** ok | starting | unreachable | lagging | not a standby (none when not configured). */
  reason: 'ok' | 'starting' | 'unreachable' | 'lagging' | 'not a standby' | 'none';
  /** Seconds behind the primary at the last probe (null: unknown). */
  lagSeconds: number | null;
};

/**
 * A replica failure that the primary can answer instead: the connection is gone or refused, the
 * server is shutting down or still starting, or a read was cancelled by a conflict with recovery.
 */
export function isReplicaFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (/^(08|57P0)/.test(code) || code === '40001') return true;
      if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND)$/.test(code)) {
        return true;
      }
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|conflict with recovery/i.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** How long a replay position read for a read-your-writes check is trusted. */
const REPLAY_TRUST_MS = 100;
/** A probe slower than this counts as the replica not answering. */
const PROBE_ANSWER_MS = 2_000;
/** A request's replay check waits no longer than this (then it reads the primary). */
const CHECK_ANSWER_MS = 500;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('connection timeout: the replica did not answer')),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export type ReplicaHealthOptions = {
  /** Behind by more than this: reads go to the primary. */
  maxLagMs: number;
  /** How often the replica is probed. */
  checkEveryMs: number;
  now?: () => number;
};

/** The replica's health as this process sees it, shared by the request and copy reads. */
export class ReplicaHealth {
  private state: ReplicaState = {
    configured: true,
    healthy: false,
    reason: 'starting',
    lagSeconds: null,
  };
  /** The primary's insert position at recent probes, oldest first. */
  private samples: { at: number; lsn: bigint }[] = [];
  private replay: { at: number; lsn: bigint } | null = null;
  private timer: NodeJS.Timeout | undefined;
  private probing: Promise<void> | null = null;
  private readonly now: () => number;
  /** Late reads so far, by where they went (GET /metrics). */
  readonly reads: Record<ReadTarget, number> = { replica: 0, primary: 0 };
  /** Told of every change of health (app.ts logs it). */
  onChange: (state: ReplicaState, error?: unknown) => void = () => {};

  constructor(
    private readonly primary: Db,
    private readonly replica: Db,
    private readonly options: ReplicaHealthOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  current(): ReplicaState {
    return { ...this.state };
  }

  /** Probes now and then every checkEveryMs (the timer never keeps the process alive). */
  start(): void {
    if (this.timer) return;
    this.probe().catch(() => {});
    this.timer = setInterval(() => this.probe().catch(() => {}), this.options.checkEveryMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The primary's WAL insert position now: everything committed before this call is at or before it. */
  async primaryLsn(): Promise<bigint> {
    const result = await this.primary.execute<{ lsn: string }>(
      sql`select pg_current_wal_insert_lsn()::text as lsn`,
    );
    const lsn = lsnOf(result.rows[0]?.lsn);
    if (lsn === null) throw new Error('the primary gave no WAL position');
    return lsn;
  }

  private async replayLsn(withinMs: number): Promise<bigint | null> {
    const result = await withinTime(
      this.replica.execute<{ lsn: string | null }>(
        sql`select pg_last_wal_replay_lsn()::text as lsn`,
      ),
      withinMs,
    );
    return lsnOf(result.rows[0]?.lsn);
  }

  /** One probe at a time; a call meanwhile shares it. */
  probe(): Promise<void> {
    if (!this.probing) {
      this.probing = this.probeOnce().finally(() => {
        this.probing = null;
      });
    }
    return this.probing;
  }

  private async probeOnce(): Promise<void> {
    const at = this.now();
    // The primary first: what the replica has replayed is then compared with a position at least
    // as old as the replay read, so a healthy replica is never taken for a lagging one.
    let primaryLsn: bigint | null = null;
    try {
      primaryLsn = await this.primaryLsn();
    } catch {
      // The primary is away: every read fails anyway; the replica's state is left as it was.
      return;
    }
    let replayed: bigint | null;
    try {
      replayed = await this.replayLsn(PROBE_ANSWER_MS);
    } catch (error) {
      this.set({ healthy: false, reason: 'unreachable', lagSeconds: null }, error);
      return;
    }
    if (replayed === null) {
      // Not in recovery: a promoted or a wrongly configured server; its data may differ.
      this.set({ healthy: false, reason: 'not a standby', lagSeconds: null });
      return;
    }
    this.replay = { at, lsn: replayed };
    const keepMs = Math.max(60_000, this.options.maxLagMs * 4);
    this.samples.push({ at, lsn: primaryLsn });
    while (this.samples.length > 0 && at - (this.samples[0]?.at ?? at) > keepMs) {
      this.samples.shift();
    }
    // Behind by the time since the first sample holding WAL the replica has not replayed.
    const missing = this.samples.find((s) => s.lsn > replayed);
    const lagMs = missing ? at - missing.at : 0;
    const lagSeconds = lagMs / 1000;
    if (lagMs > this.options.maxLagMs) {
      this.set({ healthy: false, reason: 'lagging', lagSeconds });
    } else {
      this.set({ healthy: true, reason: 'ok', lagSeconds });
    }
  }

  private set(next: Omit<ReplicaState, 'configured'>, error?: unknown): void {
    const changed = next.healthy !== this.state.healthy || next.reason !== this.state.reason;
    this.state = { configured: true, ...next };
    if (changed) this.onChange(this.current(), error);
  }

  /** A read on the replica failed as a lost replica does: stop sending reads until a probe finds it back. */
  lost(error: unknown): void {
    this.replay = null;
    this.set({ healthy: false, reason: 'unreachable', lagSeconds: null }, error);
  }

  /** Whether the replica has replayed everything up to `lsn` (one cheap query, trusted 100 ms). */
  async replayedPast(lsn: bigint): Promise<boolean> {
    const known = this.replay;
    if (known && known.lsn >= lsn) return true;
    if (known && this.now() - known.at < REPLAY_TRUST_MS) return false;
    try {
      const at = this.now();
      const replayed = await this.replayLsn(CHECK_ANSWER_MS);
      if (replayed === null) return false;
      if (!this.replay || replayed >= this.replay.lsn) this.replay = { at, lsn: replayed };
      return replayed >= lsn;
    } catch (error) {
      if (isReplicaFailure(error)) this.lost(error);
      return false;
    }
  }
}

/**
 * `after`: a WAL position the read must see (the caller's own last write), 'now' (every commit
 * before this call, as the copies' tests need), or undefined (a little late is fine).
 */
export type ReadAfter = bigint | 'now' | undefined;

/**
 * Late reads over one pair of pools: the request pools or the copies' background pools of the
 * primary and the replica. Without a replica every read is the primary's.
 */
export class LateReads {
  constructor(
    readonly primary: Db,
    private readonly replica?: Db,
    readonly health?: ReplicaHealth,
  ) {}

  get hasReplica(): boolean {
    return this.replica !== undefined && this.health !== undefined;
  }

  /** Where a late read goes now. */
  async pick(after?: ReadAfter): Promise<{ db: Db; target: ReadTarget }> {
    const { replica, health } = this;
    if (replica && health?.current().healthy) {
      let seen = true;
      if (after !== undefined) {
        try {
          seen = await health.replayedPast(after === 'now' ? await health.primaryLsn() : after);
        } catch {
          seen = false;
        }
      }
      if (seen && health.current().healthy) return this.count({ db: replica, target: 'replica' });
    }
    return this.count({ db: this.primary, target: 'primary' });
  }

  private count<T extends { target: ReadTarget }>(choice: T): T {
    if (this.health) this.health.reads[choice.target] += 1;
    return choice;
  }

  /**
   * Runs a read on the replica when it is healthy and has replayed past `after`, else on the
   * primary; a replica that fails under it (lost, shutting down, a recovery conflict) is marked
   * lost and the read runs once more on the primary. `work` must only read.
   */
  async run<T>(after: ReadAfter, work: (db: Db) => Promise<T>): Promise<T> {
    const { db, target } = await this.pick(after);
    if (target === 'primary') return work(db);
    try {
      return await work(db);
    } catch (error) {
      if (!isReplicaFailure(error)) throw error;
      this.health?.lost(error);
      this.count({ target: 'primary' });
      return work(this.primary);
    }
  }
}

/** Late reads of a database (or a transaction) without a replica: all on it. */
export function primaryOnly(db: DbOrTx): LateReads {
  return new LateReads(db as Db);
}
