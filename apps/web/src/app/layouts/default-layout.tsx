import { Outlet, useLocation } from 'react-router';
import { AfterFirstScreen } from '../../components/after-first-screen';
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
      {/* At least a screen tall: while a page loads its data the footer stays below the fold, so
          the content arriving does not push a visible footer down (issue 13: cart CLS 0.42). */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-6 outline-none md:py-8"
      >
        <Outlet />
      </main>
      {/* Below a screen-tall main: rendered (with its tags query) once the first screen is up. */}
      <AfterFirstScreen>
        <SiteFooter />
      </AfterFirstScreen>
      <CookieBanner />
    </div>
  );
}
