import { useSyncExternalStore } from 'react';

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
  return useSyncExternalStore(
    canMatch
      ? (onChange) => {
          const list = window.matchMedia(query);
          list.addEventListener('change', onChange);
          return () => list.removeEventListener('change', onChange);
        }
      : noChange,
    () => (canMatch ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
