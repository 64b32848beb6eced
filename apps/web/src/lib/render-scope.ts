import type { QueryClient } from '@tanstack/react-query';
import type { CookieSession } from '@yangdee/contracts/session-cookie';

// A page rendered on the server (entry-server.tsx, decision 0120) belongs to one request: its
// API calls go through the server's own routes and its queries fill that request's cache. In the
// browser there is no scope: the module defaults (window.fetch, the app's one query client) apply.

export interface RenderScope {
  queryClient: QueryClient;
  fetch: typeof fetch;
  /** The app-config meta tag's JSON, which the server writes into the page. */
  appConfig: string;
  /** The request's Cookie header (only the cookie choice is read from it). */
  cookieHeader: string | undefined;
  /** The signed-in shopper the cart page is rendered for, from its cookie (decision 0125). */
  session: CookieSession | null;
}

let source: () => RenderScope | undefined = () => undefined;

/** Called once by the server entry with a reader of its per-request store. */
export function setRenderScopeSource(read: () => RenderScope | undefined): void {
  source = read;
}

export function renderScope(): RenderScope | undefined {
  return source();
}
