import type { AclFlag } from '@yangdee/contracts/seller-acl';
import type { Db } from '../../db/client';
import { findSellerByToken } from '../../plugins/auth';

// An order-event stream lives only as long as the session it was opened with (issue 37 item 4,
// decision 0132). The token is read again from the database — the same check every request
// passes (plugins/auth.ts; no process keeps tokens in memory) — before each event is written,
// when the account's session may have changed ('seller_sessions' NOTIFY, every process), after a
// lost LISTEN and at each ping. When it no longer holds (revoked, expired, member or account
// switched off, no order flag left) the stream is closed and nothing more is written. Checks run
// one after another, so events keep their order; a check that fails to run closes the stream
// (the browser reconnects with its token, and a dead token is answered 401).

export type StreamSessionWatch = {
  /** Closes the stream if its session no longer holds. */
  recheck: () => void;
  /** Writes an event only while the session holds; else closes the stream. */
  deliver: (write: () => void) => void;
};

export function watchStreamSession(opts: {
  db: Db;
  token: string;
  tokenId: number;
  flags: readonly AclFlag[];
  isEnded: () => boolean;
  end: () => void;
}): StreamSessionWatch {
  let queue: Promise<void> = Promise.resolve();
  const isLive = async () => {
    const seller = await findSellerByToken(opts.db, opts.token);
    return (
      seller !== null &&
      seller.tokenId === opts.tokenId &&
      opts.flags.some((flag) => seller.acl[flag] === true)
    );
  };
  const enqueue = (then: () => void) => {
    queue = queue
      .then(async () => {
        if (opts.isEnded()) return;
        if (await isLive()) then();
        else opts.end();
      })
      .catch(() => opts.end());
  };
  return {
    recheck: () => enqueue(() => undefined),
    deliver: (write) => enqueue(write),
  };
}
