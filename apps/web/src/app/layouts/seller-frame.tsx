import { useTranslation } from '../../lib/use-translation';

// Decision 0173: the seller back office renders only in the browser, so its first paint waited for
// the whole app. The server puts this frame in #root of every signed-in seller page (rendered once
// by the server bundle, entry-server.tsx): the layout's header bar, the side panel and the page's
// title area at the sizes of seller-layout.tsx, styled by the page's style sheet, painted before
// any script runs. It holds nothing the server does not know — the brand and grey blocks where the
// shop's name, the menu and the page will be; the app replaces it whole on its first render
// (app/start.tsx waits for the route's chunks so that render is the page, not a spinner).

export const SELLER_FRAME_ATTRIBUTE = 'data-seller-frame';

const block = 'rounded bg-slate-200';
/** A header button's box: text-sm (20 px) with py-1.5 and a 1 px border, 34 px. */
const headerBlock = 'h-[2.125rem] rounded-lg bg-emerald-900';

export const SELLER_BRAND_CLASS = 'flex items-center gap-2 font-bold';

/** The seller brand of the header bar: the frame's and the layout's (seller-header.tsx). */
export function SellerBrandMark() {
  const { t } = useTranslation();
  return (
    <>
      <span
        aria-hidden="true"
        className="flex h-8 w-8 items-center justify-center rounded-full bg-white text-emerald-900"
      >
        {t('brand.initial')}
      </span>
      {/* Named by what it shows, then where it goes (label-content-name-mismatch). */}
      <span>{t('seller.brand')}</span> <span className="sr-only">{t('brand.homeSuffix')}</span>
    </>
  );
}

export function SellerFrame() {
  return (
    <div {...{ [SELLER_FRAME_ATTRIBUTE]: '' }} className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-emerald-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <a href="/" className={SELLER_BRAND_CLASS}>
            <SellerBrandMark />
          </a>
          {/* Where seller1's header has its branch chip, 'เลือกสาขา', the sound switch and
              'จัดการร้านค้า' (seller-header.tsx), blocks of their sizes: the row wraps where the
              real one does, two rows on a phone, so the page does not jump when the app comes
              (decision 0176). The last is 40 px tall like the link, 34 px in the row like it. */}
          <span aria-hidden="true" className="h-7 w-36 rounded-full bg-emerald-900" />
          <span aria-hidden="true" className={`w-22 ${headerBlock}`} />
          <span aria-hidden="true" className={`ml-auto w-[2.875rem] lg:w-28 ${headerBlock}`} />
          <span
            aria-hidden="true"
            className="-my-[0.1875rem] h-10 w-32 rounded-lg bg-emerald-900"
          />
        </div>
      </header>
      <div
        aria-busy="true"
        className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-4 md:flex-row md:gap-6 md:py-6"
      >
        <aside aria-hidden="true" className="md:w-64 md:shrink-0">
          {/* The shop's four lines (staff, code and name, registered, the storefront link 4 px
              lower), each text-sm (20 px), and the phone's menu button, as seller-layout.tsx. */}
          <div className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <div className="min-w-0">
              {['w-32', 'w-44', 'w-36'].map((width) => (
                <div key={width} className="flex h-5 items-center">
                  <div className={`h-3.5 ${width} ${block}`} />
                </div>
              ))}
              <div className="mt-1 flex h-5 items-center">
                <div className={`h-3.5 w-20 ${block}`} />
              </div>
            </div>
            <div className="h-[2.625rem] w-20 shrink-0 rounded-lg border border-slate-300 md:hidden" />
          </div>
          <div className="mt-4 hidden space-y-2 md:block">
            {[0, 1, 2, 3, 4, 5].map((row) => (
              <div key={row} className={`h-9 ${block}`} />
            ))}
          </div>
        </aside>
        <div aria-hidden="true" className="min-w-0 flex-1">
          <div className={`mb-6 h-8 w-56 md:h-9 ${block}`} />
          <div className="h-48 rounded-xl border border-slate-200 bg-white" />
        </div>
      </div>
    </div>
  );
}
