import { useQuery } from '@tanstack/react-query';
import { describeDevice, type StaffSession } from '@yangdee/contracts/seller-sessions';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { staffSessionsQueryOptions, useEndStaffSession } from '../api/staff-sessions';

// The owner's section of /seller/staff (issue 37 item 6, decision 0132): who of the shop is signed
// in, where, since when, last seen, from which address and browser, and "end session". Anyone
// else is refused by the server (403) and sees no section at all.

function SessionCard({ session, onEnd }: { session: StaffSession; onEnd: () => void }) {
  const { t } = useTranslation();
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="staff-session"
      data-username={session.username}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{session.name}</p>
          <p className="text-sm break-all text-slate-600">{session.username}</p>
        </div>
        {session.isCurrent ? (
          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
            {t('sellerSessions.current')}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('sellerSessions.branch')}</dt>
        <dd className="text-slate-900">{session.branch}</dd>
        <dt className="text-slate-600">{t('sellerSessions.signedInAt')}</dt>
        <dd className="text-slate-900">{formatThaiDateTime(session.signedInAt)}</dd>
        <dt className="text-slate-600">{t('sellerSessions.lastSeenAt')}</dt>
        <dd className="text-slate-900">
          {session.lastSeenAt ? formatThaiDateTime(session.lastSeenAt) : '–'}
        </dd>
        <dt className="text-slate-600">{t('sellerSessions.address')}</dt>
        <dd className="break-all text-slate-900">{session.ip || '–'}</dd>
        <dt className="text-slate-600">{t('sellerSessions.device')}</dt>
        <dd className="text-slate-900" title={session.device}>
          {describeDevice(session.device)}
        </dd>
      </dl>
      {session.isCurrent ? null : (
        <button
          type="button"
          onClick={onEnd}
          className="mt-1 self-start rounded-lg border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50"
        >
          {t('sellerSessions.end')}
        </button>
      )}
    </li>
  );
}

export function StaffSessions() {
  const { t } = useTranslation();
  const sessions = useQuery(staffSessionsQueryOptions());
  const end = useEndStaffSession();
  const [ending, setEnding] = useState<StaffSession | null>(null);
  const [notice, setNotice] = useState('');
  // Not the owner: the server refuses, and the section is not shown.
  if (sessions.error instanceof ApiError && sessions.error.status === 403) return null;
  const confirmEnd = () => {
    if (!ending) return;
    const who = ending;
    end.mutate(
      { sessionId: who.sessionId },
      {
        onSuccess: () => setNotice(t('sellerSessions.ended', { name: who.name })),
        onError: (error) => setNotice(error.message),
        onSettled: () => setEnding(null),
      },
    );
  };
  return (
    <section className="mt-8 space-y-3" aria-labelledby="staff-sessions-title">
      <h2 id="staff-sessions-title" className="text-lg font-semibold text-slate-900">
        {t('sellerSessions.title')}
      </h2>
      <p className="text-slate-600">{t('sellerSessions.intro')}</p>
      <p role="status" className="min-h-6 text-sm text-emerald-800">
        {notice}
      </p>
      {sessions.isError ? (
        <p role="alert" className="text-red-700">
          {sessions.error.message}
        </p>
      ) : sessions.data && sessions.data.sessions.length === 0 ? (
        <p className="text-slate-600">{t('sellerSessions.empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {sessions.data?.sessions.map((session) => (
            <SessionCard
              key={session.sessionId}
              session={session}
              onEnd={() => setEnding(session)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={ending !== null}
        title={t('sellerSessions.confirmTitle')}
        message={t('sellerSessions.confirmMessage', { name: ending?.name ?? '' })}
        isBusy={end.isPending}
        onConfirm={confirmEnd}
        onCancel={() => setEnding(null)}
      />
    </section>
  );
}
