import { useEffect, useState, useSyncExternalStore } from 'react';
import { isFirstRenderDone, markFirstRenderDone } from './hydration-flag';

/**
 * `useSyncExternalStore` for the app: the server snapshot while the browser hydrates a
 * server-rendered page, the store's own value from then on. React does this itself; Preact, which
 * runs the browser build (decision 0167), ignores the server snapshot, and as it does not write
 * attributes when it hydrates, a value other than the server's would leave the server's attributes
 * in place (a favourite heart without its `aria-pressed`). A store whose value is the server's
 * costs no second render.
 */
export function useHydratedStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const [, setMounted] = useState(false);
  useEffect(() => {
    markFirstRenderDone();
    if (!Object.is(getSnapshot(), getServerSnapshot())) setMounted(true);
  }, [getSnapshot, getServerSnapshot]);
  return isFirstRenderDone() ? value : getServerSnapshot();
}
