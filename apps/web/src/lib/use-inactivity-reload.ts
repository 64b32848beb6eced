import { useEffect } from 'react';

// Spec 1 and 9: reload after 3,600,000 ms without mouse or keyboard activity, checked every 1 s.
export const INACTIVITY_RELOAD_MS = 3_600_000;
export const INACTIVITY_CHECK_MS = 1_000;

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'wheel', 'keydown', 'touchstart'] as const;

export function useInactivityReload(
  reload: () => void = () => window.location.reload(),
  timeoutMs: number = INACTIVITY_RELOAD_MS,
): void {
  useEffect(() => {
    let lastActivity = Date.now();
    const markActive = () => {
      lastActivity = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, markActive, { passive: true });
    }
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity >= timeoutMs) {
        window.clearInterval(timer);
        reload();
      }
    }, INACTIVITY_CHECK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive);
    };
  }, [reload, timeoutMs]);
}
