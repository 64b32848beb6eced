import { useCallback } from 'react';
import { useHydratedStore } from './use-hydrated-store';

const noChange = () => () => {};

/**
 * Whether a CSS media query matches now, kept in step with the window. Where the browser has no
 * matchMedia (jsdom in component tests), or while `enabled` is false (a server-rendered page
 * still hydrating: reading the screen then would re-render the page at once, in one blocking
 * task, decision 0123), it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean, enabled = true): boolean {
  const canMatch =
    enabled && typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  // One subscription per query: a new function each render would make React unsubscribe and
  // subscribe again on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useHydratedStore(
    canMatch ? subscribe : noChange,
    () => (canMatch ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
