import { useSyncExternalStore } from 'react';
import {
  clearUserSession,
  getSellerToken,
  getUserToken,
  readStorage,
  STORAGE_KEYS,
} from './storage';

// Lets the header re-render when the customer session changes (login, logout, a 401, another tab).

export interface UserSession {
  token: string | null;
  display: string | null;
}

const listeners = new Set<() => void>();

// What a server-rendered page shows (it cannot read this browser's storage); the session read
// here replaces it right after hydration.
const SIGNED_OUT: UserSession = { token: null, display: null };
const signedOut = () => SIGNED_OUT;
// A visitor who is not signed in reads the very same object: React then has nothing to re-render
// after hydration (a different object re-rendered the whole page at once, decision 0123).
let snapshot: UserSession = SIGNED_OUT;

function readSession(): UserSession {
  const token = getUserToken();
  const display = readStorage(STORAGE_KEYS.userDisplay);
  if (token !== snapshot.token || display !== snapshot.display) snapshot = { token, display };
  return snapshot;
}

export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

export function endUserSession(): void {
  clearUserSession();
  notifySessionChanged();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useUserSession(): UserSession {
  return useSyncExternalStore(subscribe, readSession, signedOut);
}

export function useHasSellerToken(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getSellerToken() !== null,
    () => false,
  );
}
