import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import type { StockMovement, StockRow } from '@yangdee/contracts/seller-stock';
import { useState } from 'react';
import { useReturnFocus } from '../../../components/use-return-focus';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { stockMovementsQueryOptions } from '../api/stock';
import { messageOf } from './form-bits';
import { offerName } from './stock-row-controls';

// An offer's quantity history (get-stock-movements, decision 0156): every change with its reason
// (sale, cancel, import, the shop's edit, an undone import), newest first, 20 a page. One column
// of cards, so it reads at 390 px.

function MovementItem({ m }: { m: StockMovement }) {
  const { t } = useTranslation();
  const who =
    m.actorKind === 'seller' && m.actorName
      ? m.actorName
      : t(`sellerStock.movements.actor.${m.actorKind}`, {
          defaultValue: t('sellerStock.movements.actor.system'),
        });
  return (
    <li data-testid="stock-movement" className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-slate-900" data-testid="stock-movement-reason">
          {t(`sellerStock.movements.reason.${m.reason}`)}
        </p>
        <p
          className={`shrink-0 font-bold ${m.change > 0 ? 'text-emerald-800' : 'text-red-700'}`}
          data-testid="stock-movement-change"
        >
          {m.change > 0 ? `+${m.change}` : `−${Math.abs(m.change)}`}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {t('sellerStock.movements.after', { count: m.qtyAfter })}
        {m.reference ? ` · ${t('sellerStock.movements.reference', { ref: m.reference })}` : ''}
      </p>
      <p className="text-xs text-slate-600">
        {formatThaiDateTime(m.createdAt)} · {who}
      </p>
    </li>
  );
}

export function StockMovementsDialog({
  row,
  onClose,
}: {
  row: StockRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...stockMovementsQueryOptions(row?.id ?? 0, page),
    enabled: row !== null,
  });
  const close = () => {
    setPage(1);
    onClose();
  };
  const data = query.data;
  return (
    <Dialog.Root open={row !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...returnFocus}
          data-testid="stock-movements-dialog"
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[min(94vw,32rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">
            {t('sellerStock.movements.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {row ? offerName(row) : ''}
            {data ? ` · ${t('sellerStock.movements.now', { count: data.qty })}` : ''}
          </Dialog.Description>
          <div className="mt-3 min-h-0 flex-1 overflow-y-auto">
            {query.isPending ? (
              <p className="text-slate-700">{t('sellerStock.movements.loading')}</p>
            ) : query.error ? (
              <p
                role="alert"
                className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800"
              >
                {messageOf(query.error, t('sellerStock.movements.failed'))}
              </p>
            ) : data && data.movements.length === 0 ? (
              <p className="text-slate-700">{t('sellerStock.movements.empty')}</p>
            ) : (
              <ul className="space-y-2" aria-label={t('sellerStock.movements.title')}>
                {data?.movements.map((m) => (
                  <MovementItem key={m.id} m={m} />
                ))}
              </ul>
            )}
          </div>
          {data && data.totalPage > 1 ? (
            <div className="mt-3 flex items-center justify-between gap-2 text-sm">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
                className="rounded-lg border border-slate-300 px-3 py-1.5 disabled:opacity-50"
              >
                {t('sellerStock.movements.newer')}
              </button>
              <span className="text-slate-700">
                {t('sellerStock.movements.page', { page, total: data.totalPage })}
              </span>
              <button
                type="button"
                disabled={page >= data.totalPage}
                onClick={() => setPage((p) => p + 1)}
                className="rounded-lg border border-slate-300 px-3 py-1.5 disabled:opacity-50"
              >
                {t('sellerStock.movements.older')}
              </button>
            </div>
          ) : null}
          <div className="mt-4 flex justify-end">
            <Dialog.Close className="rounded-lg border border-slate-300 px-5 py-2 text-slate-700 hover:bg-slate-50">
              {t('sellerStock.movements.close')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
