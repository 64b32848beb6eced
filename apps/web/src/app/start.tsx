import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { mirrorSessionCookie, setRenderedSignedIn } from '../lib/auth-store';
import { currentLanguage, languageReady } from '../lib/i18n';
import { readServerRenderData } from '../lib/server-render-data';
import { getUserToken } from '../lib/storage';
import { markRenderedInBrowser } from '../lib/use-hydrated';
import { SELLER_FRAME_ATTRIBUTE } from './layouts/seller-frame';
import { queryClient } from './query-client';
import { createAppRouter, routerReady } from './router';

// The app, started by main.tsx (decision 0120): hydrates a server-rendered page with the
// answers it was rendered from, or renders the page in the browser.

/**
 * Lets the browser paint and answer taps before going on: what comes after runs in a task of its
 * own (a phone counts every task past 50 ms as blocking; decision 0178).
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function start(root: HTMLElement) {
  // The session cookie is made (or read) by the root layout once the page is up, and by the first
  // call that needs it: reading cookies is a trip to the browser's cookie store (decision 0178).
  // A visitor who chose English last time gets English from the first paint.
  await languageReady;
  // Server-rendered pages are Thai (decision 0120): another language renders anew.
  const server = currentLanguage() === 'th' ? readServerRenderData() : null;
  // The answers the page was rendered from, as fetched then (TanStack's own `hydrate` does the same
  // and more, at ~1 KB of the first script: dehydrate only writes successful queries).
  for (const { queryKey, state } of server?.queries.queries ?? []) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
  // A session kept from before the cart was rendered on the server gets its cookie now.
  if (getUserToken()) mirrorSessionCookie();
  setRenderedSignedIn(server?.signedIn === true);
  const router = await createAppRouter(server ?? undefined);
  // A seller page's frame painted by the server (decision 0173) stays until the route's chunks and
  // guards are done, so the first render replaces it with the page, not with a spinner.
  const framed = root.querySelector(`[${SELLER_FRAME_ATTRIBUTE}]`) !== null;
  if (framed) await routerReady(router);
  // Making the router (matching every route) and hydrating the page are two tasks, not one.
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  // In a transition React renders in slices of a few milliseconds and lets the browser paint and
  // answer taps between them; outside one the first render (or hydration) is one long task that
  // blocks the phone for its whole length (decision 0123).
  startTransition(() => {
    if (server) {
      hydrateRoot(root, app, {
        // A part that differs from the server's (a returning visitor's own state) is rendered
        // anew by React; that is expected, not an error of the page.
        onRecoverableError: (error) => console.warn('hydration:', error),
      });
    } else {
      markRenderedInBrowser();
      // The frame goes as the app comes. Preact (the browser build, decision 0167) reuses the
      // elements it finds in #root and would keep the frame's attributes (aria-hidden) on them.
      if (framed) root.replaceChildren();
      createRoot(root).render(app);
    }
  });
}
