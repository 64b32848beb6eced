import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { trackLocation } from '../../../lib/location';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { useHydrated } from '../../../lib/use-hydrated';
import { useTranslation } from '../../../lib/use-translation';
import { hasConsentCookie, writeConsentCookie } from '../lib/consent-cookie';

/** Spec 2.6: shown until accepted; accepting stores accept=true, then asks for the position. */
export function CookieBanner() {
  const { t } = useTranslation();
  // The cookie decides the first render, on the server and in the browser alike.
  const [isAccepted, setAccepted] = useState(hasConsentCookie);
  // A tap before the browser has taken the server's page over would be lost: until then the
  // button shows it is not ready yet, and a tap waits for it.
  const hydrated = useHydrated();
  useEffect(() => {
    // Accepted before the cookie existed: keep the choice for the server too.
    if (!isAccepted && readStorage(STORAGE_KEYS.cookieAccept) === 'true') {
      writeConsentCookie();
      setAccepted(true);
    }
  }, [isAccepted]);
  if (isAccepted) return null;

  const accept = () => {
    writeStorage(STORAGE_KEYS.cookieAccept, 'true');
    writeConsentCookie();
    setAccepted(true);
    trackLocation();
  };

  return (
    <>
      {/* Room under the page for the fixed banner, so the page's last buttons can scroll above it. */}
      <div aria-hidden="true" className="h-44 md:h-20" />
      <section
        aria-label={t('cookie.label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center">
          <p className="flex-1 text-sm text-slate-700">
            {t('cookie.message')}{' '}
            <Link to="/help/cookie" className="font-semibold text-emerald-800 underline">
              {t('cookie.policy')}
            </Link>
          </p>
          <button
            type="button"
            onClick={accept}
            disabled={!hydrated}
            className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
          >
            {t('cookie.accept')}
          </button>
        </div>
      </section>
    </>
  );
}
