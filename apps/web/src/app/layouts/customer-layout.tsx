import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

// Customer area (spec 2.2): the default layout plus a side menu of the /my pages.
const MY_LINKS = [
  { to: '/my/order', key: 'pages.myOrder' },
  { to: '/my/favorite', key: 'pages.myFavorite' },
  { to: '/my/profile', key: 'pages.myProfile' },
  { to: '/my/car', key: 'pages.myCar' },
  { to: '/my/password', key: 'pages.myPassword' },
  { to: '/my/notifications', key: 'pages.myNotifications' },
  { to: '/my/warranty', key: 'pages.myWarranty' },
  { to: '/my/privacy', key: 'pages.myPrivacy' },
] as const;

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <nav aria-label={t('customerMenu.label')} className="md:w-60 md:shrink-0">
        <ul className="flex gap-1 overflow-x-auto rounded-xl border border-slate-200 bg-white p-2 md:flex-col">
          {MY_LINKS.map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                className="block rounded-lg px-3 py-2 text-slate-700 hover:bg-emerald-50 aria-[current=page]:bg-emerald-800 aria-[current=page]:text-white"
              >
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
