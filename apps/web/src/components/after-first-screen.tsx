import { type ReactNode, startTransition, useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Renders its children once the first screen is up: when the browser is next idle (at most a
 * second later), in a transition, so React renders them in slices of a few milliseconds instead
 * of one long task (issue 13 §2, decision 0079). For sections below the fold: their queries and
 * pictures start only then, after the first screen's. Nothing is reserved for them, so they must
 * come after everything on the first screen (below the fold nothing visible moves).
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setIsShown(true));
    const w = window as IdleWindow;
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(show, { timeout: 1000 });
      return () => w.cancelIdleCallback?.(id);
    }
    const id = window.setTimeout(show, 50);
    return () => window.clearTimeout(id);
  }, []);
  return isShown ? children : null;
}
