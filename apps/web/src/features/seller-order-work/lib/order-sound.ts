import { useHydratedStore } from '../../../lib/use-hydrated-store';

// The new-order chime (issue 15 item 1): a short two-note tone made with the Web Audio API (no
// audio file to download), switched on or off in the seller header and remembered in
// localStorage. Browsers keep audio locked until the page has had a user gesture: the context
// is created on the first click or key press and a chime before that is skipped silently.

const SOUND_KEY = 'sellerOrderSound';
const listeners = new Set<() => void>();

export function isOrderSoundOn(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setOrderSoundOn(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this page.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === SOUND_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useOrderSoundOn(): boolean {
  return useHydratedStore(subscribe, isOrderSoundOn, () => true);
}

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | null {
  const w = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** Prepares audio on the first user gesture, so a later chime may play. */
export function unlockOrderSoundOnGesture(): () => void {
  const unlock = () => {
    try {
      const Ctx = audioContextClass();
      if (!Ctx) return;
      context ??= new Ctx();
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
    } catch {
      // No audio on this device.
    }
  };
  const events = ['pointerdown', 'keydown'] as const;
  for (const e of events) window.addEventListener(e, unlock, { once: true, capture: true });
  return () => {
    for (const e of events) window.removeEventListener(e, unlock, { capture: true });
  };
}

/** Plays the chime when audio is unlocked; otherwise does nothing. */
export function playOrderChime(): boolean {
  try {
    if (context?.state !== 'running') return false;
    const start = context.currentTime;
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      const t0 = start + i * 0.18;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.25, t0 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.35);
      osc.connect(gain).connect(context.destination);
      osc.start(t0);
      osc.stop(t0 + 0.4);
    }
    return true;
  } catch {
    return false;
  }
}
