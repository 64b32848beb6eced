import '../../lib/seller-texts';
import { Outlet } from 'react-router';

/** Blank layout for printable seller pages (spec 2.3). */
export function Component() {
  return (
    <main id="main" className="mx-auto max-w-4xl bg-white p-6 print:p-0">
      <Outlet />
    </main>
  );
}
