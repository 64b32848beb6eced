import '../../../lib/seller-texts';
import { useQuery } from '@tanstack/react-query';
import type { StoreStandingResponse, StoreSuspensionNotice } from '@yangdee/contracts/admin-shops';
import { api } from '../../../lib/api';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';

// The red banner at the top of every seller page while an operator has the active store
// suspended (decision 0143): the reason, since when, and who to contact. Read fresh from
// /api/seller/store-standing (a suspension made after signing in shows on the next page), with
// the sign-in's shopInfo.suspension until it answers.

export const storeStandingQueryOptions = (sellerId: number | string | undefined) => ({
  queryKey: ['seller', 'store-standing', sellerId] as const,
  queryFn: () => api.get<StoreStandingResponse>('/api/seller/store-standing', { auth: 'seller' }),
  retry: false,
  staleTime: 30_000,
});

export function SuspensionBanner({
  sellerId,
  fallback,
}: {
  sellerId: number | string | undefined;
  fallback: StoreSuspensionNotice | null | undefined;
}) {
  const { t } = useTranslation();
  const standing = useQuery({ ...storeStandingQueryOptions(sellerId), enabled: sellerId != null });
  const suspension = standing.data ? standing.data.suspension : (fallback ?? null);
  if (!suspension) return null;
  return (
    <div
      role="alert"
      data-testid="seller-suspension-banner"
      className="border-b border-red-800 bg-red-700 px-4 py-3 text-white"
    >
      <div className="mx-auto max-w-7xl space-y-1 text-sm">
        <p className="text-base font-bold">
          {t('sellerAuth.suspended.title')}{' '}
          <span className="font-normal">
            {t('sellerAuth.suspended.since', { date: formatThaiDate(suspension.since) })}
          </span>
        </p>
        <p className="break-words">
          {t('sellerAuth.suspended.reason', { reason: suspension.reason })}
        </p>
        <p>{t('sellerAuth.suspended.body')}</p>
        <p className="font-semibold">{t('sellerAuth.suspended.contact')}</p>
      </div>
    </div>
  );
}
