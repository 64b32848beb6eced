import { startTransition, useEffect, useState } from 'react';

// Set once the page's first render in this browser has committed: later mounts start hydrated.
let appHydrated = false;

/** For a page rendered in the browser from the start (no server render to match). */
export function markRenderedInBrowser() {
  appHydrated = true;
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
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    appHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
