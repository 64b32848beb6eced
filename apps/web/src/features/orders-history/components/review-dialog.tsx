import '../../../lib/my-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import {
  type OrderCard,
  REVIEW_TEXT_MAX,
  type ReviewForm,
  type ReviewFormInput,
  ReviewFormSchema,
} from '@yangdee/contracts/order-history';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form-field';
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
  const id = useId();
  const returnFocus = useReturnFocus();
  const submit = useSubmitReview();
  const form = useForm<ReviewFormInput, unknown, ReviewForm>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: { rating: 0, text: '' },
  });
  const { errors, isSubmitted } = form.formState;
  const [rating, text] = form.watch(['rating', 'text']);

  const close = () => {
    form.reset();
    submit.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit((values) => {
    if (!order) return;
    submit.mutate({ orderNo: order.orderNo, ...values }, { onSuccess: close });
  });
  // The stars' message (the contract's), else the server's refusal.
  const warning =
    errors.rating?.message || (submit.error ? submit.error.message || t('my.common.tryAgain') : '');

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
                      onChange={() =>
                        form.setValue('rating', star, { shouldValidate: isSubmitted })
                      }
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
            <Field id={`${id}-text`} label={t('my.review.text')} error={errors.text?.message}>
              <textarea
                id={`${id}-text`}
                rows={4}
                maxLength={REVIEW_TEXT_MAX}
                aria-invalid={errors.text ? true : undefined}
                className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
                {...form.register('text')}
              />
              <span className="block text-right text-xs text-slate-500">
                {(text ?? '').length}/{REVIEW_TEXT_MAX}
              </span>
            </Field>
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
