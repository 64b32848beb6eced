import { useEffect, useState } from 'react';

/** Spec 2.13 and 9: OTP countdown shown as mm:ss. */
export function formatCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

interface OtpCountdownProps {
  seconds: number;
  onExpire?: () => void;
}

export function OtpCountdown({ seconds, onExpire }: OtpCountdownProps) {
  const [endsAt] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        onExpire?.();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt, onExpire]);
  return (
    <span role="timer" aria-live="off" className="font-mono tabular-nums">
      {formatCountdown(left)}
    </span>
  );
}
