import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { testConfig, testDatabases } from './test-databases';

// Issue 18: while a slow request held a connection, closing the server ended the pool first and
// the payment reconciliation kept running on the ended pool every minute. Background jobs stop
// before the database closes, whatever a request is doing.

describe.each(testDatabases())('background jobs on $name', ({ open }) => {
  const opened: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('the payment reconciliation stops before the database closes, even while closing it waits for a slow request', async () => {
    const database = await open();
    opened.push(database);
    let passes = 0;
    let isClosing = false;
    let usedWhileClosing = 0;
    // Counts the reconciliation's reads (its pass starts with a select) and any use once closing.
    const db = new Proxy(database.db, {
      get(target, prop, receiver) {
        if (prop === 'select') {
          passes += 1;
          if (isClosing) usedWhileClosing += 1;
        }
        return Reflect.get(target, prop, receiver);
      },
    }) as Db;
    const app = await buildApp({
      config: testConfig({ reconcileEveryMs: 1 }),
      database: { ...database, db },
    });
    let releaseSlowRequest = () => {};
    const slowRequest = new Promise<void>((resolve) => {
      releaseSlowRequest = resolve;
    });
    // As main.ts does: the database closes at onClose; here closing waits for a "slow request"
    // that is still holding a connection, as ending a pool does.
    app.addHook('onClose', async () => {
      isClosing = true;
      await slowRequest;
    });
    await app.ready();
    while (passes < 3) await new Promise((resolve) => setTimeout(resolve, 5));

    const closed = app.close();
    // While the close waits, a job still running would go on every millisecond.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    releaseSlowRequest();
    await closed;

    expect(isClosing).toBe(true);
    expect(usedWhileClosing).toBe(0);
  });
});
