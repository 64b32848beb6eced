import { type ReactNode, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { useUserSession } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/use-translation';
import { AccountLinks, LogoutButton } from './account-links';
import { BrandMenu } from './brand-menu';
import { PromotionMenu, RimSizeMenu, StoreMenu, TyreTypeMenu } from './top-menus';

interface SiteHeaderProps {
  /** The global search box, composed in by the layout. */
  search: ReactNode;
  /** False on the paths where the mobile search bar is hidden (spec 2.5). */
  isMobileSearchShown: boolean;
}

const plainLinkClass =
  'block rounded-md px-3 py-2 font-medium hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-700';

/** Spec 2.5 site header. */
export function SiteHeader({ search, isMobileSearchShown }: SiteHeaderProps) {
  const { t } = useTranslation();
  const [isNavOpen, setNavOpen] = useState(false);
  // Where spec 2.5 hides the phone search bar, a search icon opens it full width on demand.
  const [isSearchOpen, setSearchOpen] = useState(false);
  const isSearchRowShown = isMobileSearchShown || isSearchOpen;
  const session = useUserSession();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-3 md:flex-nowrap">
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-emerald-50 md:hidden"
          aria-expanded={isNavOpen}
          aria-controls="site-nav"
          onClick={() => setNavOpen((open) => !open)}
        >
          <span className="sr-only">
            {isNavOpen ? t('header.closeMenu') : t('header.openMenu')}
          </span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
            <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
          </svg>
        </button>
        {/* Named by what it shows ("ยางดี"), then where it goes: a label other than the visible text
            fails people who steer by voice (Lighthouse's label-content-name-mismatch). */}
        <Link to="/" className="flex shrink-0 items-center gap-2">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-emerald-800 text-lg font-bold text-white"
          >
            {t('brand.initial')}
          </span>
          <span className="text-xl font-bold text-emerald-900">{t('brand.name')}</span>{' '}
          <span className="sr-only">{t('brand.homeSuffix')}</span>
        </Link>
        <div
          id="site-search"
          className={`order-last w-full md:order-none md:block md:w-auto md:flex-1 ${isSearchRowShown ? '' : 'hidden'}`}
        >
          {search}
        </div>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          {isMobileSearchShown ? null : (
            <button
              type="button"
              className="rounded-md p-2 text-slate-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-700 md:hidden"
              aria-expanded={isSearchOpen}
              aria-controls="site-search"
              onClick={() => {
                setSearchOpen((open) => !open);
                if (!isSearchOpen) requestAnimationFrame(() => focusSearchInput());
              }}
            >
              <span className="sr-only">
                {isSearchOpen ? t('header.closeSearch') : t('header.openSearch')}
              </span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
                <path
                  fill="currentColor"
                  d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
                />
              </svg>
            </button>
          )}
          <AccountLinks />
          <LanguageSwitch className="hidden md:flex" />
        </div>
      </div>
      <nav
        id="site-nav"
        aria-label={t('nav.label')}
        className={`border-t border-slate-100 bg-white ${isNavOpen ? 'block' : 'hidden'} md:block`}
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-2 text-slate-800 md:flex-row md:items-center">
          <li>
            <BrandMenu />
          </li>
          <li>
            <RimSizeMenu />
          </li>
          <li>
            <TyreTypeMenu />
          </li>
          <li>
            <StoreMenu />
          </li>
          <li>
            <PromotionMenu />
          </li>
          <li>
            <NavLink to="/article" className={plainLinkClass}>
              {t('nav.articles')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/contact" className={plainLinkClass}>
              {t('nav.contact')}
            </NavLink>
          </li>
          <li className="md:hidden">
            <NavLink to="/my/order" className={plainLinkClass}>
              {t('nav.myOrders')}
            </NavLink>
          </li>
          {session.token ? (
            <li className="sm:hidden">
              <LogoutButton className={`${plainLinkClass} w-full text-left`} />
            </li>
          ) : null}
          <li className="md:hidden">
            <LanguageSwitch />
          </li>
        </ul>
      </nav>
    </header>
  );
}

function focusSearchInput() {
  document.querySelector<HTMLInputElement>('#site-search input')?.focus();
}
