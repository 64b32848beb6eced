import { Outlet, useLocation } from 'react-router';
import { CookieBanner } from '../../features/consent/components/cookie-banner';
import { SiteFooter } from '../../features/navigation/components/site-footer';
import { SiteHeader } from '../../features/navigation/components/site-header';
import { GlobalSearch } from '../../features/search/components/global-search';
import { isMobileSearchHidden } from '../../features/search/lib/search-rules';
import { SkipLink } from './skip-link';

/** Default layout of the public site: header, main, footer (spec 2.1, 2.5, 2.6). */
export function DefaultLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <SiteHeader search={<GlobalSearch />} isMobileSearchShown={!isMobileSearchHidden(pathname)} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none md:py-8"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <CookieBanner />
    </div>
  );
}
