import { useQueryClient } from '@tanstack/react-query';
import type { PromotionRow } from '@yangdee/contracts/seller-promotions';
import { STOCK_STATUS } from '@yangdee/contracts/stock-status';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { SELLER_PROMOTIONS_KEY, toggleMatchingProductPromotion } from '../api/seller-promotions';
import { PromotionCardHead } from './promotion-card-head';

/** Every offer of the shop (the server only ever matches the shop's own). */
const EVERY_OFFER = {
  keyword: '',
  status: STOCK_STATUS.ALL,
  sortColumn: '',
  sortDirection: '',
} as const;

// YangDee's own promotions that sit on the shop's offers (issue 37): listed so the shop sees
// every promotion that prices its tyres, with how many of its offers carry each, and a way to
// take one off all of its offers (asked first). The shop cannot edit them or add them.

export function PlatformPromotions({ rows }: { rows: PromotionRow[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [toStop, setToStop] = useState<PromotionRow | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; isError: boolean } | null>(null);
  if (rows.length === 0) return null;
  const stop = async () => {
    if (!toStop) return;
    setIsBusy(true);
    try {
      const res = await toggleMatchingProductPromotion(
        toStop.sellerPromotionId,
        EVERY_OFFER,
        false,
      );
      setNote({
        text: t('sellerPromotion.platform.stopped', { title: toStop.title, count: res.changed }),
        isError: false,
      });
    } catch (error) {
      setNote({
        text: error instanceof ApiError ? error.message : t('sellerPromotion.platform.failed'),
        isError: true,
      });
    } finally {
      setIsBusy(false);
      setToStop(null);
      await queryClient.invalidateQueries({ queryKey: [SELLER_PROMOTIONS_KEY] });
    }
  };
  return (
    <section
      aria-labelledby="platform-promotions"
      className="space-y-3"
      data-testid="platform-promotions"
    >
      <h2 id="platform-promotions" className="text-lg font-bold text-slate-900">
        {t('sellerPromotion.platform.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('sellerPromotion.platform.intro')}</p>
      {note ? (
        <p
          role={note.isError ? 'alert' : 'status'}
          className={`rounded-lg border p-3 ${note.isError ? 'border-red-300 bg-red-50 text-red-800' : 'border-emerald-300 bg-emerald-50'}`}
        >
          {note.text}
        </p>
      ) : null}
      <ul className="grid gap-3 lg:grid-cols-2">
        {rows.map((p) => (
          <li
            key={p.sellerPromotionId}
            data-testid="platform-promotion-row"
            className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
          >
            <PromotionCardHead p={p} />
            <p className="text-sm text-slate-600">
              {formatThaiDate(p.startDate)} – {formatThaiDate(p.endDate)} ·{' '}
              {t('sellerPromotion.platform.offerCount', { count: p.productCount })}
            </p>
            <button
              type="button"
              onClick={() => setToStop(p)}
              className="rounded-lg border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50"
            >
              {t('sellerPromotion.platform.stop')}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={toStop !== null}
        title={t('sellerPromotion.platform.confirmTitle', { title: toStop?.title ?? '' })}
        message={t('sellerPromotion.platform.confirmMessage', { count: toStop?.productCount ?? 0 })}
        isBusy={isBusy}
        onCancel={() => setToStop(null)}
        onConfirm={stop}
      />
    </section>
  );
}
