import '../../../lib/cart-texts';
import { useQuery } from '@tanstack/react-query';
import { ModalClose, ModalShell } from '../../../components/modal-shell';
import { Spinner } from '../../../components/spinner';
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
    <ModalShell
      kind="modal-md"
      isOpen={isOpen}
      onClose={onClose}
      title={t('cart.products.addSize')}
      description={<p className="text-sm text-slate-600">{t('cart.products.addSizeHint')}</p>}
    >
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
        <ModalClose className="rounded-lg border border-slate-300 px-4 py-2">
          {t('common.close')}
        </ModalClose>
      </div>
    </ModalShell>
  );
}
