import { useEffect, useRef } from 'react';
import { ApiError, api } from '../../../lib/api';
import { getSellerToken } from '../../../lib/storage';
import { fetchOrderCounts } from '../api/order-work';
import { createSseParser } from './sse-parser';

// New orders without a reload (issue 15 item 1, decision 0085). The page reads
// GET /api/seller/order-events through the API client's stream (a ReadableStream: EventSource
// cannot send the bearer header; a 401 ends the shop's session like any call, decision 0155) and calls `onChange` for each 'order' event. When the stream cannot be opened
// or drops, it polls get-order-count every 10 s and calls `onChange` when the counts change
// (`newOrders` when the "waiting for confirmation" count went up), and tries the stream again
// after 30 s. A stream that was open and ended is tried again after the server's `retry:` hint
// instead (1 s when the server stops for an upgrade, decision 0151: the load balancer sends the
// new request to another server), as EventSource would. A refused token or permission stops both.

export type OrderChange =
  | { source: 'stream'; orderId: number; status: number }
  | { source: 'poll'; newOrders: boolean };

export const POLL_MS = 10_000;
export const RECONNECT_MS = 30_000;
const WAITING_CONFIRM = '1';

type Counts = { all: number; counts: Record<string, number> };

/**
 * How long to wait before opening the stream again, or null to poll the counts meanwhile: a
 * stream that was open and ended comes back after the server's last `retry:` hint (at most
 * RECONNECT_MS); one that could not be opened waits for the polling round.
 */
export function streamRetryMs(wasOpen: boolean, retry: number | null): number | null {
  if (!wasOpen || retry === null) return null;
  return Math.min(retry, RECONNECT_MS);
}

/** What readStream saw: whether the stream opened, and the server's last `retry:` hint. */
type StreamEnd = { wasOpen: boolean; retry: number | null };

/** Reads one stream until it ends; 'refused' when the server will never give one. */
async function readStream(
  signal: AbortSignal,
  onEvent: (e: { orderId: number; status: number }) => void,
  onOpen: () => void,
  end: StreamEnd,
): Promise<'ended' | 'refused'> {
  const token = getSellerToken();
  if (!token) return 'refused';
  let response: Response;
  try {
    response = await api.stream('/api/seller/order-events', { auth: 'seller', signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      return 'refused';
    throw error;
  }
  if (!response.body) return 'ended';
  onOpen();
  end.wasOpen = true;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return 'ended';
    const events = parser.push(value);
    end.retry = parser.retry();
    for (const event of events) {
      if (event.event !== 'order') continue;
      try {
        const data = JSON.parse(event.data) as { orderId?: unknown; status?: unknown };
        if (typeof data.orderId === 'number' && typeof data.status === 'number') {
          onEvent({ orderId: data.orderId, status: data.status });
        }
      } catch {
        // Not an order event we understand.
      }
    }
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export function useOrderEvents(onChange: (change: OrderChange) => void, enabled: boolean): void {
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { signal } = controller;
    let previous: Counts | null = null;

    const poll = async () => {
      try {
        const next = await fetchOrderCounts(signal);
        if (previous && JSON.stringify(previous) !== JSON.stringify(next)) {
          const before = previous.counts[WAITING_CONFIRM] ?? 0;
          latest.current({
            source: 'poll',
            newOrders: (next.counts[WAITING_CONFIRM] ?? 0) > before,
          });
        }
        previous = next;
        return true;
      } catch (error) {
        const status = (error as { status?: number }).status;
        return !(status === 401 || status === 403);
      }
    };

    const run = async () => {
      while (!signal.aborted) {
        let outcome: 'ended' | 'refused' = 'ended';
        const end: StreamEnd = { wasOpen: false, retry: null };
        try {
          outcome = await readStream(
            signal,
            (e) => latest.current({ source: 'stream', ...e }),
            () => {
              previous = null;
            },
            end,
          );
        } catch {
          outcome = 'ended';
        }
        if (signal.aborted) return;
        if (outcome === 'refused') return;
        const retryMs = streamRetryMs(end.wasOpen, end.retry);
        if (retryMs !== null) {
          await sleep(retryMs, signal);
          continue;
        }
        // Fallback: poll the counts until it is time to try the stream again.
        const until = Date.now() + RECONNECT_MS;
        while (!signal.aborted && Date.now() < until) {
          if (!(await poll())) return;
          await sleep(POLL_MS, signal);
        }
      }
    };
    void run();
    return () => controller.abort();
  }, [enabled]);
}
