import '../../../lib/my-texts';
import * as Dialog from '@radix-ui/react-dialog';
import type { OrderCard } from '@yangdee/contracts/order-history';
import { REVIEW_TEXT_MAX } from '@yangdee/contracts/order-history';
import { type FormEvent, useState } from 'react';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useTranslation } from '../../../lib/use-translation';
import { useSubmitReview } from '../api/order-history';

interface ReviewDialogProps {
  order: OrderCard | null;
  onClose: () => void;
}

/** Rate (1–5 stars) and review a completed order, once. */
export function ReviewDialog({ order, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [warning, setWarning] = useState('');
  const submit = useSubmitReview();

  const close = () => {
    setRating(0);
    setText('');
    setWarning('');
    submit.reset();
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!order) return;
    if (rating < 1) return setWarning(t('my.review.needStars'));
    submit.mutate(
      { orderNo: order.orderNo, rating, text },
      {
        onSuccess: close,
        onError: (error) => setWarning(error.message || t('my.common.tryAgain')),
      },
    );
  };

  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-40 w-[min(94vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">
            {t('my.review.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {order
              ? t('my.review.description', { store: order.store.name, orderNo: order.orderNo })
              : ''}
          </Dialog.Description>
          <form onSubmit={onSubmit} className="mt-4 grid gap-4" noValidate>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">
                {t('my.review.rating')}
              </legend>
              <div className="mt-1 flex gap-1">
                {[1, 2, 3, 4, 5].map((star) => (
                  <label key={star} className="cursor-pointer text-3xl">
                    <input
                      type="radio"
                      name="rating"
                      value={star}
                      checked={rating === star}
                      onChange={() => setRating(star)}
                      className="peer sr-only"
                      aria-label={t('my.review.stars', { count: star })}
                    />
                    <span
                      aria-hidden="true"
                      className={`rounded peer-focus-visible:outline-2 peer-focus-visible:outline-emerald-700 ${star <= rating ? 'text-amber-500' : 'text-slate-300'}`}
                    >
                      ★
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="block text-sm font-medium text-slate-800">
              {t('my.review.text')}
              <textarea
                name="text"
                rows={4}
                maxLength={REVIEW_TEXT_MAX}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
              />
              <span className="block text-right text-xs text-slate-500">
                {text.length}/{REVIEW_TEXT_MAX}
              </span>
            </label>
            {warning ? (
              <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
                {warning}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close className="rounded-lg border border-slate-300 px-4 py-2 text-slate-700">
                {t('common.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={submit.isPending}
                className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
              >
                {t('my.review.submit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
