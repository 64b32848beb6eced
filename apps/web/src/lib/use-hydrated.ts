import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while rendering on the server and while the browser hydrates a server-rendered page
 * (decision 0120), true after: for what only a browser can make (DOMPurify's sanitising), so the
 * first render in the browser matches the server's and the rest follows a moment later.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
