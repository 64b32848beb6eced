import '../../../lib/my-texts';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { apiErrorText } from '../../../lib/api';
import { getSignInConfig } from '../../../lib/app-config';
import { useTranslation } from '../../../lib/use-translation';
import { startLineLink, takeSocialCallback } from '../../auth/lib/social';
import { useLinkLine, useUnlinkLine } from '../api/my-notifications';

// "การแจ้งเตือนทาง LINE" (issue 35 item 2): the link button goes through the same LINE authorise
// redirect as the LINE sign-in and comes back here, where the answer is sent to POST /api/my/line
// once; unlinking asks first.

const button = 'rounded-lg px-4 py-2 font-semibold disabled:opacity-60';

export function LineLinkSection({ isLinked }: { isLinked: boolean }) {
  const { t } = useTranslation();
  const link = useLinkLine();
  const unlink = useUnlinkLine();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const hasRun = useRef(false);

  useEffect(() => {
    // Completing the LINE redirect that just came back (a one-off action, not data fetching).
    if (hasRun.current) return;
    hasRun.current = true;
    const answer = takeSocialCallback(window.location, 'link');
    if (answer?.provider !== 'line') return;
    link.mutate(
      answer.accessToken
        ? { accessToken: answer.accessToken }
        : { code: answer.code, redirectUri: answer.redirectUri },
    );
  }, [link]);

  const error = apiErrorText(link.error) || apiErrorText(unlink.error);
  return (
    <section
      aria-labelledby="line-link-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="line-link-title" className="text-lg font-semibold text-slate-900">
        {t('my.notifications.line.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('my.notifications.line.intro')}</p>
      <p
        data-testid="line-link-state"
        className={`mt-3 font-medium ${isLinked ? 'text-emerald-800' : 'text-slate-700'}`}
      >
        {isLinked ? t('my.notifications.line.linked') : t('my.notifications.line.notLinked')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {isLinked ? (
          <button
            type="button"
            onClick={() => setConfirmOpen(true)}
            className={`${button} border border-red-300 text-red-700 hover:bg-red-50`}
          >
            {t('my.notifications.line.unlink')}
          </button>
        ) : (
          <button
            type="button"
            disabled={link.isPending}
            onClick={() => startLineLink(getSignInConfig())}
            className={`${button} bg-[#06C755] text-slate-950 hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#06C755]`}
          >
            {t('my.notifications.line.link')}
          </button>
        )}
        {link.isPending || unlink.isPending ? <Spinner /> : null}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {link.isSuccess && isLinked ? (
          <span className="text-emerald-700">{t('my.notifications.line.linkedNow')}</span>
        ) : null}
        {unlink.isSuccess && !isLinked ? (
          <span className="text-emerald-700">{t('my.notifications.line.unlinkedNow')}</span>
        ) : null}
      </p>
      {link.isError || unlink.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {error || t('my.common.tryAgain')}
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirmOpen}
        title={t('my.notifications.line.unlinkConfirmTitle')}
        message={t('my.notifications.line.unlinkConfirmText')}
        isBusy={unlink.isPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => unlink.mutate(undefined, { onSettled: () => setConfirmOpen(false) })}
      />
    </section>
  );
}
