import * as Dialog from '@radix-ui/react-dialog';
import type { DeleteStockResponse, StockRow } from '@yangdee/contracts/seller-stock';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteStock } from '../api/stock';
import { messageOf } from './form-bits';
import { offerName } from './stock-row-controls';

// delete-stock with a confirm that says what happens (decision 0089): out of carts; retired
// (NOTSALE, hidden) when orders name it; refused while an unpaid order holds it — the server's
// Thai refusal is shown here and the dialog stays open.

export function DeleteStockDialog({
  row,
  onClose,
  onDone,
}: {
  row: StockRow | null;
  onClose: () => void;
  onDone: (result: DeleteStockResponse) => void;
}) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  const remove = useDeleteStock();
  const close = () => {
    remove.reset();
    onClose();
  };
  const onConfirm = async () => {
    if (!row) return;
    try {
      onDone(await remove.mutateAsync(row.id));
      remove.reset();
    } catch {
      // Shown below from remove.error.
    }
  };
  return (
    <Dialog.Root open={row !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">
            {t('sellerStock.delete.title')}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-slate-700">
              <p className="font-semibold text-slate-900">
                {row ? t('sellerStock.delete.question', { name: offerName(row) }) : ''}
              </p>
              <p className="text-sm whitespace-pre-line">{t('sellerStock.delete.explain')}</p>
            </div>
          </Dialog.Description>
          {remove.error ? (
            <p
              role="alert"
              className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800"
            >
              {messageOf(remove.error, t('sellerStock.delete.failed'))}
            </p>
          ) : null}
          <div className="mt-5 flex justify-end gap-3">
            <Dialog.Close className="rounded-lg border border-slate-300 px-5 py-2 text-slate-700 hover:bg-slate-50">
              {t('common.cancel')}
            </Dialog.Close>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={onConfirm}
              className="rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {remove.isPending ? t('sellerStock.delete.working') : t('sellerStock.delete.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
