import type { AclFlag } from '@yangdee/contracts/seller-acl';
import type { Db } from '../../db/client';
import { type AuthSeller, findSellerByToken } from '../../plugins/auth';
import type { SharedReads } from './shared-reads';

// An order-event stream lives only as long as the session it was opened with (issue 37 item 4,
// decision 0132). The token is read again from the database — the same check every request
// passes (plugins/auth.ts; no process keeps tokens in memory) — before each event is written,
// when the account's session may have changed ('seller_sessions' NOTIFY, every process), after a
// lost LISTEN and at each ping. When it no longer holds (revoked, expired, member or account
// switched off, no order flag left) the stream is closed and nothing more is written. Checks run
// one after another, so events keep their order; a check that fails to run closes the stream
// (the browser reconnects with its token, and a dead token is answered 401).
// The read is shared (shared-reads.ts, decision 0169): the streams of one token asking after the
// same event (or notice) take one read started after they asked; a ping takes one at most
// PING_READ_AGE_MS old.

/** How old a shared read a ping's re-check accepts at most, ms (and half the ping interval). */
export const PING_READ_AGE_MS = 5_000;

export type StreamSessionWatch = {
  /** Closes the stream if its session no longer holds (a read `maxAgeMs` old does: pings). */
  recheck: (maxAgeMs?: number) => void;
  /** Writes an event only while the session holds; else closes the stream. */
  deliver: (write: () => void) => void;
};

export function watchStreamSession(opts: {
  db: Db;
  sessions: SharedReads<AuthSeller | null>;
  token: string;
  tokenId: number;
  flags: readonly AclFlag[];
  isEnded: () => boolean;
  end: () => void;
}): StreamSessionWatch {
  let queue: Promise<void> = Promise.resolve();
  const isLive = async (since: number) => {
    const seller = await opts.sessions.read(opts.token, since, () =>
      findSellerByToken(opts.db, opts.token),
    );
    return (
      seller !== null &&
      seller.tokenId === opts.tokenId &&
      opts.flags.some((flag) => seller.acl[flag] === true)
    );
  };
  const enqueue = (then: () => void, since: number) => {
    queue = queue
      .then(async () => {
        if (opts.isEnded()) return;
        if (await isLive(since)) then();
        else opts.end();
      })
      .catch(() => opts.end());
  };
  return {
    recheck: (maxAgeMs = 0) => enqueue(() => undefined, performance.now() - maxAgeMs),
    deliver: (write) => enqueue(write, performance.now()),
  };
}
