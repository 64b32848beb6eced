import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

// The cart's notice after a reminder's "book the same tyres again" (/rebook/:orderId): what went
// in, and what could not and why (the server's Thai sentence), carried in the navigation state.

export type RebookNoticeState = { rebookNotice: string };

export function RebookNotice() {
  const { t } = useTranslation();
  const state = useLocation().state as Partial<RebookNoticeState> | null;
  const message = state?.rebookNotice;
  if (!message) return null;
  return (
    <section
      aria-labelledby="rebook-notice"
      className="mb-4 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
      data-testid="rebook-notice"
      role="status"
    >
      <h2 id="rebook-notice" className="font-bold">
        {t('rebook.noticeTitle')}
      </h2>
      <p className="text-sm">{message}</p>
    </section>
  );
}
