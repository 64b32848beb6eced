import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { registrationStatusQueryOptions } from '../../features/seller-auth/api/registration';
import { storeSellerSession } from '../../features/seller-auth/api/session';
import { StoreForm } from '../../features/seller-auth/components/store-form';
import { useHasSellerToken } from '../../lib/auth-store';
import { useTranslation } from '../../lib/use-translation';

// /seller/form (spec 2.3, 7 register-store, issue 14 §2): the new shop's details; then where the
// shop stands (check-registration-status): waiting for the platform's approval, approved or not.

const linkButton =
  'inline-block rounded-lg bg-emerald-800 px-4 py-2.5 font-semibold text-white hover:bg-emerald-900';

function StatusNotice({ status, shopName }: { status: string; shopName: string | null }) {
  const { t } = useTranslation();
  if (status === 'pending') {
    return (
      <section
        role="status"
        className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
      >
        <h2 className="text-lg font-bold">{t('sellerAuth.pending.title')}</h2>
        <p>{t('sellerAuth.pending.body', { name: shopName ?? '' })}</p>
        <Link to="/seller" className={linkButton}>
          {t('sellerAuth.pending.continue')}
        </Link>
      </section>
    );
  }
  if (status === 'rejected') {
    return (
      <section
        role="status"
        className="rounded-2xl border border-red-300 bg-red-50 p-5 text-red-900"
      >
        <h2 className="text-lg font-bold">{t('sellerAuth.rejected.title')}</h2>
        <p>{t('sellerAuth.rejected.body')}</p>
      </section>
    );
  }
  return (
    <section
      role="status"
      className="space-y-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-5"
    >
      <h2 className="text-lg font-bold text-emerald-950">{t('sellerAuth.approved.title')}</h2>
      <Link to="/seller" className={linkButton}>
        {t('seller.manageStore')}
      </Link>
    </section>
  );
}

export function Component() {
  const { t } = useTranslation();
  const hasToken = useHasSellerToken();
  const queryClient = useQueryClient();
  const status = useQuery({ ...registrationStatusQueryOptions(), enabled: hasToken });

  let body: React.ReactNode;
  if (!hasToken) {
    body = (
      <p className="rounded-2xl border border-slate-200 bg-white p-5">
        {t('sellerAuth.form.needAccount')}{' '}
        <Link to="/seller/register" className="text-emerald-800 underline">
          {t('sellerAuth.registerShop')}
        </Link>{' '}
        ·{' '}
        <Link to="/seller/login?redirect=/seller/form" className="text-emerald-800 underline">
          {t('seller.login')}
        </Link>
      </p>
    );
  } else if (status.isPending) {
    body = <Spinner />;
  } else if (status.isError) {
    body = (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {status.error.message || t('error.tryAgain')}
      </p>
    );
  } else if (status.data.status === 'noStore') {
    body = (
      <>
        <p className="mb-4 text-slate-700">{t('sellerAuth.form.intro')}</p>
        <StoreForm
          onRegistered={(session) => {
            storeSellerSession(session);
            queryClient.setQueryData(registrationStatusQueryOptions().queryKey, {
              success: true,
              status: 'pending',
              shopName: session.info.name,
            });
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );
  } else {
    body = <StatusNotice status={status.data.status} shopName={status.data.shopName} />;
  }

  return (
    <div>
      <PageHeading titleKey="pages.sellerForm" />
      {body}
    </div>
  );
}
