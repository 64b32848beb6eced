import '../../lib/my-texts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '../../app/query-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import {
  privacyQueryOptions,
  useDownloadMyData,
  useRequestDeletion,
  useSavePrivacy,
} from '../../features/account/api/privacy';
import { formatThaiDateTime } from '../../lib/format-thai-date';
import { useTranslation } from '../../lib/use-translation';

// /my/privacy (PDPA): what we collect and why, accept/withdraw with history, download my data,
// ask for account deletion.

export async function loader() {
  void queryClient.prefetchQuery(privacyQueryOptions());
  return null;
}

const PURPOSES = ['account', 'orders', 'cars', 'contact', 'analytics'] as const;

export function Component() {
  const { t } = useTranslation();
  const privacy = useQuery(privacyQueryOptions());
  const save = useSavePrivacy();
  const download = useDownloadMyData();
  const deletion = useRequestDeletion();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const state = privacy.data;
  const button = 'rounded-lg px-4 py-2 font-semibold disabled:opacity-60';

  return (
    <section className="grid gap-6">
      <PageHeading titleKey="pages.myPrivacy" />
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-slate-900">{t('my.privacy.whatTitle')}</h2>
        <p className="mt-2 text-slate-700">{t('my.privacy.intro')}</p>
        <dl className="mt-3 grid gap-2">
          {PURPOSES.map((key) => (
            <div key={key}>
              <dt className="font-medium text-slate-900">{t(`my.privacy.data.${key}.what`)}</dt>
              <dd className="text-slate-600">{t(`my.privacy.data.${key}.why`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-600">{t('my.privacy.rights')}</p>
      </div>

      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-slate-900">{t('my.privacy.consentTitle')}</h2>
        {privacy.isLoading ? <Spinner /> : null}
        {state ? (
          <>
            <p role="status" className="mt-2" data-testid="privacy-state">
              {state.isAcceptPrivacy
                ? t('my.privacy.accepted', {
                    date: state.acceptedAt ? formatThaiDateTime(state.acceptedAt) : '',
                  })
                : t('my.privacy.notAccepted')}
            </p>
            <p className="text-sm text-slate-500">
              {t('my.privacy.version', { version: state.policyVersion })}
            </p>
            <button
              type="button"
              disabled={save.isPending}
              onClick={() => save.mutate(!state.isAcceptPrivacy)}
              className={`${button} mt-3 ${state.isAcceptPrivacy ? 'border border-red-300 text-red-700 hover:bg-red-50' : 'bg-emerald-800 text-white hover:bg-emerald-900'}`}
            >
              {state.isAcceptPrivacy ? t('my.privacy.withdraw') : t('my.privacy.accept')}
            </button>
            {state.history.length > 0 ? (
              <>
                <h3 className="mt-4 font-medium text-slate-900">{t('my.privacy.history')}</h3>
                <ul className="mt-1 text-sm text-slate-700" aria-label={t('my.privacy.history')}>
                  {state.history.map((h) => (
                    <li key={`${h.createdAt}-${h.isAccepted}`}>
                      {formatThaiDateTime(h.createdAt)} —{' '}
                      {h.isAccepted
                        ? t('my.privacy.historyAccept')
                        : t('my.privacy.historyWithdraw')}{' '}
                      ({h.policyVersion})
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>

      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-slate-900">{t('my.privacy.downloadTitle')}</h2>
        <p className="mt-2 text-slate-700">{t('my.privacy.downloadText')}</p>
        <button
          type="button"
          disabled={download.isPending}
          onClick={() => download.mutate()}
          className={`${button} mt-3 border border-emerald-800 text-emerald-800 hover:bg-emerald-50`}
        >
          {t('my.privacy.download')}
        </button>
        {download.isError ? (
          <p role="alert" className="mt-2 text-red-700">
            {download.error.message || t('my.common.tryAgain')}
          </p>
        ) : null}
      </div>

      <div className="rounded-xl border border-red-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-slate-900">{t('my.privacy.deleteTitle')}</h2>
        <p className="mt-2 text-slate-700">{t('my.privacy.deleteText')}</p>
        {state?.deletionRequestedAt ? (
          <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">
            {deletion.data?.message ??
              t('my.privacy.deleteRequested', {
                date: formatThaiDateTime(state.deletionRequestedAt),
              })}
          </p>
        ) : (
          <button
            type="button"
            onClick={() => setConfirmOpen(true)}
            className={`${button} mt-3 bg-red-700 text-white hover:bg-red-800`}
          >
            {t('my.privacy.deleteButton')}
          </button>
        )}
      </div>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        title={t('my.privacy.deleteConfirmTitle')}
        message={t('my.privacy.deleteConfirmText')}
        isBusy={deletion.isPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => deletion.mutate(undefined, { onSettled: () => setConfirmOpen(false) })}
      />
    </section>
  );
}
