import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import {
  canOpenSellerPage,
  firstSellerPage,
  SELLER_PAGE_FLAGS,
} from '@yangdee/contracts/seller-pages';
import type { ReactNode } from 'react';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { useTranslation } from '../../../lib/use-translation';
import { pictureCheckQueryOptions } from '../api/switching';

// Every protected seller page (issue 14 §4): the page's permission from the one table
// (contracts/seller-pages.ts), a Thai 'ไม่มีสิทธิ์เข้าถึงหน้านี้' page without it; and the
// storefront picture check of spec 2.8 on every page but decoration (a 401 there ends the
// session and goes to /seller/login, lib/api.ts).

function readJson(key: typeof STORAGE_KEYS.shopAcl | typeof STORAGE_KEYS.shopInfo) {
  try {
    return JSON.parse(readStorage(key) ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

function patternOf(pathname: string): string | null {
  return (
    Object.keys(SELLER_PAGE_FLAGS).find((pattern) =>
      matchPath({ path: pattern, end: true }, pathname),
    ) ?? null
  );
}

function NoPermission({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="no-permission-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center"
    >
      <h1 id="no-permission-title" className="text-xl font-bold text-slate-900">
        {t('sellerAuth.noPermission.title')}
      </h1>
      <p className="mt-2 text-slate-700">{t('sellerAuth.noPermission.body')}</p>
      <Link
        to={home}
        className="mt-4 inline-block rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
      >
        {t('sellerAuth.noPermission.back')}
      </Link>
    </section>
  );
}

function WelcomeAlert({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-emerald-900">
            {t('sellerAuth.welcomeTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {t('sellerAuth.welcome')}
          </Dialog.Description>
          <Dialog.Close className="mt-5 rounded-lg bg-emerald-800 px-6 py-2 font-semibold text-white hover:bg-emerald-900">
            {t('common.ok')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function SellerPageGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const acl = readJson(STORAGE_KEYS.shopAcl) as Record<string, boolean>;
  const sellerId = readJson(STORAGE_KEYS.shopInfo).sellerId as number | undefined;
  const pattern = patternOf(pathname);
  const isAllowed = pattern === null || canOpenSellerPage(acl, pattern);
  const isDecoration = pathname === '/seller/decoration';
  const check = useQuery({
    ...pictureCheckQueryOptions(sellerId),
    enabled: isAllowed && !isDecoration,
  });
  if (!isAllowed) return <NoPermission home={firstSellerPage(acl)} />;
  const needsPicture = !isDecoration && check.data?.isValidProfile === false;
  return (
    <>
      {children}
      {needsPicture ? (
        <WelcomeAlert onClose={() => navigate('/seller/decoration', { replace: true })} />
      ) : null}
    </>
  );
}
