import '../../../lib/cart-texts';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/spinner';
import { useReturnFocus } from '../../../components/use-return-focus';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage, productSizesQueryOptions, useCartAction } from '../api/cart-api';
import { useCartAlert } from './cart-alert';

// Spec 2.9 (b) 'add another tyre size to cart' (front and rear sizes): the modal lists model,
// size, year and price, each with a Choose button (get-product-size-by-criteria,
// add-product-size).

export function AddSizeModal({
  sellerProductId,
  isOpen,
  onClose,
}: {
  sellerProductId: number;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const returnFocus = useReturnFocus();
  const sizes = useQuery(productSizesQueryOptions(sellerProductId, isOpen));
  const add = useCartAction<{ id: number }>('add-product-size');
  const choose = (id: number) =>
    add.mutate(
      { id },
      {
        onSuccess: onClose,
        onError: (error) =>
          alert(t('cart.errors.addSizeFailed'), errorMessage(error, t('cart.errors.tryAgainText'))),
      },
    );
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-40 max-h-[90vh] w-[min(94vw,36rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{t('cart.products.addSize')}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            {t('cart.products.addSizeHint')}
          </Dialog.Description>
          {sizes.isLoading ? <Spinner /> : null}
          {sizes.data && sizes.data.products.length === 0 ? (
            <p className="mt-3">{t('common.noResults')}</p>
          ) : null}
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1">{t('cart.products.model')}</th>
                <th>{t('cart.products.size')}</th>
                <th>{t('cart.products.year')}</th>
                <th>{t('cart.products.price')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {sizes.data?.products.map((p) => (
                <tr key={p.id} className="border-t border-slate-100">
                  <td className="py-2">{p.model}</td>
                  <td>{p.size}</td>
                  <td>{p.year}</td>
                  <td>{t('cart.baht', { price: formatBaht(p.price) })}</td>
                  <td className="text-right">
                    <button
                      type="button"
                      disabled={add.isPending}
                      onClick={() => choose(p.id)}
                      className="rounded-lg bg-emerald-800 px-3 py-1 font-semibold text-white disabled:opacity-60"
                    >
                      {t('common.choose')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-4 text-right">
            <Dialog.Close className="rounded-lg border border-slate-300 px-4 py-2">
              {t('common.close')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
