import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { getAppConfig } from '../../lib/app-config';
import { trackLocation } from '../../lib/location';
import { ensureSessionId } from '../../lib/session';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { useImageContextMenuGuard } from '../../lib/use-image-context-menu-guard';
import { useInactivityReload } from '../../lib/use-inactivity-reload';

// The gate (and its dialog library) loads only where the server turned it on.
const DevGate = lazy(() =>
  import('../../features/dev-gate/components/dev-gate').then((m) => ({ default: m.DevGate })),
);

/** Product-wide behaviour of spec 1, around every layout. */
export function RootLayout() {
  const config = getAppConfig();
  useInactivityReload();
  useImageContextMenuGuard(config.productionHosts);

  useEffect(() => {
    ensureSessionId();
    // Spec 2.6: once cookies are accepted, the position is kept up to date on each visit.
    if (readStorage(STORAGE_KEYS.cookieAccept) === 'true') trackLocation();
  }, []);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
      {config.devGate ? (
        <Suspense fallback={null}>
          <DevGate />
        </Suspense>
      ) : null}
    </>
  );
}
