import '../../lib/seller-texts';
import { Outlet } from 'react-router';
import { SellerHeader } from './seller-header';
import { SkipLink } from './skip-link';

/** Seller pages without a login guard (spec 2.3): seller header and the page. */
export function Component() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <SellerHeader />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 outline-none"
      >
        <Outlet />
      </main>
    </div>
  );
}
