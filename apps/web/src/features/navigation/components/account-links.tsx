import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useUserSession } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/use-translation';
import { cartStatusQueryOptions } from '../api/get-cart-status';
import { useLogout } from '../api/logout';

const linkClass =
  'flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-emerald-50 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-emerald-700';

/** Spec 2.5: account link, cart icon with a dot when there is a cart, and 'my orders'. */
export function AccountLinks() {
  const { t } = useTranslation();
  const session = useUserSession();
  const cart = useQuery(cartStatusQueryOptions(session.token));
  const hasCart = session.token !== null && cart.data?.hasCart === true;
  const location = useLocation();
  // After signing in the shopper comes back here (spec 2.1), except from the sign-in pages.
  const here = `${location.pathname}${location.search}`;
  const isAuthPage = /^\/(login|register|forget-password)(\/|$)/.test(location.pathname);
  const loginTo =
    isAuthPage || here === '/' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`;

  return (
    <div className="flex items-center gap-1">
      {session.token ? (
        <Link to="/my/profile" className={linkClass}>
          <UserIcon />
          <span className="sr-only max-w-32 truncate sm:not-sr-only">
            {session.display || t('header.myAccount')}
          </span>
        </Link>
      ) : null}
      {session.token ? (
        // On a phone the log-out button moves into the menu, so the header row fits 360 px.
        <LogoutButton className={`${linkClass} hidden sm:flex`} />
      ) : (
        <Link to={loginTo} className={linkClass}>
          <UserIcon />
          {t('header.login')}
        </Link>
      )}
      <Link to="/my/order" className={`${linkClass} hidden lg:flex`}>
        {t('nav.myOrders')}
      </Link>
      <Link
        to="/cart"
        className={`${linkClass} relative`}
        aria-label={hasCart ? t('header.cartHasItems') : t('header.cart')}
      >
        <CartIcon />
        {hasCart ? (
          <span
            data-testid="cart-dot"
            aria-hidden="true"
            className="absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white"
          />
        ) : null}
      </Link>
    </div>
  );
}

/** Log out, then go home (spec 2.5 account). Shown in the header row, or in the phone menu. */
export function LogoutButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      disabled={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/') })}
    >
      {t('common.logout')}
    </button>
  );
}

function UserIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
      <path
        fill="currentColor"
        d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z"
      />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.3l.9 2H21l-3.4 8.1a2 2 0 0 1-1.8 1.2H8.1l-.9 1.7H19v2H4l2.3-4.3L3.6 4H3V2Z"
      />
    </svg>
  );
}
