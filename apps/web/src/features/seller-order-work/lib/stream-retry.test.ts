import { describe, expect, it } from 'vitest';
import { RECONNECT_MS, streamRetryMs } from './use-order-events';

// Decision 0151: a stream the server ended (a server stopping for an upgrade says `retry: 1000`)
// is opened again after the server's hint, as EventSource would, so the shop's board is back on
// another server within a second; a stream that could not be opened waits for the polling round.

describe('when the order stream is tried again', () => {
  it('follows the retry hint of a stream that was open', () => {
    expect(streamRetryMs(true, 1_000)).toBe(1_000);
    expect(streamRetryMs(true, 10_000)).toBe(10_000);
  });

  it('never waits longer than the polling round would', () => {
    expect(streamRetryMs(true, 600_000)).toBe(RECONNECT_MS);
  });

  it('polls the counts when the stream never opened or gave no hint', () => {
    expect(streamRetryMs(false, 1_000)).toBeNull();
    expect(streamRetryMs(true, null)).toBeNull();
  });
});
