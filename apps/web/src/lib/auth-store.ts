import { renderScope } from './render-scope';
import {
  clearUserSession,
  getSellerToken,
  getUserToken,
  readStorage,
  STORAGE_KEYS,
} from './storage';
import { useHydratedStore } from './use-hydrated-store';

// Lets the header re-render when the customer session changes (login, logout, a 401, another tab).

export interface UserSession {
  token: string | null;
  display: string | null;
}

const listeners = new Set<() => void>();

// What a server-rendered page shows (it cannot read this browser's storage); the session read
// here replaces it right after hydration.
const SIGNED_OUT: UserSession = { token: null, display: null };
// A visitor who is not signed in reads the very same object: React then has nothing to re-render
// after hydration (a different object re-rendered the whole page at once, decision 0123).
let snapshot: UserSession = SIGNED_OUT;

function readSession(): UserSession {
  const token = getUserToken();
  const display = readStorage(STORAGE_KEYS.userDisplay);
  if (token !== snapshot.token || display !== snapshot.display) snapshot = { token, display };
  return snapshot;
}

// A signed-in cart is rendered on the server from the session's cookie (decision 0125): there, the
// request's session; in the browser, while it takes that page over, the session it was rendered
// with, which is this browser's own (the cookie mirrors the storage).
let renderedSignedIn = false;

/** Called before hydration with whether the server rendered the page for a signed-in shopper. */
export function setRenderedSignedIn(signedIn: boolean): void {
  renderedSignedIn = signedIn;
}

function serverSnapshot(): UserSession {
  const scope = renderScope();
  if (scope) return scope.session ?? SIGNED_OUT;
  return renderedSignedIn ? readSession() : SIGNED_OUT;
}

/**
 * Keeps the cart page's cookie equal to the stored session (sign-in, rename, sign-out). Its writer
 * is a chunk of its own: a visitor who never signs in does not download it (decision 0125).
 */
export function mirrorSessionCookie(): void {
  const { token, display } = readSession();
  void import('./session-cookie').then(({ writeSessionCookie }) =>
    writeSessionCookie(token ? { token, display } : null),
  );
}

export function notifySessionChanged(): void {
  mirrorSessionCookie();
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
  return useHydratedStore(subscribe, readSession, serverSnapshot);
}

export function useHasSellerToken(): boolean {
  return useHydratedStore(
    subscribe,
    () => getSellerToken() !== null,
    () => false,
  );
}
