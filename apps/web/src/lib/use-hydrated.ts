import { startTransition, useEffect, useState } from 'react';
import { isFirstRenderDone, markFirstRenderDone } from './hydration-flag';

/** For a page rendered in the browser from the start (no server render to match). */
export function markRenderedInBrowser() {
  markFirstRenderDone();
}

/**
 * False while rendering on the server and while the browser hydrates a server-rendered page
 * (decision 0120), true after: for what only a browser can make (DOMPurify's sanitising, the
 * screen's width), so the first render in the browser matches the server's and the rest follows
 * a moment later. The change is a transition (decision 0123): React renders it in slices between
 * the phone's paints instead of one blocking task (`useSyncExternalStore` with a server snapshot
 * re-renders synchronously).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(isFirstRenderDone);
  useEffect(() => {
    markFirstRenderDone();
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
