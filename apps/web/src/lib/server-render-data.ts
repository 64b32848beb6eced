import type { DehydratedState } from '@tanstack/react-query';

// What a server-rendered page hands the browser (decision 0120): the answers its first screen was
// rendered from and the router's loader data, in <script type="application/json" id="ssr-data">
// (data, not script: the page's CSP allows no inline script).

export interface ServerRenderData {
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
  /** The ids of the routes the page matched, root first: the browser loads them without matching. */
  matched?: string[];
  /** Rendered for a signed-in shopper (the cart, decision 0125), from the session's cookie. */
  signedIn?: boolean;
}

export const SERVER_RENDER_DATA_ID = 'ssr-data';

/** The data of a server-rendered page, or null for the plain app shell. */
export function readServerRenderData(): ServerRenderData | null {
  const element = document.getElementById(SERVER_RENDER_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderData;
  } catch {
    return null;
  }
}
