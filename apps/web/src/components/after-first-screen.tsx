import { type ReactNode, useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

// Parts below the fold wait their turn: one shows per idle moment of the browser, so each renders
// in a task of its own (decision 0178). The browser build is Preact (decision 0167), whose
// `startTransition` does not slice a render: two parts shown together were one long task.
const waiting: Array<() => void> = [];
let scheduled = false;

function whenIdle(run: () => void): void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 1000 });
  else window.setTimeout(run, 50);
}

function showNext(): void {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) scheduleNext();
}

function scheduleNext(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(showNext);
}

/**
 * Renders its children once the first screen is up: at the browser's next idle moment (at most a
 * second later), after the parts that asked before it, each in a task of its own (issue 13 §2,
 * decisions 0079, 0178). For sections below the fold: their queries and pictures start only then,
 * after the first screen's. Nothing is reserved for them, so they must come after everything on
 * the first screen (below the fold nothing visible moves).
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const show = () => setIsShown(true);
    waiting.push(show);
    scheduleNext();
    return () => {
      const at = waiting.indexOf(show);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, []);
  return isShown ? children : null;
}
