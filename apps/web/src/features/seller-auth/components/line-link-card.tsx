import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { getSignInConfig } from '../../../lib/app-config';
import { useTranslation } from '../../../lib/use-translation';
import { useLinkLine, useUnlinkLine } from '../api/people';
import { startLineLink, takeLineLinkCallback } from '../lib/line-link';

// "รับแจ้งเตือนทาง LINE" on /seller/account (issue 35 item 2): what a linked staff member gets,
// the link button (LINE's authorise round trip back to this screen, then /api/seller/link-line)
// and unlinking after a confirm. The link is the signed-in person's own.

const card = 'space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

export function LineLinkCard({ isLinked }: { isLinked: boolean }) {
  const { t } = useTranslation();
  const link = useLinkLine();
  const unlink = useUnlinkLine();
  const [isConfirming, setIsConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const hasRun = useRef(false);

  useEffect(() => {
    // Completing the redirect LINE just made (a one-off action, not data fetching).
    if (hasRun.current) return;
    hasRun.current = true;
    const body = takeLineLinkCallback();
    if (!body) return;
    link.mutate(body, {
      onSuccess: () => setNotice(t('sellerPeople.line.linkedDone')),
      onError: (error) => setFailure(messageOf(error, t('error.tryAgain'))),
    });
  }, [link, t]);

  const onUnlink = () => {
    setNotice('');
    setFailure('');
    unlink.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        setNotice(t('sellerPeople.line.unlinkedDone'));
      },
      onError: (error) => {
        setIsConfirming(false);
        setFailure(messageOf(error, t('error.tryAgain')));
      },
    });
  };

  return (
    <section className={card} aria-labelledby="own-line" data-testid="line-link">
      <h2 id="own-line" className="text-lg font-bold text-slate-900">
        {t('sellerPeople.line.title')}
      </h2>
      <div className="space-y-1 text-slate-700">
        <p>{t('sellerPeople.line.intro')}</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t('sellerPeople.line.newOrders')}</li>
          <li>{t('sellerPeople.line.morning')}</li>
        </ul>
        <p className="text-sm text-slate-600">{t('sellerPeople.line.own')}</p>
      </div>
      <p className="flex items-center gap-2 font-semibold" data-testid="line-link-state">
        <span
          aria-hidden="true"
          className={`inline-block h-2.5 w-2.5 rounded-full ${isLinked ? 'bg-[#06C755]' : 'bg-slate-400'}`}
        />
        <span className={isLinked ? 'text-emerald-800' : 'text-slate-700'}>
          {t(isLinked ? 'sellerPeople.line.linked' : 'sellerPeople.line.notLinked')}
        </span>
      </p>
      {link.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('sellerPeople.line.linking')}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="text-sm text-emerald-800">
          {notice}
        </p>
      ) : null}
      {isLinked ? (
        <button
          type="button"
          className="rounded-lg border border-slate-300 px-4 py-2 hover:bg-slate-50 disabled:opacity-60"
          disabled={unlink.isPending}
          onClick={() => setIsConfirming(true)}
        >
          {t('sellerPeople.line.unlink')}
        </button>
      ) : (
        <button
          type="button"
          className="w-full rounded-lg bg-[#06C755] px-4 py-2.5 font-semibold text-slate-950 hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#06C755] disabled:opacity-60 sm:w-auto"
          disabled={link.isPending}
          onClick={() => startLineLink(getSignInConfig())}
        >
          {t('sellerPeople.line.link')}
        </button>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('sellerPeople.line.unlink')}
        message={t('sellerPeople.line.unlinkConfirm')}
        isBusy={unlink.isPending}
        onConfirm={onUnlink}
        onCancel={() => setIsConfirming(false)}
      />
    </section>
  );
}
